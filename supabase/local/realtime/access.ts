import type { ApiKeys } from '../keys.ts'
import { verifyJwt } from './jwt.ts'

export interface Caller {
  /** `service_role` for the secret key, `authenticated` for a user JWT, otherwise `anon`. */
  role: 'anon' | 'authenticated' | 'service_role'
  userId: string | null
}

/** Resolves who is calling from an API key or access token, the way Realtime reads its `apikey`/Bearer. */
export function identify(token: string | null | undefined, keys: ApiKeys, jwtSecret: string): Caller | null {
  if (!token) return null
  if (token === keys.secretKey) return { role: 'service_role', userId: null }
  if (token === keys.publishableKey) return { role: 'anon', userId: null }
  const claims = verifyJwt(token, jwtSecret)
  if (!claims) return null
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
