import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { OfflinePage } from '../views/pages/offline-page.tsx'

/**
 * `/{lang}/offline`: the page the service worker keeps for every page of its
 * language that needs the server. Never indexed, never in a sitemap. Its
 * script shows the person signed in on the device in the header of that
 * offline answer (`src/client/islands/offline.ts`).
 */
export const offlinePage: Handler<AppEnv> = (c) => c.render(<OfflinePage />, { meta: 'offline', noindex: true, islands: ['offline'] })
