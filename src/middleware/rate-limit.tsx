import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { RateLimitedPage } from '../views/pages/rate-limited-page.tsx'

/**
 * Limits a form route per client with the Workers rate-limit binding (20
 * requests a minute per route and address; `wrangler dev` and the tests
 * simulate it locally). Over the limit the visitor gets a 429 with a
 * localized message, never the form action.
 */
export const rateLimit =
  (route: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const client = c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'local'
    const { success } = await c.env.FORM_RATE_LIMITER.limit({ key: `${route}:${client}` })
    if (success) return next()
    c.header('Retry-After', '60')
    c.header('Cache-Control', 'no-store')
    c.status(429)
    return c.render(<RateLimitedPage />, { meta: 'rateLimited' })
  }
