/** Whether a path, as a browser would follow it from a Location header, stays on this site. */
const isPlainPath = (path: string) =>
  path.length > 0 && path.length <= 2048 && path.startsWith('/') && !/^\/[/\\]/.test(path) && !/[\u0000-\u001f\\]/.test(path)

/**
 * Returns `next` only when it is a same-site path (`/de/faq?x=1`), else the
 * fallback. Rejects absolute URLs, protocol-relative `//host`, backslash
 * tricks and control characters, both in what was sent and in the path it
 * normalizes to (`/.//evil.example` folds into `//evil.example`), so `?next=`
 * can never send anyone off-site.
 *
 * @example sameSitePath('/..//evil.example', '/en') // '/en'
 */
export function sameSitePath(next: string | null | undefined, fallback: string): string {
  if (typeof next !== 'string' || !isPlainPath(next)) return fallback
  try {
    const url = new URL(next, 'https://same.invalid')
    const path = url.pathname + url.search + url.hash
    return url.origin === 'https://same.invalid' && isPlainPath(path) ? path : fallback
  } catch {
    return fallback
  }
}
