import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../../../src/i18n/translator.ts'
import type { ReferenceRates } from '../../../../src/lib/exchange-rates/reference-rates.ts'
import { productFill } from '../../../../src/lib/product/product-fill.ts'

const link = 'https://shop.example/p/1'
const rates: ReferenceRates = { date: '2024-09-26', perEuro: { USD: 1.1155, JPY: 160.78 } }
const messages = messagesFor('en').calculator.link

describe('productFill', () => {
  it('fills the link, the name and the price in the rate’s currency, with the price’s currency left as the rate’s', () => {
    const { changes, note } = productFill({ title: 'Kettle', price: 25, currency: 'EUR' }, link, 'EUR', rates, 'en', messages)
    expect(changes).toEqual({ url: link, title: 'Kettle', price: '25.00', priceCurrency: '' })
    expect(note).toEqual({ text: 'Name and price filled in from shop.example.', failed: false })
  })

  it('fills the price in the shop’s currency and picks it as the price’s currency when a reference rate converts it', () => {
    const { changes, note } = productFill(
      { title: 'Camera', price: 1299.5, currency: 'USD' },
      link,
      'EUR',
      rates,
      'de',
      messagesFor('de').calculator.link,
    )
    expect(changes).toEqual({ url: link, title: 'Camera', price: '1299,50', priceCurrency: 'USD' })
    expect(note.failed).toBe(false)
  })

  it.each([
    ['the shop’s currency has no reference rate', 'AED', 'EUR', rates],
    ['the rate’s currency has no reference rate', 'USD', 'CLP', rates],
    ['no reference rates are known', 'USD', 'EUR', undefined],
  ] as const)(
    'empties the price for typing in the rate’s currency and names the shop’s price when %s',
    (_case, currency, rateCurrency, known) => {
      const { changes, note } = productFill({ title: 'Lantern', price: 120, currency }, link, rateCurrency, known, 'en', messages)
      expect(changes).toEqual({ url: link, title: 'Lantern', price: '', priceCurrency: '' })
      expect(note.text).toContain(`not in your rate’s currency (${rateCurrency})`)
    },
  )
})
