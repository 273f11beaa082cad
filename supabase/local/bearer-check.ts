import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { ApiKeys } from './keys.ts'

/** Whether `token` is an HS256 JWT signed with `secret` (alg `none`, other algorithms and malformed tokens are not). */
function isSignedToken(token: string, secret: string): boolean {
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((part) => part === '')) return false
  const [header, payload, signature] = parts as [string, string, string]
  try {
    if ((JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg !== 'HS256') return false
  } catch {
    return false
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * PostgREST and Storage refuse a bearer token they cannot verify with 401;
 * lite lets a token with `alg: none` or one that is no JWT at all through
 * as the anonymous role. This checks the signature first (an API key as the
 * bearer stays the anonymous or service role, as on Supabase) and leaves
 * expiry and claims to lite.
 */
export function verifiedBearer(keys: ApiKeys, jwtSecret: string, refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization')
    if (!header) return next()
    const token = /^bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? ''
    if (token === keys.publishableKey || token === keys.secretKey || isSignedToken(token, jwtSecret)) return next()
    return refuse(c)
  }
}
