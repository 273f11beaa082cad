import { useState } from 'react'
import { ApiError, type ApiClient } from '../../../lib/api-error.ts'
import { DASHBOARD_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../lib/calculation/page.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'
import type { ActionState } from './types.ts'

/** `GET /api/calculations?limit=…&offset=…` answers one page this way. */
interface PageAnswer {
  calculations: SavedCalculation[]
  total: number
  nextOffset: number | null
}

export interface Paging extends ActionState {
  /** Rows on the server the list has not loaded yet. */
  remaining: number
  /** Loads the next page after the `loaded` rows the list holds and hands it to `append`; resolves true when it came. */
  more(): Promise<boolean>
  /** Clear all emptied the server: nothing is left to load. */
  cleared(): void
  /** Reads again as many of the newest rows as the list shows (at least a page) and replaces the list with them: a change elsewhere. */
  reload(): Promise<void>
}

export interface UsePagingOptions {
  /** The rows the server rendered and how many there are in all. */
  initialRows: number
  total: number
  /** How many of the server's rows the list holds now (deleted ones are gone from both). */
  loaded: number
  /** Absent during server rendering. */
  api: ApiClient | undefined
  append(rows: SavedCalculation[]): void
  replace(rows: SavedCalculation[]): void
  failed: string
}

/**
 * The dashboard's "Show more": the list starts with a page (or `?shown=`
 * rows) and loads the next DASHBOARD_PAGE_SIZE from the JSON API on demand,
 * starting after the rows it holds.
 */
export function usePaging({ initialRows, total, loaded, api, append, replace, failed }: UsePagingOptions): Paging {
  const [remaining, setRemaining] = useState(Math.max(0, total - initialRows))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return {
    remaining,
    busy,
    error,
    async more() {
      if (!api || busy) return false
      setBusy(true)
      setError(null)
      try {
        const page = await api<PageAnswer>('GET', `/api/calculations?limit=${DASHBOARD_PAGE_SIZE}&offset=${loaded}`)
        append(page.calculations)
        setRemaining(page.nextOffset === null ? 0 : Math.max(0, page.total - page.nextOffset))
        return true
      } catch (reason) {
        setError(reason instanceof ApiError ? reason.message : failed)
        return false
      } finally {
        setBusy(false)
      }
    },
    cleared() {
      setRemaining(0)
    },
    async reload() {
      if (!api) return
      const limit = Math.min(MAX_PAGE_SIZE, Math.max(loaded, DASHBOARD_PAGE_SIZE))
      const page = await api<PageAnswer>('GET', `/api/calculations?limit=${limit}&offset=0`)
      replace(page.calculations)
      setRemaining(Math.max(0, page.total - page.calculations.length))
    },
  }
}
