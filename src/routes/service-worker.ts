import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { serviceWorkerUrl } from '../views/islands.ts'

/**
 * `GET /sw.js`: the service worker (`src/client/service-worker.ts`, built
 * into a content-hashed file under /assets/) at the root, so its scope is
 * the whole site without `Service-Worker-Allowed`. The worker answers rather
 * than Workers Assets so the script gets the same strict headers as every
 * page (its CSP governs what the service worker may fetch); `no-cache`, so
 * the browser asks again on each update check and a new build's worker,
 * whose bytes carry the build id, replaces the old one.
 */
export const serviceWorker: Handler<AppEnv> = async (c) => {
  const built = await c.env.ASSETS.fetch(new URL(serviceWorkerUrl, c.req.url))
  if (!built.ok || !built.body) return c.notFound()
  return c.body(built.body, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
}
