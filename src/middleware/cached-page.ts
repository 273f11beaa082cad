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

/** Headers that belong to one response and are set afresh on every hit, and those of the bytes' framing: never kept. */
const PER_RESPONSE_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'server-timing',
  'x-request-id',
  'set-cookie',
  'transfer-encoding',
  'content-length',
])

/** The header that carries `expiresAt`, `nonceLength` and `nonceAt` through the Workers cache, which keeps headers and bytes only. */
const KEPT_AS = 'x-timeprice-cached'

const encoder = new TextEncoder()

/**
 * Where `needle` starts in `haystack`, every time (Boyer–Moore–Horspool):
 * a page is tens of kilobytes and holds its nonce twice, so the search
 * skips ahead by up to the nonce's length instead of stopping at every
 * byte that could start it, which for a nonce starting with a common
 * letter is thousands of stops.
 */
function offsetsOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const offsets: number[] = []
  const last = needle.length - 1
  if (last < 0) return offsets
  const skip = new Uint32Array(256).fill(needle.length)
  for (let i = 0; i < last; i++) skip[needle[i]!] = last - i
  let at = 0
  while (at + last < haystack.length) {
    const end = haystack[at + last]!
    if (end === needle[last]) {
      let i = 0
      while (i < last && haystack[at + i] === needle[i]) i++
      if (i === last) {
        offsets.push(at)
        at += needle.length
        continue
      }
    }
    at += skip[end]!
  }
  return offsets
}

/** How long a shared cache may keep a response (`s-maxage`, else `max-age`), in seconds; 0 when it says nothing. */
function sharedLifetime(cacheControl: string): number {
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl)
  return seconds ? Number(seconds[1]) : 0
}

/**
 * Reads a rendered response into the form the cache keeps: its bytes, its
 * headers but those of this response alone, and where the render's nonce
 * stands in the bytes.
 * @example const page = await cachedPageFrom(c.res, c.get('secureHeadersNonce'))
 */
export async function cachedPageFrom(response: Response, nonce: string | undefined, now = Date.now()): Promise<CachedPage> {
  const body = new Uint8Array(await response.arrayBuffer())
  const isHtml = response.headers.get('Content-Type')?.startsWith('text/html')
  const needle = encoder.encode(isHtml ? (nonce ?? '') : '')
  return {
    status: response.status as ContentfulStatusCode,
    headers: [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
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
