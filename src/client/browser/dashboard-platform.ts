import type { Locale } from '../../i18n/locales.ts'
import { createApiClient } from '../api-client.ts'
import type { DashboardPlatform } from '../../views/islands/dashboard/types.ts'

/** The dashboard's window on the browser: the JSON API (same-origin fetch), the address bar, page exit, clipboard and share sheet. */
export function dashboardPlatform(locale: Locale, messages: { network: string; failed: string }): DashboardPlatform {
  return {
    api: createApiClient({ fetch: (url, init) => window.fetch(url, init), locale, messages }),
    replaceUrl: (url: string) => {
      if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url)
    },
    onLeave: (callback: () => void) => {
      window.addEventListener('pagehide', callback)
      return () => window.removeEventListener('pagehide', callback)
    },
    copy: (text: string) => navigator.clipboard.writeText(text),
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
  }
}
