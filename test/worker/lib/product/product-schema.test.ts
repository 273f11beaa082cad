import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { productSchema } from '../../../../src/lib/schemas/product.ts'

const priceOf = (price: number | string) => {
  const result = v.safeParse(productSchema, { title: 'Lamp', price, currency: 'EUR', url: 'https://shop.example/p/1' })
  return result.success ? result.output.price : undefined
}

describe('the price a shop page writes', () => {
  it.each<[number | string, number]>([
    [1299.9, 1299.9],
    ['1299.90', 1299.9],
    ['1299,90', 1299.9],
    ['1,299.00', 1299],
    ['1.234,56', 1234.56],
    ['1.299,95', 1299.95],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1.234.567', 1234567],
    ['1,234,567.5', 1234567.5],
    ["1'299.50", 1299.5],
    ['1.299', 1.3],
  ])('reads %j as %d', (written, price) => {
    expect(priceOf(written)).toBe(price)
  })

  it.each(['1,299', '1.234,567', '12.34.56', '1,23.45', 'abc', '', '0'])('finds no price in %j', (written) => {
    expect(priceOf(written)).toBeUndefined()
  })
})
