import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { verify } from 'hono/jwt'

/** The stand-in's asymmetric JWT signing key, as a hosted project's ES256 key. */
export interface SigningKey {
  /** The private key (JWK with `kid` and `alg`), which signs every access token. */
  privateJwk: JsonWebKey & { kid: string; alg: 'ES256' }
  /** What `/auth/v1/.well-known/jwks.json` publishes: the public half only. */
  publicJwk: JsonWebKey & { kid: string; alg: 'ES256' }
}

function newSigningKey(): SigningKey['privateJwk'] {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256' }
}

function fromPrivate(privateJwk: SigningKey['privateJwk']): SigningKey {
  const { kty, crv, x, y, kid, alg } = privateJwk
  return { privateJwk, publicJwk: { kty, crv, x, y, kid, alg, use: 'sig', key_ops: ['verify'] } as SigningKey['publicJwk'] }
}

/**
 * The P-256 key the stand-in signs access tokens with: read from `file`,
 * made and written there on the first start, so sessions survive a restart;
 * with no file (in memory) a fresh one per process.
 */
export function readOrCreateSigningKey(file: string | null): SigningKey {
  if (file && existsSync(file)) return fromPrivate(JSON.parse(readFileSync(file, 'utf8')) as SigningKey['privateJwk'])
  const key = newSigningKey()
  if (file) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(key)}\n`, { mode: 0o600 })
  }
  return fromPrivate(key)
}

/** What a verified token says about its bearer. */
export type Claims = Awaited<ReturnType<typeof verify>>

/** Signature only: expiry and the other claims are for whoever reads the token next. */
const SIGNATURE_ONLY = { exp: false, nbf: false, iat: false } as const

/**
 * The claims of an access token the project signed: with its ES256 key, or
 * with the legacy HS256 secret a hosted project keeps trusting after it
 * moved to asymmetric keys, until that secret is revoked. Null for anything
 * else (another key, another algorithm, `alg: none`, no JWT at all).
 */
export async function verifiedClaims(token: string, key: SigningKey, legacySecret: string): Promise<Claims | null> {
  const asymmetric = await verify(token, key.publicJwk, { alg: 'ES256', ...SIGNATURE_ONLY }).catch(() => null)
  return asymmetric ?? verify(token, legacySecret, { alg: 'HS256', ...SIGNATURE_ONLY }).catch(() => null)
}
