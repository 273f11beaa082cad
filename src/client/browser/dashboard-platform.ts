import type { DashboardIslandProps, DashboardPlatform } from '../../views/islands/dashboard/types.ts'
import { createApiClient } from '../api-client.ts'
import { replaceUrl } from './address-bar.ts'

/**
 * The dashboard's window on the browser: the JSON API (same-origin fetch),
 * which answers in the island's language, the address bar and page exit.
 */
export function dashboardPlatform({ locale, messages }: Pick<DashboardIslandProps, 'locale' | 'messages'>): DashboardPlatform {
  return {
    api: createApiClient({ fetch: (url, init) => window.fetch(url, init), locale, messages: messages.errors }),
    replaceUrl,
    onLeave: (callback: () => void) => {
      window.addEventListener('pagehide', callback)
      return () => window.removeEventListener('pagehide', callback)
    },
  }
}
