import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'

/** The Workers rate-limit bindings in wrangler.toml. */
type Limiter = 'FORM_RATE_LIMITER' | 'API_WRITE_RATE_LIMITER' | 'PASSWORD_RATE_LIMITER' | 'PRODUCT_RATE_LIMITER'

export interface RateLimitOptions {
  /** Which binding counts (its limit and period are in wrangler.toml). */
  limiter?: Limiter
  /** Count per signed-in user rather than per client address. */
  perUser?: boolean
  /** The answer over the limit, its status already 429: the API's JSON, or a page's form again with what was typed (`formAgainOverLimit`). */
  onLimited: (c: Context<AppEnv>) => Response | Promise<Response>
}

/**
 * The client's address as Cloudflare sets it. Headers a client can set
 * itself (`x-real-ip`, `x-forwarded-for`) are never read; without the header
 * (local tools) every request shares one bucket.
 */
const clientOf = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'local'

/**
 * Whether the limiter lets this request through. A limiter that fails
 * instead of answering (the local simulation's store once answered
 * "database is locked: SQLITE_BUSY") lets it through and logs why: the
 * limit guards against abuse, and a save or a log-in must not end in a 500
 * because the counter could not be read.
 */
async function allowedBy(limiter: RateLimit, key: string): Promise<boolean> {
  try {
    return (await limiter.limit({ key })).success
  } catch (error) {
    console.warn('rate limiter failed, request let through:', error)
    return true
  }
}

/**
 * Whether a request is within a route's limit, counted per client address
 * or, with `perUser`, per signed-in user (a guest per client address): for a
 * route that limits only some of its requests (the calculator reads a
 * product link only when one is given); `rateLimit` is the middleware.
 */
export async function withinLimit(
  c: Context<AppEnv>,
  route: string,
  { limiter = 'FORM_RATE_LIMITER', perUser = false }: Omit<RateLimitOptions, 'onLimited'> = {},
): Promise<boolean> {
  const user = perUser ? c.get('user') : null
  const key = user ? `${route}:user:${user.id}` : `${route}:${clientOf(c)}`
  return allowedBy(c.env[limiter], key)
}

/**
 * Limits a route with a Workers rate-limit binding (`wrangler dev` and the
 * tests simulate it locally): per client address by default (log-in,
 * sign-up, recovery, contact: 20 a minute), or per signed-in user (password
 * changes, the API's writes). Over the limit the request gets a 429 with
 * `Retry-After`, never the route's action; a limiter that fails lets it
 * through.
 *
 * @example login.post('/', rateLimit('login', { onLimited: formAgainOverLimit(loginAgain) }), handler)
 * @example api.use(rateLimit('api', { limiter: 'API_WRITE_RATE_LIMITER', perUser: true, onLimited: (c) => apiError(c, 429, 'rate_limited') }))
 */
export const rateLimit =
  (route: string, { onLimited, ...options }: RateLimitOptions): MiddlewareHandler<AppEnv> =>
  async (c, next) =>
    (await withinLimit(c, route, options)) ? next() : overLimit(c, onLimited)

/** Every limit's answer: 429, `Retry-After` one period of the limiters (a minute), never cached, drawn by `onLimited`. */
function overLimit(c: Context<AppEnv>, onLimited: RateLimitOptions['onLimited']) {
  c.status(429)
  c.header('Retry-After', '60')
  c.header('Cache-Control', 'no-store')
  return onLimited(c)
}

/**
 * Reading a product link fetches someone else's page, so it counts twice:
 * per signed-in user (a guest per client address) and per client address,
 * so neither many accounts behind one address nor one account from many
 * addresses reads more than the limit.
 */
export async function withinProductLimit(c: Context<AppEnv>): Promise<boolean> {
  const options = { limiter: 'PRODUCT_RATE_LIMITER' } as const
  return (await withinLimit(c, 'product', { ...options, perUser: true })) && withinLimit(c, 'product-client', options)
}

/** `withinProductLimit` as a route's middleware, answering over the limit as `rateLimit` does. */
export const productRateLimit =
  (onLimited: RateLimitOptions['onLimited']): MiddlewareHandler<AppEnv> =>
  async (c, next) =>
    (await withinProductLimit(c)) ? next() : overLimit(c, onLimited)

/** The bucket every password try counts in: one per user. */
const PASSWORD_LIMIT = { limiter: 'PASSWORD_RATE_LIMITER', perUser: true } as const

/**
 * Every way to set a password (the profile's form, which checks the current
 * one, and the form after recovery) and every way to delete the account
 * (the profile's form and `DELETE /api/account`, which check it too) count
 * in one bucket per user: guessing the current password is slow from any
 * number of addresses, and one session gets no more tries by switching
 * forms. `onLimited` answers the API's way, or a page's form with what was
 * typed (`formAgainOverLimit`).
 */
export const passwordLimitAnswering = (onLimited: RateLimitOptions['onLimited']) => rateLimit('password', { ...PASSWORD_LIMIT, onLimited })

/** Whether one more password try within the same request is within the password limit, and counts it (see `passwordLimitAnswering`). */
export const withinPasswordLimit = (c: Context<AppEnv>) => withinLimit(c, 'password', PASSWORD_LIMIT)
