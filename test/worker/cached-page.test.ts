import { describe, expect, it } from 'vitest'
import { cachedPageFrom, pageBody, pageFromStore, storedResponse, type CachedPage } from '../../src/middleware/cached-page.ts'

/** The page's text as a request with `nonce` gets it. */
const served = (page: CachedPage, nonce: string) => new TextDecoder().decode(pageBody(page, nonce)!)

const RENDERED_WITH = 'AAAAAAAAAAAAAAAAAAAAAA=='
const FRESH = 'bbbbbbbbbbbbbbbbbbbbbb=='

/** A rendered page with the nonce after multi-byte text, so byte offsets and string indexes differ. */
function rendered(nonce = RENDERED_WITH, cacheControl = 'public, max-age=0, s-maxage=60'): Response {
  const html = `<!DOCTYPE html><html><head><style nonce="${nonce}">p{}</style></head><body><p>Grüße, Preço, 3 h 20 min</p><script nonce="${nonce}" src="/a.js"></script></body></html>`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': cacheControl } })
}

describe('a cached page carries each response’s own nonce', () => {
  it('writes a fresh nonce everywhere the render’s stood, byte for byte, after multi-byte text', async () => {
    const page = await cachedPageFrom(rendered(), RENDERED_WITH, 1_000)
    expect(page.nonceAt).toHaveLength(2)
    expect(page.expiresAt).toBe(61_000)
    const html = served(page, FRESH)
    expect(html).toBe(await rendered(FRESH).text())
    expect(html).not.toContain(RENDERED_WITH)
    expect(new TextDecoder().decode(page.body)).toContain(RENDERED_WITH)
  })

  it('finds the nonce at the very start and end of the bytes, and not where only part of it stands', async () => {
    const nonce = 'eeeeeeeeeeeeeeeeeeeeee=='
    const text = `${nonce}<p>eeeeeeeeeeeeeeeeeeeeee=</p><p>e${nonce.slice(1, -1)}x</p>${nonce}`
    const page = await cachedPageFrom(new Response(text, { headers: { 'Content-Type': 'text/html' } }), nonce)
    expect(page.nonceAt).toEqual([0, text.length - nonce.length])
    expect(served(page, FRESH)).toBe(text.replaceAll(nonce, FRESH))
  })

  it('serves nothing when the nonce would not fit where the render’s stood', async () => {
    const page = await cachedPageFrom(rendered(), RENDERED_WITH)
    expect(pageBody(page, 'short')).toBeNull()
  })

  it('leaves a page that is not HTML as it was rendered', async () => {
    const xml = new Response(`<urlset>${RENDERED_WITH}</urlset>`, { headers: { 'Content-Type': 'application/xml' } })
    const page = await cachedPageFrom(xml, RENDERED_WITH)
    expect(page.nonceAt).toEqual([])
    expect(served(page, FRESH)).toBe(`<urlset>${RENDERED_WITH}</urlset>`)
  })

  it('comes back from the Workers cache’s form as it went in, without the header that carried its offsets', async () => {
    const page = await cachedPageFrom(rendered(), RENDERED_WITH, 5_000)
    const back = await pageFromStore(storedResponse(page))
    expect(back).toEqual({ ...page, headers: page.headers })
    expect(back!.headers.map(([name]) => name)).not.toContain('x-timeprice-cached')
    expect(served(back!, FRESH)).toBe(await rendered(FRESH).text())
  })

  it('treats a stored response without its offsets as no page at all', async () => {
    expect(await pageFromStore(rendered())).toBeNull()
  })
})
