import { createHmac, timingSafeEqual } from 'node:crypto'

export interface Claims {
  sub?: string
  role?: string
  exp?: number
  [claim: string]: unknown
}

/**
 * Verifies an HS256 access token issued by the stand-in's Auth and returns its claims,
 * or null when the token is malformed, tampered with or expired. Realtime needs this
 * to authorize private topics; lite only verifies tokens for its own routes.
 */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): Claims | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, body, signature] = parts as [string, string, string]
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string }).alg
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims
    if (alg !== 'HS256' || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null
    return claims
  } catch {
    return null
  }
}
