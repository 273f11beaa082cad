/** The characters of a comparison code: digits, then upper- and lower-case letters. */
export const COMPARISON_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Characters per code: 62^10 ≈ 8.4 × 10^17 codes, about 59.5 bits. */
export const COMPARISON_CODE_LENGTH = 10

const CODE_PATTERN = /^[0-9A-Za-z]{10}$/

/** The largest multiple of 62 a byte can hold (248); bytes at or above it are redrawn so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % COMPARISON_CODE_ALPHABET.length)

/** Fills an array with random bytes; `crypto.getRandomValues` unless a test feeds known bytes. */
export type RandomBytes = (bytes: Uint8Array) => void

const cryptoBytes: RandomBytes = (bytes) => {
  crypto.getRandomValues(bytes)
}

/**
 * A new comparison code from the platform's cryptographic generator. Each
 * character comes from one random byte; a byte of 248 or more is thrown
 * away (rejection sampling), because mapping all 256 values onto 62
 * characters with `%` would make the first eight characters likelier.
 *
 * @example newComparisonCode() // 'q3ZbT0x9Lm'
 */
export function newComparisonCode(randomBytes: RandomBytes = cryptoBytes): string {
  let code = ''
  const bytes = new Uint8Array(COMPARISON_CODE_LENGTH * 2)
  while (code.length < COMPARISON_CODE_LENGTH) {
    randomBytes(bytes)
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue
      code += COMPARISON_CODE_ALPHABET[byte % COMPARISON_CODE_ALPHABET.length]
      if (code.length === COMPARISON_CODE_LENGTH) break
    }
  }
  return code
}

/** Whether a value is a well-formed comparison code: exactly 10 of `[0-9A-Za-z]` (anything else in a URL is a malformed route). */
export function isComparisonCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value)
}

const encoder = new TextEncoder()

/**
 * The code a comparison asked for under an Idempotency-Key is stored with:
 * HMAC-SHA256 of the key with the worker's secret, as `COMPARISON_CODE_LENGTH`
 * base-62 digits of its first 128 bits. The same request sent again (its
 * answer lost) asks for the same code, which is then already there; without
 * the secret nobody can tell a code from its key.
 *
 * @example await keyedComparisonCode(env.COOKIE_SECRET, crypto.randomUUID()) // 'Xr0bQ2mK7e'
 */
export async function keyedComparisonCode(secret: string, key: string): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', hmac, encoder.encode(`comparison ${key}`)))
  let rest = digest.slice(0, 16).reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)
  let code = ''
  const base = BigInt(COMPARISON_CODE_ALPHABET.length)
  for (let digit = 0; digit < COMPARISON_CODE_LENGTH; digit++) {
    code += COMPARISON_CODE_ALPHABET[Number(rest % base)]
    rest /= base
  }
  return code
}
