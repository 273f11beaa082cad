import { useRef, useState } from 'react'
import { parseResponse } from 'hono/client'
import { ApiError } from '../../../lib/api-error.ts'
import { DASHBOARD_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../lib/calculation/page.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'
import type { ApiClient } from '../api-client.ts'
import type { ActionState } from './types.ts'

/**
 * Whether a list's answer is one page of it, with the list's total and
 * where the next page starts (the API answers so when asked with `limit`
 * and `offset`, as the island always asks; the whole list without them).
 */
const isPage = <Answer extends object>(answer: Answer): answer is Extract<Answer, { total: number }> => 'total' in answer

export interface Paging extends ActionState {
  /** Rows on the server the list has not loaded yet; null while the list the filter names has not been read since it was switched to (nothing is known of its size). */
  remaining: number | null
  /** Loads the next page after the `loaded` rows the list holds and hands it to `append`; resolves true when it came. */
  more(): Promise<boolean>
  /** Replaces the list with the first page of the other filter's list (all calculations, or the favourites alone). */
  show(favoritesOnly: boolean): Promise<void>
  /** Clear all emptied the server: nothing is left to load. */
  cleared(): void
  /** Reads again as many of the newest rows as the list shows (at least a page) and replaces the list with them: a change elsewhere. */
  reload(): Promise<void>
}

export interface UsePagingOptions {
  /** The rows the server rendered and how many its list holds in all. */
  initialRows: number
  total: number
  /** How many of the server's rows of this list the list holds now (deleted ones are gone from both). */
  loaded: number
  /** The list starts as the favourites alone (`?favorites=1`): the server reads, counts and pages them. */
  favoritesOnly: boolean
  /** Absent during server rendering. */
  api: ApiClient | undefined
  append(rows: SavedCalculation[]): void
  replace(rows: SavedCalculation[]): void
  failed: string
}

/**
 * The dashboard's "Show more": the list starts with a page (or `?shown=`
 * rows) and loads the next DASHBOARD_PAGE_SIZE from the JSON API on demand,
 * starting after the rows it holds, of the list the filter names. Switching
 * the filter (`show`) reads that list's first page; an answer that comes
 * after a later read of the list started is dropped.
 */
export function usePaging({ initialRows, total, loaded, favoritesOnly, api, append, replace, failed }: UsePagingOptions): Paging {
  const [remaining, setRemaining] = useState<number | null>(Math.max(0, total - initialRows))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** Which list the rows are of now, and how many reads that replace them have started (a later one wins). */
  const list = useRef(favoritesOnly)
  const latest = useRef(0)
  /** One page of the list the filter names: every calculation, or (`favorites=1`) the favourites alone, paged on the server. */
  const page = (api: ApiClient, limit: number, offset: number) =>
    parseResponse(
      api.calculations.$get({ query: { limit: String(limit), offset: String(offset), favorites: list.current ? '1' : '0' } }),
    ).then((answer) => (isPage(answer) ? answer : { ...answer, total: answer.calculations.length, nextOffset: null }))
  /** Reads a page that replaces the list, unless a later one has started since. */
  const replaceWith = async (limit: number) => {
    if (!api) return
    const request = ++latest.current
    const first = await page(api, limit, 0)
    if (request !== latest.current) return
    replace(first.calculations)
    setRemaining(Math.max(0, first.total - first.calculations.length))
  }
  return {
    remaining,
    busy,
    error,
    async more() {
      if (!api || busy) return false
      setBusy(true)
      setError(null)
      const request = latest.current
      try {
        const next = await page(api, DASHBOARD_PAGE_SIZE, loaded)
        if (request !== latest.current) return false
        append(next.calculations)
        setRemaining(next.nextOffset === null ? 0 : Math.max(0, next.total - next.nextOffset))
        return true
      } catch (reason) {
        setError(reason instanceof ApiError ? reason.message : failed)
        return false
      } finally {
        setBusy(false)
      }
    },
    async show(favorites) {
      list.current = favorites
      setRemaining(null)
      setBusy(true)
      setError(null)
      try {
        await replaceWith(DASHBOARD_PAGE_SIZE)
      } catch (reason) {
        setError(reason instanceof ApiError ? reason.message : failed)
      } finally {
        setBusy(false)
      }
    },
    cleared() {
      setRemaining(0)
    },
    reload: () => replaceWith(Math.min(MAX_PAGE_SIZE, Math.max(loaded, DASHBOARD_PAGE_SIZE))),
  }
}
