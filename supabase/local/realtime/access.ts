import { verify } from 'hono/jwt'
import type { ApiKeys } from '../keys.ts'

export interface Caller {
  /** `service_role` for the secret key, `authenticated` for a user JWT, otherwise `anon`. */
  role: 'anon' | 'authenticated' | 'service_role'
  userId: string | null
  /** The JWT claims the topic policies see as `request.jwt.claims`. */
  claims: Record<string, unknown>
}

/**
 * Resolves who is calling from an API key or access token, the way Realtime reads its
 * `apikey`/Bearer. A JWT must be an unexpired HS256 token signed with the stand-in's
 * secret (lite only verifies tokens for its own routes); otherwise the caller is null.
 */
export async function identify(token: string | null | undefined, keys: ApiKeys, jwtSecret: string): Promise<Caller | null> {
  if (!token) return null
  if (token === keys.secretKey) return { role: 'service_role', userId: null, claims: { role: 'service_role' } }
  if (token === keys.publishableKey) return { role: 'anon', userId: null, claims: { role: 'anon' } }
  const claims = await verify(token, jwtSecret, 'HS256').catch(() => null)
  if (typeof claims?.exp !== 'number') return null
  if (claims.role === 'service_role') return { role: 'service_role', userId: null, claims }
  if (claims.role === 'authenticated' && typeof claims.sub === 'string') return { role: 'authenticated', userId: claims.sub, claims }
  return { role: 'anon', userId: null, claims }
}
