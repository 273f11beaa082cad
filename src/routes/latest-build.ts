import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { currentBuild } from '../views/islands.ts'

/**
 * `GET /builds/latest.json`: the id and time of the build this worker was
 * deployed with, which open tabs compare with the id their page was built
 * with. The worker answers rather than a static file because its id and the
 * pages' come from the one manifest it imports (they cannot disagree), and
 * the answer gets the security headers like every response. `no-cache`: a
 * browser or CDN must ask again each time, or a tab would never see a
 * deploy.
 * @example { "id": "57097675c2a13f60", "builtAt": "2026-11-23T13:44:59.565Z" }
 */
export const latestBuild: Handler<AppEnv> = (c) => {
  c.header('Cache-Control', 'no-cache')
  return c.json(currentBuild)
}
