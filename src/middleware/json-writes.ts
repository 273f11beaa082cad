import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'

/**
 * CSRF protection for the JSON API: a write must say it is JSON (a cross-site
 * form cannot) and come from this origin (`Origin`, or `Sec-Fetch-Site:
 * same-origin` when a browser leaves Origin out).
 */
export const jsonWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
  const type = c.req.header('content-type') ?? ''
  const origin = c.req.header('origin')
  const site = c.req.header('sec-fetch-site')
  const sameOrigin = origin ? origin === new URL(c.req.url).origin : site === 'same-origin'
  if (!/^application\/json\b/i.test(type) || !sameOrigin) {
    return c.json({ error: { code: 'forbidden', message: 'Forbidden' } }, 403)
  }
  return next()
}
