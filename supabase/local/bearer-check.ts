import type { Context, MiddlewareHandler } from 'hono'
import type { ApiKeys } from './keys.ts'
import { tokenChecks } from './token-check.ts'

/**
 * PostgREST and Storage refuse a bearer token they cannot verify with 401;
 * lite lets a token with `alg: none` or one that is no JWT at all through
 * as the anonymous role. This checks the signature first (an API key as the
 * bearer stays the anonymous or service role, as on Supabase; a signature
 * that checked out is remembered until its token expires) and leaves expiry
 * and claims to lite.
 */
export function verifiedBearer(keys: ApiKeys, jwtSecret: string, refuse: (c: Context) => Response): MiddlewareHandler {
  const tokens = tokenChecks(jwtSecret)
  return async (c, next) => {
    const header = c.req.header('authorization')
    if (!header) return next()
    const token = /^bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? ''
    if (token === keys.publishableKey || token === keys.secretKey || tokens.isSigned(token)) return next()
    return refuse(c)
  }
}
