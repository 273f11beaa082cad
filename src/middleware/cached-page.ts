import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A guest page as the edge cache keeps it: its status, its headers and its
 * text, with `NONCE_MARK` where the CSP nonce of the render that made it
 * stood, so each response puts its own nonce there with one string replace.
 */
export interface CachedPage {
  /** Only a 200 is kept. */
  status: ContentfulStatusCode
  headers: [string, string][]
  text: string
}

/**
 * What stands for the nonce in a kept page. It starts with `<`, which a page
 * holds only in its markup and in the head's own CSS and script: React
 * escapes it in every text and attribute, and the islands' JSON writes it
 * `\u003c`, so no visitor's text can contain the mark and be given a nonce.
 */
export const NONCE_MARK = '<csp-nonce>'

/** Headers that belong to one response and are set afresh on every hit, and those of the bytes' framing: never kept. */
const PER_RESPONSE_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'server-timing',
  'x-request-id',
  'set-cookie',
  'transfer-encoding',
  'content-length',
  'cf-cache-status',
])

/**
 * A rendered page in the form the cache keeps, from the text the render
 * sent and the nonce it was rendered with (a random value, so it stands only
 * where the render put it).
 * @example const page = cachedPageFrom(c.res, html, c.get('secureHeadersNonce'))
 */
export function cachedPageFrom(response: Response, text: string, nonce: string | undefined): CachedPage {
  return {
    status: response.status as ContentfulStatusCode,
    headers: [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
    text: nonce ? text.replaceAll(nonce, NONCE_MARK) : text,
  }
}

/** The page's text as this request gets it: this request's nonce where the mark stands. */
export function pageText(page: CachedPage, nonce: string | undefined): string {
  return page.text.replaceAll(NONCE_MARK, nonce ?? '')
}

/** The page as the Workers cache stores it: a plain response of its status, headers and kept text. */
export function storedResponse(page: CachedPage): Response {
  return new Response(page.text, { status: page.status, headers: page.headers })
}

/** A page the Workers cache gave back, in the form a hit is served from. */
export async function pageFromStore(stored: Response): Promise<CachedPage> {
  return cachedPageFrom(stored, await stored.text(), undefined)
}
