/**
 * The rules for a product link, pure so the calculator island and the
 * worker read a link alike: an `http:` or `https:` address without
 * credentials (anything else is no product link at all), and which hosts the
 * worker may fetch (public names only; loopback and `http:` only where the
 * deployment allows local shops, as `npm start` and the tests do).
 */

/** The longest link the calculator keeps, like the longest pending calculation. */
export const MAX_LINK_LENGTH = 2048

/** A link copied without its scheme (`amazon.de/dp/…`, `www.shop.example`): a host name whose last label starts with a letter, then a port, a path, a query or nothing. */
const SCHEMELESS_LINK = /^(?:[\p{L}\p{N}-]+\.)+\p{L}[\p{L}\p{N}-]*(?=[/:?#]|$)/u

/**
 * A product link as a URL: `http:` or `https:` (`https:` when the text
 * names none, as a link copied from an address bar often does), no user
 * name or password, at most `MAX_LINK_LENGTH` characters; undefined for
 * anything else.
 *
 * @example productLinkOf('https://shop.example/p/1')?.host // 'shop.example'
 * @example productLinkOf('shop.example/p/1')?.href // 'https://shop.example/p/1'
 * @example productLinkOf('https://me:secret@shop.example/') // undefined
 */
export function productLinkOf(text: unknown): URL | undefined {
  if (typeof text !== 'string') return undefined
  const trimmed = text.trim()
  const written = SCHEMELESS_LINK.test(trimmed) ? `https://${trimmed}` : trimmed
  if (written.length > MAX_LINK_LENGTH || !URL.canParse(written)) return undefined
  const url = new URL(written)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  return url.username || url.password ? undefined : url
}

/** Whether text is a product link, for pasting one into another field. */
export function isProductLink(text: unknown): boolean {
  return typeof text === 'string' && /^https?:\/\//i.test(text.trim()) && productLinkOf(text) !== undefined
}

/** Host names that name this machine. */
function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

/** IPv4 ranges that are not the public internet: this network, private, shared, loopback, link-local, benchmarking, multicast and reserved. */
function isReservedIpv4(hostname: string): boolean {
  const parts = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(hostname)?.slice(1).map(Number)
  if (!parts) return false
  const [a = 0, b = 0, c = 0] = parts
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 198 && (b === 18 || b === 19))
  )
}

/**
 * Whether a host is a public one the worker may fetch: a dotted name that is
 * no local or internal name, or a public IPv4 address. IPv6 literals and
 * one-label names never are (URL has already normalised `0x7f.1` and
 * `2130706433` to dotted IPv4).
 */
function isPublicHost(hostname: string): boolean {
  if (hostname.startsWith('[') || !hostname.includes('.')) return false
  if (/\.(localhost|local|internal|home\.arpa|lan)$/.test(hostname) || isLoopbackName(hostname)) return false
  return !isReservedIpv4(hostname)
}

/**
 * Whether the worker may fetch a product link: `https:` on a public host,
 * or, where `allowLocal` (the deployment's `PRODUCT_FETCH_ALLOW_LOCAL` is
 * `1`), also `http:` and loopback hosts. Private networks are never fetched.
 */
export function isFetchableLink(url: URL, allowLocal: boolean): boolean {
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) return false
  return isPublicHost(url.hostname) || (allowLocal && isLoopbackName(url.hostname))
}
