import type { Context, MiddlewareHandler } from 'hono'
import { verify } from 'hono/jwt'
import type { ApiKeys } from './keys.ts'

/** Signature only: expiry, issue and start times are lite's to judge, with PostgREST's answers. */
const SIGNATURE_ONLY = { alg: 'HS256', exp: false, nbf: false, iat: false } as const

/**
 * PostgREST and Storage refuse a bearer token they cannot verify with 401;
 * lite lets a token with `alg: none` or one that is no JWT at all through
 * as the anonymous role. This checks the signature first with Hono's JWT
 * verifier, as the realtime endpoints do (an API key as the bearer stays the
 * anonymous or service role, as on Supabase), and leaves expiry and claims
 * to lite.
 */
export function verifiedBearer(keys: ApiKeys, jwtSecret: string, refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization')
    if (!header) return next()
    const token = /^bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? ''
    if (token === keys.publishableKey || token === keys.secretKey) return next()
    const signed = await verify(token, jwtSecret, SIGNATURE_ONLY).then(
      () => true,
      () => false,
    )
    return signed ? next() : refuse(c)
  }
}
