import type { CachedPage } from './cached-page.ts'

/** The most page bytes one isolate keeps in memory (isolates have 128 MB). */
const MEMORY_BYTES = 8 * 1024 * 1024

/** Pages in the order they were kept, oldest first, so the oldest goes first when memory is full. */
const pages = new Map<string, CachedPage>()
let keptBytes = 0

/**
 * A page this isolate keeps in front of the Workers cache under its cache
 * key's URL, until it expires as the cache's copy would, or memory is full.
 * A hit from memory costs no trip to the cache and no copy out of it.
 */
export function rememberPage(key: string, page: CachedPage, now = Date.now()): void {
  forgetPage(key)
  if (page.expiresAt <= now || page.body.length > MEMORY_BYTES) return
  pages.set(key, page)
  keptBytes += page.body.length
  for (const oldest of pages.keys()) {
    if (keptBytes <= MEMORY_BYTES) break
    forgetPage(oldest)
  }
}

/** The page kept under `key`, if it has not expired. */
export function recalledPage(key: string, now = Date.now()): CachedPage | undefined {
  const page = pages.get(key)
  if (page && page.expiresAt <= now) forgetPage(key)
  else return page
}

/** Drops the page kept under `key` (a deleted comparison's, or one replaced by a newer render). */
export function forgetPage(key: string): void {
  const page = pages.get(key)
  if (!page) return
  keptBytes -= page.body.length
  pages.delete(key)
}
