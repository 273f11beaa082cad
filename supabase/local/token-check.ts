import { createHmac, timingSafeEqual } from 'node:crypto'

export type Claims = Record<string, unknown>

/** What is known of a token whose signature checked out. */
interface Signed {
  /** Its payload's JSON text when the token is in the plain form `currentClaims` reads, else null. */
  plainPayload: string | null
}

/** How many signed tokens are remembered at most: a token per session, and tests and the dev server have few. */
const REMEMBERED = 1_000
const HEADER_KEYS = new Set(['alg', 'typ', 'kid'])

/** The JSON text of a base64url part in canonical form (one reading for every decoder) holding an object; else null. */
function canonicalObjectText(part: string): string | null {
  const bytes = Buffer.from(part, 'base64url')
  if (bytes.toString('base64url') !== part) return null
  const text = bytes.toString('utf8')
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? text : null
  } catch {
    return null
  }
}

/** The payload text of a signed token whose signature is canonical and whose header holds only `alg`, `typ` and `kid`. */
function plainPayloadOf(header: string, payload: string, signature: string, expected: Buffer): string | null {
  if (signature !== expected.toString('base64url')) return null
  const fields = canonicalObjectText(header)
  if (fields === null || Object.keys(JSON.parse(fields) as Claims).some((key) => !HEADER_KEYS.has(key))) return null
  return canonicalObjectText(payload)
}

/** What is known of `token` when it is an HS256 JWT signed with `secret` (alg `none`, other algorithms and malformed tokens are not). */
function checkSignature(token: string, secret: string): Signed | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((part) => part === '')) return null
  const [header, payload, signature] = parts as [string, string, string]
  try {
    if ((JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg !== 'HS256') return null
  } catch {
    return null
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { plainPayload: plainPayloadOf(header, payload, signature, expected) }
}

/** A token's `exp` in milliseconds, when its payload has a numeric one. */
function expiryOf(token: string): number | null {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}

export interface TokenChecks {
  /** Whether `token` is an HS256 JWT signed with the project's secret; expiry is not looked at. */
  isSigned(token: string): boolean
  /**
   * The claims, a fresh object per call, of a signed token that lite's
   * verifier (jose's `jwtVerify` for HS256, then PostgREST's issued-at check)
   * accepts right now. Read only from tokens in a plain form (canonical
   * base64url, a header of `alg`, `typ` and `kid`) with an `exp` still ahead,
   * no `nbf` and no `iat` still to come; null for every other token, which
   * lite then checks itself.
   */
  currentClaims(token: string): Claims | null
}

/**
 * The stand-in's own checks of bearer tokens against the project's HS256
 * secret. A session sends the same token on every request, so a token whose
 * signature checked out is remembered until it expires (expiry and issue
 * time are still compared with the clock on every use); a failed check is
 * not remembered.
 */
export function tokenChecks(secret: string): TokenChecks {
  const remembered = new Map<string, Signed & { until: number }>()
  const lookUp = (token: string): Signed | null => {
    const known = remembered.get(token)
    if (known && known.until > Date.now()) return known
    remembered.delete(token)
    const signed = checkSignature(token, secret)
    const until = signed ? expiryOf(token) : null
    if (signed && until !== null && until > Date.now()) {
      if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!)
      remembered.set(token, { ...signed, until })
    }
    return signed
  }
  return {
    isSigned: (token) => lookUp(token) !== null,
    currentClaims(token) {
      const text = lookUp(token)?.plainPayload
      if (!text) return null
      const claims = JSON.parse(text) as Claims
      const now = Math.floor(Date.now() / 1000)
      const { exp, nbf, iat } = claims
      if (typeof exp !== 'number' || exp <= now || nbf !== undefined) return null
      if (iat !== undefined && (typeof iat !== 'number' || iat > now)) return null
      return claims
    },
  }
}
