/** How many saved calculations the dashboard shows at first and adds with each "Show more". */
export const DASHBOARD_PAGE_SIZE = 50

/**
 * How long the dashboard waits for its lists before it streams. Lists that
 * arrive within it (Supabase answering as it usually does) come in the page
 * itself: the person sees their rows at first paint, with no loading state
 * and no second layout of the page. Slower ones stream in behind the
 * Suspense boundary, the page's heading showing meanwhile.
 */
export const DASHBOARD_LISTS_WAIT_MS = 100

/** The most rows one page may ask for: the API's row cap. */
export const MAX_PAGE_SIZE = 1000

/** One page of a list, with where the next one starts (null after the last). */
export interface Page<Row> {
  rows: Row[]
  /** All rows there are, on every page. */
  total: number
  nextOffset: number | null
}

/**
 * How many rows the dashboard shows for its `?shown=` (the no-JavaScript
 * "Show more"): a page at least, at most the row cap; anything unreadable
 * is the first page.
 * @example shownRows('100') // 100
 */
export function shownRows(query: string | undefined): number {
  const shown = /^\d{1,7}$/.test(query ?? '') ? Number(query) : DASHBOARD_PAGE_SIZE
  return Math.min(Math.max(shown, DASHBOARD_PAGE_SIZE), MAX_PAGE_SIZE)
}
