import { decodeHTML as decoded } from 'entities'
import type { PageParts } from '../lib/product/structured-data.ts'

/**
 * Collects what a shop page says about its product while the page streams
 * through Cloudflare's HTMLRewriter (nothing of the page is rendered or run,
 * and no HTML parser is written here): the JSON-LD blocks' text, `<meta>`
 * tags by `property` or `name`, the first product's microdata properties
 * (`itemprop` after an `itemtype` of schema.org's `Product`, from `content`,
 * `src` or the element's text), and the page's `<title>`, their character
 * references (which the rewriter leaves as written) decoded.
 */

/** The microdata properties the product is read from. */
const MICRODATA = new Set(['name', 'price', 'lowPrice', 'priceCurrency', 'image'])

/**
 * Reads a page's body (already limited in size) to its end and returns
 * its parts; an error of the body (too large, aborted) is thrown.
 */
export async function pageParts(body: ReadableStream<Uint8Array>): Promise<PageParts> {
  const parts: PageParts = { jsonLd: [], meta: {}, microdata: {}, title: '' }
  let inJsonLd = false
  let inTitle = false
  let inProduct = false
  let capturing: string | null = null
  const rewriter = new HTMLRewriter()
    .on('script', {
      element(element) {
        inJsonLd = (element.getAttribute('type') ?? '').trim().toLowerCase() === 'application/ld+json'
        if (inJsonLd) parts.jsonLd.push('')
      },
      text(chunk) {
        if (inJsonLd) parts.jsonLd[parts.jsonLd.length - 1] += chunk.text
        if (chunk.lastInTextNode) inJsonLd = false
      },
    })
    .on('title', {
      element() {
        inTitle = !parts.title
      },
      text(chunk) {
        if (inTitle) parts.title += decoded(chunk.text)
        if (chunk.lastInTextNode) inTitle = false
      },
    })
    .on('meta', {
      element(element) {
        const key = (element.getAttribute('property') ?? element.getAttribute('name') ?? '').trim().toLowerCase()
        const content = element.getAttribute('content')
        if (key && content !== null && !(key in parts.meta)) parts.meta[key] = decoded(content)
      },
    })
    .on('[itemtype]', {
      element(element) {
        if (/schema\.org\/Product$/i.test((element.getAttribute('itemtype') ?? '').trim())) inProduct = true
      },
    })
    .on('[itemprop]', {
      element(element) {
        capturing = null
        if (!inProduct) return
        const name = (element.getAttribute('itemprop') ?? '').split(/\s+/).find((prop) => MICRODATA.has(prop) && !(prop in parts.microdata))
        if (!name) return
        const value = element.getAttribute('content') ?? (name === 'image' ? element.getAttribute('src') : null)
        if (value !== null) parts.microdata[name] = decoded(value)
        else {
          parts.microdata[name] = ''
          capturing = name
          element.onEndTag(() => {
            if (capturing === name) capturing = null
          })
        }
      },
      text(chunk) {
        if (capturing) parts.microdata[capturing] += decoded(chunk.text)
      },
    })
  await rewriter.transform(new Response(body)).body?.pipeTo(new WritableStream())
  return parts
}
