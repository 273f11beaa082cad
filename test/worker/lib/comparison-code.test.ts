import { describe, expect, it } from 'vitest'
import { COMPARISON_CODE_ALPHABET, isComparisonCode, newComparisonCode } from '../../../src/lib/comparison-code.ts'

describe('newComparisonCode', () => {
  it('makes 10 characters of [0-9A-Za-z] every time', () => {
    for (let i = 0; i < 2000; i++) {
      const code = newComparisonCode()
      expect(code).toMatch(/^[0-9A-Za-z]{10}$/)
      expect(isComparisonCode(code)).toBe(true)
    }
  })

  it('has an alphabet of exactly the 62 digits and ASCII letters', () => {
    expect(COMPARISON_CODE_ALPHABET).toHaveLength(62)
    expect(new Set(COMPARISON_CODE_ALPHABET).size).toBe(62)
    expect([...COMPARISON_CODE_ALPHABET].sort().join('')).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
  })

  it('uses the whole alphabet and does not repeat codes', () => {
    const codes = new Set<string>()
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const code = newComparisonCode()
      codes.add(code)
      for (const character of code) seen.add(character)
    }
    expect(codes.size).toBe(1000)
    expect(seen.size).toBe(62)
  })

  it('throws away bytes of 248 and above instead of folding them onto the first characters', () => {
    const fed: number[] = [248, 249, 250, 251, 252, 253, 254, 255, 0, 61, 62, 247, 10, 36, 123, 200, 255, 5, 9, 100]
    const code = newComparisonCode((bytes) => bytes.set(fed.splice(0, bytes.length)))
    expect(code).toBe('0z0zAazE59')
  })

  it('maps the 248 accepted byte values onto each character exactly four times', () => {
    const firstCharacter = new Map<string, number>()
    for (let byte = 0; byte < 248; byte++) {
      const [character = ''] = newComparisonCode((bytes) => bytes.set([byte, ...Array(bytes.length - 1).fill(0)]))
      firstCharacter.set(character, (firstCharacter.get(character) ?? 0) + 1)
    }
    expect(firstCharacter.size).toBe(62)
    expect(new Set(firstCharacter.values())).toEqual(new Set([4]))
  })
})

describe('isComparisonCode', () => {
  it.each(['abcDEF1234', '0000000000', 'zzzzzzzzzz'])('accepts %s', (code) => {
    expect(isComparisonCode(code)).toBe(true)
  })

  it.each([
    '',
    'short',
    'abcDEF12345',
    'abc-EF1234',
    'abcDEF123é',
    'abcDEF123 ',
    ' abcDEF123',
    'abcDEF123\n',
    null,
    1234567890,
    ['abcDEF1234'],
  ])('refuses %j', (value) => {
    expect(isComparisonCode(value)).toBe(false)
  })
})
