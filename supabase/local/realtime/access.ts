import { verify } from 'hono/jwt'
import type { ApiKeys } from '../keys.ts'

export interface Caller {
  /** `service_role` for the secret key, `authenticated` for a user JWT, otherwise `anon`. */
  role: 'anon' | 'authenticated' | 'service_role'
  userId: string | null
}

/**
 * Resolves who is calling from an API key or access token, the way Realtime reads its
 * `apikey`/Bearer. A JWT must be an unexpired HS256 token signed with the stand-in's
 * secret (lite only verifies tokens for its own routes); otherwise the caller is null.
 */
export async function identify(token: string | null | undefined, keys: ApiKeys, jwtSecret: string): Promise<Caller | null> {
  if (!token) return null
  if (token === keys.secretKey) return { role: 'service_role', userId: null }
  if (token === keys.publishableKey) return { role: 'anon', userId: null }
  const claims = await verify(token, jwtSecret, 'HS256').catch(() => null)
  if (typeof claims?.exp !== 'number') return null
  if (claims.role === 'service_role') return { role: 'service_role', userId: null }
  if (claims.role === 'authenticated' && typeof claims.sub === 'string') return { role: 'authenticated', userId: claims.sub }
  return { role: 'anon', userId: null }
}

/**
 * The project's rule for private topics (mirrored by the `realtime.messages` policies
 * in the migrations): a user may read or write `user:<own id>` only; the secret key may
 * use any topic. Public topics are open to every caller with a valid key.
 */
export function mayUseTopic(caller: Caller, topic: string, isPrivate: boolean): boolean {
  if (!isPrivate) return true
  if (caller.role === 'service_role') return true
  return caller.role === 'authenticated' && topic === `user:${caller.userId}`
}
