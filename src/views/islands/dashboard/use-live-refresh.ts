import { useEffect, useRef } from 'react'
import { parseResponse } from 'hono/client'
import type { ComparisonLink } from '../../../lib/comparison.ts'
import { isTableChange } from '../../../lib/live/change.ts'
import { coalesce } from '../../../lib/live/coalesce.ts'
import type { ApiClient } from '../api-client.ts'
import type { DashboardPlatform } from './types.ts'

export interface LiveRefreshOptions {
  api: ApiClient | undefined
  onLive: DashboardPlatform['onLive'] | undefined
  /** Reads the calculations the list shows again and shows them as the server has them now. */
  calculations(): Promise<void>
  /** Shows the comparisons as the server has them now. */
  comparisons(links: ComparisonLink[]): void
}

/**
 * Keeps the island in step with changes made elsewhere (another tab, device,
 * a no-JavaScript form, the API): a change to calculations or comparisons
 * refetches that list through the JSON API (as many calculations as the
 * list shows), a resync both; a burst of
 * changes refetches at most twice. What the user has open (a rename, the
 * selection) is component state and stays.
 */
export function useLiveRefresh({ api, onLive, ...show }: LiveRefreshOptions): void {
  const latest = useRef(show)
  latest.current = show
  useEffect(() => {
    if (!api || !onLive) return
    const calculations = coalesce(() => latest.current.calculations())
    const comparisons = coalesce(async () => latest.current.comparisons((await parseResponse(api.comparisons.$get())).comparisons))
    return onLive((detail) => {
      const table = isTableChange(detail) ? detail.table : 'resync' in detail ? 'all' : null
      if (table === 'calculations' || table === 'all') calculations()
      if (table === 'comparisons' || table === 'all') comparisons()
    })
  }, [])
}
