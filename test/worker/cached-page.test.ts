import { describe, expect, it } from 'vitest'
import { cachedPageFrom, NONCE_MARK, pageFromStore, pageText, storedResponse } from '../../src/middleware/cached-page.ts'

const RENDERED_WITH = 'AAAAAAAAAAAAAAAAAAAAAA=='
const FRESH = 'bbbbbbbbbbbbbbbbbbbbbb=='

/** A rendered page's text, with the nonce after multi-byte text. */
const html = (nonce: string) =>
  `<!DOCTYPE html><html><head><style nonce="${nonce}">p{}</style></head><body><p>Grüße, Preço, 3 h 20 min</p><script nonce="${nonce}" src="/a.js"></script></body></html>`

/** The response a render sends with `text`. */
const rendered = (text: string, contentType = 'text/html; charset=UTF-8') =>
  new Response(text, {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=0, s-maxage=60',
      'Content-Security-Policy': `script-src 'nonce-${RENDERED_WITH}'`,
      'X-Request-Id': 'one-request',
    },
  })

describe('a cached page carries each response’s own nonce', () => {
  it('keeps the mark where the render’s nonce stood, and gives each response its own nonce there', () => {
    const page = cachedPageFrom(rendered(html(RENDERED_WITH)), html(RENDERED_WITH), RENDERED_WITH)
    expect(page.text).toBe(html(NONCE_MARK))
    expect(page.text).not.toContain(RENDERED_WITH)
    expect(pageText(page, FRESH)).toBe(html(FRESH))
  })

  it('keeps no header of the response that made it: its CSP and request id are set afresh on every hit', () => {
    const page = cachedPageFrom(rendered(html(RENDERED_WITH)), html(RENDERED_WITH), RENDERED_WITH)
    expect(page.headers.map(([name]) => name).sort()).toEqual(['cache-control', 'content-type'])
  })

  it('leaves a page without the nonce, such as the XML sitemap, as it was rendered', () => {
    const xml = `<urlset><loc>https://timeprice.example/en</loc></urlset>`
    const page = cachedPageFrom(rendered(xml, 'application/xml'), xml, RENDERED_WITH)
    expect(pageText(page, FRESH)).toBe(xml)
  })

  it('comes back from the Workers cache’s form as it went in, a plain response of its status, headers and text', async () => {
    const page = cachedPageFrom(rendered(html(RENDERED_WITH)), html(RENDERED_WITH), RENDERED_WITH)
    const stored = storedResponse(page)
    expect([...stored.headers.keys()].sort()).toEqual(['cache-control', 'content-type'])
    const back = await pageFromStore(stored)
    expect(back).toEqual(page)
    expect(pageText(back, FRESH)).toBe(html(FRESH))
  })
})
