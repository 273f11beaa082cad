import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A guest page as the edge cache keeps it: its status, its headers, its bytes,
 * and where in them the CSP nonce of the render that made it stands, so a
 * hit writes its own nonce into a copy of the bytes instead of parsing the
 * HTML again.
 */
export interface CachedPage {
  /** Only a 200 is kept. */
  status: ContentfulStatusCode
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  /** Byte offsets of the render's nonce in `body`. */
  nonceAt: number[]
  /** That nonce's length in bytes: a hit's nonce must be as long to take its place. */
  nonceLength: number
  /** When this isolate stops serving it from memory (ms since the epoch): the page's shared-cache lifetime. */
  expiresAt: number
}

/** The header that carries `expiresAt`, `nonceLength` and `nonceAt` through the Workers cache, which keeps headers and bytes only. */
const KEPT_AS = 'x-timeprice-cached'

const encoder = new TextEncoder()

/** Where `needle` starts in `haystack`, every time. */
function offsetsOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const offsets: number[] = []
  let at = needle.length ? haystack.indexOf(needle[0]!) : -1
  while (at !== -1 && at + needle.length <= haystack.length) {
    let same = true
    for (let i = 1; i < needle.length && same; i++) same = haystack[at + i] === needle[i]
    if (same) offsets.push(at)
    at = haystack.indexOf(needle[0]!, at + (same ? needle.length : 1))
  }
  return offsets
}

/** How long a shared cache may keep a response (`s-maxage`, else `max-age`), in seconds; 0 when it says nothing. */
function sharedLifetime(cacheControl: string): number {
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl)
  return seconds ? Number(seconds[1]) : 0
}

/**
 * Reads a rendered response (already stripped of what belongs to its request)
 * into the form the cache keeps, finding the render's nonce in its bytes.
 * @example const page = await cachedPageFrom(response.clone(), c.get('secureHeadersNonce'))
 */
export async function cachedPageFrom(response: Response, nonce: string | undefined, now = Date.now()): Promise<CachedPage> {
  const body = new Uint8Array(await response.arrayBuffer())
  const isHtml = response.headers.get('Content-Type')?.startsWith('text/html')
  const needle = encoder.encode(isHtml ? (nonce ?? '') : '')
  return {
    status: response.status as ContentfulStatusCode,
    headers: [...response.headers],
    body,
    nonceAt: needle.length ? offsetsOf(body, needle) : [],
    nonceLength: needle.length,
    expiresAt: now + sharedLifetime(response.headers.get('Cache-Control') ?? '') * 1000,
  }
}

/**
 * The page's bytes as this request gets them: a copy with this request's
 * nonce in every place the render's stood. A nonce of another length (never
 * the case with one middleware making them) leaves the page unserved: null.
 */
export function pageBody(page: CachedPage, nonce: string | undefined): Uint8Array<ArrayBuffer> | null {
  if (!page.nonceAt.length) return page.body
  const bytes = encoder.encode(nonce ?? '')
  if (bytes.length !== page.nonceLength) return null
  const body = page.body.slice()
  for (const at of page.nonceAt) body.set(bytes, at)
  return body
}

/**
 * The page as the Workers cache stores it: its bytes, its headers, and in a
 * header of its own when it expires and where its nonce stands (a page read
 * back lives no longer in memory than it would have in the cache).
 */
export function storedResponse(page: CachedPage): Response {
  const headers = new Headers(page.headers)
  headers.set(KEPT_AS, `${page.expiresAt} ${page.nonceLength} ${page.nonceAt.join(',')}`)
  return new Response(page.body, { status: page.status, headers })
}

/** A page the Workers cache gave back, in the form a hit is served from; null when it was not stored by `storedResponse`. */
export async function pageFromStore(stored: Response): Promise<CachedPage | null> {
  const kept = stored.headers.get(KEPT_AS)
  if (kept === null) return null
  const [expiresAt = '0', length = '0', offsets = ''] = kept.split(' ')
  return {
    status: stored.status as ContentfulStatusCode,
    headers: [...stored.headers].filter(([name]) => name !== KEPT_AS && name !== 'cf-cache-status'),
    body: new Uint8Array(await stored.arrayBuffer()),
    nonceAt: offsets ? offsets.split(',').map(Number) : [],
    nonceLength: Number(length),
    expiresAt: Number(expiresAt),
  }
}
