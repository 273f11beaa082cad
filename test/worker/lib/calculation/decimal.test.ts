import { describe, expect, it } from 'vitest'
import { decimalsOf, readNumber } from '../../../../src/lib/calculation/decimal.ts'

describe('reading typed numbers', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1 234,5', 1234.5],
    ["1'234.50", 1234.5],
    ['1.234', 1234],
    ['1,234', 1234],
    ['0,125', 0.125],
    ['12.', 12],
    ['.5', 0.5],
    ['-3', -3],
    ['1.234.567', 1234567],
  ])('reads %s as %d', (text, value) => {
    expect(readNumber(text)).toBe(value)
  })

  it.each(['', 'abc', '1e5', '1,2.3,4', '--1', '1-2', '١٢٣', 'NaN', '.', ',', '1..2', '1,2,3', '1.234.5', '12,34.5', '9'.repeat(400)])(
    'refuses %s',
    (text) => {
      expect(readNumber(text)).toBeUndefined()
    },
  )

  it('reads text only', () => {
    for (const value of [12, null, undefined, ['12'], { toString: () => '5' }]) expect(readNumber(value)).toBeUndefined()
  })
})

describe('decimals of a number', () => {
  it.each([
    [12, 0],
    [12.5, 1],
    [0.29, 2],
    [1234.56, 2],
    [0.125, 3],
    [0.1 + 0.2, 17],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [-3.25, 2],
  ])('%d has %i decimals', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals)
  })
})
