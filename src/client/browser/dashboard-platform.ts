import type { DashboardIslandProps, DashboardPlatform } from '../../views/islands/dashboard/types.ts'
import { LIVE_EVENT, type LiveEventDetail } from '../../lib/live/change.ts'
import { createApiClient } from '../api-client.ts'
import { replaceUrl } from './address-bar.ts'
import { reportingFetch } from './reachability.ts'

/**
 * The dashboard's window on the browser: the JSON API (same-origin fetch;
 * a request that cannot connect tells the live client), which answers in
 * the island's language, the address bar, page exit,
 * clipboard, share sheet, and the live client's change events.
 */
export function dashboardPlatform({ locale, messages }: Pick<DashboardIslandProps, 'locale' | 'messages'>): DashboardPlatform {
  return {
    api: createApiClient({ fetch: reportingFetch, locale, messages: messages.errors }),
    replaceUrl,
    onLeave: (callback: () => void) => {
      window.addEventListener('pagehide', callback)
      return () => window.removeEventListener('pagehide', callback)
    },
    copy: (text: string) => navigator.clipboard.writeText(text),
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    onLive: (callback: (detail: LiveEventDetail) => void) => {
      const listener = (event: Event) => callback((event as CustomEvent<LiveEventDetail>).detail)
      window.addEventListener(LIVE_EVENT, listener)
      return () => window.removeEventListener(LIVE_EVENT, listener)
    },
  }
}
