/**
 * Returns `next` only when it is a same-site path (`/de/faq?x=1`), else the
 * fallback. Rejects absolute URLs, protocol-relative `//host`, backslash
 * tricks and control characters, so `?next=` can never send anyone off-site.
 */
export function sameSitePath(next: string | null | undefined, fallback: string): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\\]/.test(next)) return fallback
  try {
    const url = new URL(next, 'https://same.invalid')
    if (url.origin !== 'https://same.invalid') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
