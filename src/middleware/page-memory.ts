import type { CachedPage } from './cached-page.ts'

/** The most page text one isolate keeps in memory, in characters (8 to 16 MB: V8 keeps a character in one or two bytes; isolates have 128 MB). */
const MEMORY_CHARACTERS = 8 * 1024 * 1024

/** A page in memory and when this isolate stops serving it (ms since the epoch). */
interface Kept {
  page: CachedPage
  expiresAt: number
}

/** Pages in the order they were kept, oldest first, so the oldest goes first when memory is full. */
const pages = new Map<string, Kept>()
let keptCharacters = 0

/** How long a shared cache may keep a page (`s-maxage`, else `max-age`), in seconds; 0 when it says nothing. */
function sharedLifetime(page: CachedPage): number {
  const cacheControl = page.headers.find(([name]) => name === 'cache-control')?.[1] ?? ''
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl)
  return seconds ? Number(seconds[1]) : 0
}

/**
 * A page this isolate has just rendered, kept in front of the Workers cache
 * under its cache key's URL for as long as a shared cache may keep it (its
 * `s-maxage`), or until memory is full. A hit from memory costs no trip to
 * the cache.
 */
export function rememberPage(key: string, page: CachedPage, now = Date.now()): void {
  forgetPage(key)
  const expiresAt = now + sharedLifetime(page) * 1000
  if (expiresAt <= now || page.text.length > MEMORY_CHARACTERS) return
  pages.set(key, { page, expiresAt })
  keptCharacters += page.text.length
  for (const oldest of pages.keys()) {
    if (keptCharacters <= MEMORY_CHARACTERS) break
    forgetPage(oldest)
  }
}

/** The page kept under `key`, if it has not expired. */
export function recalledPage(key: string, now = Date.now()): CachedPage | undefined {
  const kept = pages.get(key)
  if (kept && kept.expiresAt <= now) forgetPage(key)
  else return kept?.page
}

/** Drops the page kept under `key` (a deleted comparison's, or one replaced by a newer render). */
export function forgetPage(key: string): void {
  const kept = pages.get(key)
  if (!kept) return
  keptCharacters -= kept.page.text.length
  pages.delete(key)
}
