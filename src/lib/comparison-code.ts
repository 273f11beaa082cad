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
