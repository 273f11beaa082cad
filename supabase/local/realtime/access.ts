import type { ApiKeys } from '../keys.ts'

export interface Caller {
  /** `service_role` for the secret key, `authenticated` for a user JWT, otherwise `anon`. */
  role: 'anon' | 'authenticated' | 'service_role'
  userId: string | null
  /** The JWT claims the topic policies see as `request.jwt.claims`. */
  claims: Record<string, unknown>
}

/** The claims of a token the project signed (`verifiedClaims`, signature only), or null. */
export type TokenVerifier = (token: string) => Promise<Record<string, unknown> | null>

/**
 * Resolves who is calling from an API key or access token, the way Realtime reads its
 * `apikey`/Bearer. A JWT must be signed by the project (its ES256 key or the legacy
 * HS256 secret) and unexpired (lite only verifies tokens for its own routes);
 * otherwise the caller is null.
 */
export async function identify(token: string | null | undefined, keys: ApiKeys, verifyToken: TokenVerifier): Promise<Caller | null> {
  if (!token) return null
  if (token === keys.secretKey) return { role: 'service_role', userId: null, claims: { role: 'service_role' } }
  if (token === keys.publishableKey) return { role: 'anon', userId: null, claims: { role: 'anon' } }
  const claims = await verifyToken(token)
  if (typeof claims?.exp !== 'number' || claims.exp <= Date.now() / 1000) return null
  if (claims.role === 'service_role') return { role: 'service_role', userId: null, claims }
  if (claims.role === 'authenticated' && typeof claims.sub === 'string') return { role: 'authenticated', userId: claims.sub, claims }
  return { role: 'anon', userId: null, claims }
}
