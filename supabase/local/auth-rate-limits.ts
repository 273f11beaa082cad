import { authError } from './auth-errors.ts'

/** GoTrue's limits per client address, from `[auth.rate_limit]` in `supabase/config.toml`: requests in five minutes. */
export interface AuthRateLimits {
  /** Sign-ups (`/signup`). */
  signInSignUps: number
  /** Every grant of `/token`: password sign-ins, session refreshes, code exchanges. */
  tokenRefresh: number
  /** Checks of a mailed link or code (`/verify`). */
  tokenVerifications: number
}

/** GoTrue's token buckets: each refills at its limit over five minutes and holds at most 30 requests. */
const PERIOD_MS = 5 * 60 * 1000
const BURST = 30

/** How many addresses' buckets are kept before those untouched for five minutes (full again) are dropped. */
const MAX_BUCKETS = 10_000

/** Which of the limits a request to `/auth/v1` counts in, if any: as GoTrue's routes and its `/token` handler apply them. */
function limitOf(route: string, grantType: string | null): keyof AuthRateLimits | null {
  if (route === '/signup') return 'signInSignUps'
  if (route === '/token' && grantType) return 'tokenRefresh'
  if (route === '/verify') return 'tokenVerifications'
  return null
}

/** A loopback address: the machine itself (`npm start`, a test run), never a person on the internet. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/**
 * What a hosted project's Auth does that lite does not: it limits sign-ups,
 * sign-ins with session refreshes, and link checks per client address, in
 * token buckets, and answers 429 `over_request_rate_limit` past them. The
 * address is the first one in `Sb-Forwarded-For` when the call carries the
 * project's secret key (a server calling for its users, with the project's
 * IP address forwarding on), as the worker's calls do. A call that forwards
 * no address, or a loopback one, is not counted: every caller of the
 * stand-in is this machine (a test, `npm start` with the browser on it),
 * whose one address a hosted project would count as one person.
 */
export function authRateLimits(limits: AuthRateLimits, secretKey: string) {
  const buckets = new Map<string, { tokens: number; at: number }>()

  /** Takes one request from the bucket `key` refilled at `perPeriod`; false when it is empty. */
  function take(key: string, perPeriod: number, now = Date.now()): boolean {
    const last = buckets.get(key)
    const tokens = last ? Math.min(BURST, last.tokens + ((now - last.at) * perPeriod) / PERIOD_MS) : BURST
    if (tokens < 1) return false
    buckets.set(key, { tokens: tokens - 1, at: now })
    if (buckets.size > MAX_BUCKETS) {
      for (const [other, bucket] of buckets) if (now - bucket.at > PERIOD_MS) buckets.delete(other)
    }
    return true
  }

  /** The 429 for a request past its address's limit; null for any other. */
  return (request: Request, route: string, grantType: string | null): Response | null => {
    const limit = limitOf(route, grantType)
    if (!limit) return null
    const forwarded = request.headers.get('apikey') === secretKey ? request.headers.get('sb-forwarded-for')?.split(',')[0]?.trim() : ''
    if (!forwarded || LOOPBACK.test(forwarded) || take(`${limit} ${forwarded}`, limits[limit])) return null
    return authError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

/** The stand-in's answer to a request past its address's Auth limit (`authRateLimits`). */
export type AuthRateLimit = ReturnType<typeof authRateLimits>
