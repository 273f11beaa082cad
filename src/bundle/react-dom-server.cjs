'use strict'

/**
 * `react-dom/server` as the worker uses it: only the streaming renderer
 * (`renderToReadableStream`, through @hono/react-renderer's `stream: true`).
 * React's own `server.edge.js` also bundles the legacy `renderToString`
 * build (100 KB minified) that the worker never runs; this entry loads the
 * edge build alone, production or development as React's entry chooses.
 * wrangler.toml's `[alias]` points `react-dom/server` and
 * `react-dom/server.edge` here for the deployable worker and `wrangler dev`.
 */
module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js')
