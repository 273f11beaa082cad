import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'

/**
 * Guards login-only pages: a guest goes to the language's login page with
 * `next` set to where they wanted to go, so they come back after logging in.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')) return next()
  const url = new URL(c.req.url)
  const nextPath = url.pathname + url.search
  c.header('Cache-Control', 'private, no-store')
  return c.redirect(`/${c.get('locale')}/login?next=${encodeURIComponent(nextPath)}`, 302)
}
