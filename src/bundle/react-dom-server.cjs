'use strict'

/**
 * `react-dom/server` as the worker uses it: only the streaming renderer
 * (`renderToReadableStream`, through @hono/react-renderer's `stream: true`).
 * React's own `server.edge.js` also bundles the legacy `renderToString`
 * build (100 KB minified) that the worker never runs; this entry loads the
 * edge build alone, production or development as React's entry chooses.
 * wrangler.toml's `[alias]` points `react-dom/server` and
 * `react-dom/server.edge` here for the deployable worker, `wrangler dev` and
 * the worker tests.
 *
 * The edge build turns every attribute name, attribute value and text of a
 * page into bytes with its own `new TextEncoder()`, one `encode` call each:
 * about a fifth of a render's CPU time, most of it for strings every page
 * repeats (class names, links, labels). The build is loaded with a
 * `TextEncoder` that keeps the bytes of short strings for the isolate's
 * life (4,000 strings at most, then it starts over), so each is encoded
 * once. Only strings of at most 1,365 characters (4,096 bytes of UTF-8 at
 * most) are kept: React copies chunks up to its 4,096-byte view into that
 * view, and hands larger ones to the stream, which takes their buffer.
 */
const KEPT_LENGTH = 1365
const KEPT_STRINGS = 4000

const PlatformTextEncoder = globalThis.TextEncoder

class RepeatedTextEncoder extends PlatformTextEncoder {
  kept = new Map()

  encode(text = '') {
    if (text.length > KEPT_LENGTH) return super.encode(text)
    let bytes = this.kept.get(text)
    if (bytes === undefined) {
      if (this.kept.size >= KEPT_STRINGS) this.kept.clear()
      bytes = super.encode(text)
      this.kept.set(text, bytes)
    }
    return bytes
  }
}

globalThis.TextEncoder = RepeatedTextEncoder
try {
  module.exports =
    process.env.NODE_ENV === 'production'
      ? require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
      : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js')
} finally {
  globalThis.TextEncoder = PlatformTextEncoder
}
