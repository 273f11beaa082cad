import type { DashboardIslandProps, DashboardPlatform, KeptIds } from '../../views/islands/dashboard/types.ts'
import { LIVE_EVENT, type LiveEventDetail } from '../../lib/live/change.ts'
import { createApiClient } from '../api-client.ts'
import { replaceUrl } from './address-bar.ts'
import { pageOwner } from './page-owner.ts'
import { reportingFetch } from './reachability.ts'
import { readStored, removeStored, writeStored } from './storage.ts'

/**
 * When the page is being left. `beforeunload` comes as a navigation starts,
 * before its request: a request sent from `pagehide` is dropped by Chromium
 * when the service worker answers the navigation (every page's, so every link
 * followed). `pagehide` still covers a page that goes without `beforeunload`
 * (a phone's tab put away and discarded). Listening to `beforeunload` without
 * asking to stay keeps the page fit for the back-forward cache.
 */
const LEAVING_EVENTS = ['beforeunload', 'pagehide'] as const

/** Ids kept in the device's storage under `key` (none where storage is blocked or holds something else). */
function keptIds(key: string): KeptIds {
  return {
    read() {
      try {
        const ids: unknown = JSON.parse(readStored(key) ?? '[]')
        return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
      } catch {
        return []
      }
    },
    write: (ids) => (ids.length > 0 ? writeStored(key, JSON.stringify(ids)) : removeStored(key)),
  }
}

/**
 * The dashboard's window on the browser: the JSON API (same-origin fetch;
 * a request that cannot connect tells the live client), which answers in
 * the island's language, the address bar, page exit,
 * clipboard, share sheet, the live client's change events, and the deletes
 * kept on the device for the page's user.
 */
export function dashboardPlatform({ locale, messages }: Pick<DashboardIslandProps, 'locale' | 'messages'>): DashboardPlatform {
  return {
    api: createApiClient({ fetch: reportingFetch, locale, messages: messages.errors }),
    replaceUrl,
    onLeave: (callback: () => void) => {
      for (const type of LEAVING_EVENTS) window.addEventListener(type, callback)
      return () => {
        for (const type of LEAVING_EVENTS) window.removeEventListener(type, callback)
      }
    },
    copy: (text: string) => navigator.clipboard.writeText(text),
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    onLive: (callback: (detail: LiveEventDetail) => void) => {
      const listener = (event: Event) => callback((event as CustomEvent<LiveEventDetail>).detail)
      window.addEventListener(LIVE_EVENT, listener)
      return () => window.removeEventListener(LIVE_EVENT, listener)
    },
    keptDeletes: keptIds(`keptDeletes:${pageOwner()}`),
  }
}
