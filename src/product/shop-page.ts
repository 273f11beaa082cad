import { isFetchableLink } from '../lib/product/product-link.ts'

/**
 * Fetching a shop's page the way a careful visitor would: one link at a
 * time, each redirect checked again before it is followed (at most three),
 * no cookies sent or kept, an honest User-Agent, and the whole read, every
 * redirect included, within five seconds and two megabytes.
 */

/** Most redirects followed before a link counts as unreadable (a loop ends here too). */
export const MAX_REDIRECTS = 3

/** Most bytes of a page read. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024

/** How long a page may take, redirects and reading included. */
export const PAGE_DEADLINE_MS = 5000

/**
 * Why a page could not be read: a link it may not fetch, a shop that could
 * not be reached (no connection, no such host), one that leads to no web
 * page (an error status, a file), one it could not read (redirects gone
 * wrong, no product named), a page too large, or one too slow.
 */
export type PageRefusal = 'forbidden' | 'unreachable' | 'noPage' | 'unreadable' | 'tooLarge' | 'timeout'

/** A refusal met while reading, carried out of the page's stream. */
export class PageRefused extends Error {
  constructor(readonly reason: PageRefusal) {
    super(`shop page refused: ${reason}`)
  }
}

/** Who is asking, for the shop's logs: the app and where it lives. */
const userAgent = (siteUrl: string) => `TimePrice product reader (+${siteUrl})`

/**
 * The page a link leads to, after at most `MAX_REDIRECTS` redirects, each
 * followed by hand (`redirect: 'manual'`) after the same check as the link
 * (`isFetchableLink`); no `Cookie` header is ever sent and `Set-Cookie` is
 * never read. Only a 200 with HTML is a page. Throws `PageRefused`.
 */
export async function fetchShopPage(
  link: URL,
  { allowLocal, siteUrl, signal }: { allowLocal: boolean; siteUrl: string; signal: AbortSignal },
) {
  let url = link
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!isFetchableLink(url, allowLocal)) throw new PageRefused('forbidden')
    const response = await fetch(url, {
      redirect: 'manual',
      signal,
      headers: { 'User-Agent': userAgent(siteUrl), Accept: 'text/html,application/xhtml+xml' },
    }).catch(() => {
      throw new PageRefused(signal.aborted ? 'timeout' : 'unreachable')
    })
    const location = response.headers.get('Location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      if (!URL.canParse(location, url.href)) throw new PageRefused('unreadable')
      url = new URL(location, url)
      continue
    }
    const type = response.headers.get('Content-Type') ?? ''
    if (response.status !== 200 || !/html/i.test(type)) {
      await response.body?.cancel()
      throw new PageRefused('noPage')
    }
    return { response, url }
  }
  throw new PageRefused('unreadable')
}

/**
 * A page's body that ends once more than `MAX_PAGE_BYTES` have come, so
 * nothing past that is read, and whether it did.
 */
export function limitedBody(body: ReadableStream<Uint8Array>): { body: ReadableStream<Uint8Array>; tooLarge: () => boolean } {
  let read = 0
  const limited = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength
        if (read > MAX_PAGE_BYTES) controller.terminate()
        else controller.enqueue(chunk)
      },
    }),
  )
  return { body: limited, tooLarge: () => read > MAX_PAGE_BYTES }
}
