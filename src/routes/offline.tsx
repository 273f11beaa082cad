import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { OfflinePage } from '../views/pages/offline-page.tsx'

/**
 * `/{lang}/offline`: the page the service worker keeps for every page of its
 * language that needs the server. Never indexed, never in a sitemap.
 */
export const offlinePage: Handler<AppEnv> = (c) => c.render(<OfflinePage />, { meta: 'offline', noindex: true })
