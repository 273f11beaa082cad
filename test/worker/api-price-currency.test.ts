import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { signedUpJar } from './support/cookie-jar.ts'

/** Units per euro as the served feed publishes them, read with the test's own pattern. */
let perEuro: Record<string, number>
let feedDay: string
beforeAll(async () => {
  const xml = await (await fetch(env.EXCHANGE_RATES_URL)).text()
  feedDay = /time='([\d-]+)'/.exec(xml)![1]!
  perEuro = Object.fromEntries([...xml.matchAll(/currency='([A-Z]{3})' rate='([\d.]+)'/g)].map(([, code, rate]) => [code, Number(rate)]))
})

/** A price converted through the euro and rounded to the cents (or whole units) of the target, as a bank would. */
const throughEuro = (price: number, from: string, to: string, digits: number) =>
  Math.round((price / (from === 'EUR' ? 1 : perEuro[from]!)) * (to === 'EUR' ? 1 : perEuro[to]!) * 10 ** digits) / 10 ** digits

describe('a price in another currency through /api/calculations', () => {
  it('converts 5,000 JPY for a EUR rate at the newest reference rates and keeps the price as typed', async () => {
    const { jar } = await signedUpJar()
    const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, price: 5000, priceCurrency: 'JPY' })
    expect(res.status).toBe(201)
    const converted = throughEuro(5000, 'JPY', 'EUR', 2)
    expect(res.json.calculation).toMatchObject({
      price: 5000,
      priceCurrency: 'JPY',
      convertedPrice: converted,
      amount: converted,
      currency: 'EUR',
      exchangeRate: 1 / perEuro.JPY!,
      rateDate: feedDay,
    })
    expect(res.json.calculation.hours).toBeCloseTo(converted / 40, 9)
    const list = await callApi(jar, 'GET', '/api/calculations')
    expect(list.json.calculations[0]).toMatchObject({ priceCurrency: 'JPY', price: 5000, convertedPrice: converted, rateDate: feedDay })
    const page = await callApi(jar, 'GET', '/api/calculations?limit=5')
    expect(page.json.calculations[0]).toMatchObject({ priceCurrency: 'JPY', convertedPrice: converted, exchangeRate: 1 / perEuro.JPY! })
  })

  it('converts USD to JPY and JPY to USD through the euro, to the cent of the feed', async () => {
    const { jar } = await signedUpJar()
    const toYen = await callApi(jar, 'POST', '/api/calculations', {
      mode: 'price_to_time',
      rate: 2000,
      currency: 'JPY',
      price: 100,
      priceCurrency: 'USD',
    })
    expect(toYen.status).toBe(201)
    expect(toYen.json.calculation.convertedPrice).toBe(throughEuro(100, 'USD', 'JPY', 0))
    expect(toYen.json.calculation.exchangeRate).toBeCloseTo(perEuro.JPY! / perEuro.USD!, 12)
    const toDollars = await callApi(jar, 'POST', '/api/calculations', {
      mode: 'price_to_time',
      rate: 30,
      currency: 'USD',
      price: 5000,
      priceCurrency: 'JPY',
    })
    expect(toDollars.status).toBe(201)
    expect(toDollars.json.calculation.convertedPrice).toBe(throughEuro(5000, 'JPY', 'USD', 2))
    expect(toDollars.json.calculation.convertedPrice).toBe(34.69)
  })

  it('answers a price in its own currency with no conversion', async () => {
    const { jar } = await signedUpJar()
    for (const body of [laptop, { ...laptop, priceCurrency: 'EUR' }]) {
      const res = await callApi(jar, 'POST', '/api/calculations', body)
      expect(res.status).toBe(201)
      expect(res.json.calculation).toMatchObject({
        price: 1200,
        priceCurrency: 'EUR',
        convertedPrice: null,
        exchangeRate: null,
        rateDate: null,
      })
    }
  })

  it.each([
    ['AED', 'EUR'],
    ['EUR', 'SAR'],
    ['TWD', 'USD'],
  ])(
    'refuses a price in %s for a rate in %s: no reference rate, 422 naming priceCurrency, nothing stored',
    async (priceCurrency, currency) => {
      const { jar } = await signedUpJar()
      const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, currency, priceCurrency })
      expect(res.status).toBe(422)
      expect(Object.keys(res.json.error.fields)).toEqual(['priceCurrency'])
      expect(res.json.error.fields.priceCurrency).toContain('no ECB reference rate')
      expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toEqual([])
    },
  )

  it('refuses a price that converts to less than a cent, naming price, and stores nothing', async () => {
    const { jar } = await signedUpJar()
    const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, currency: 'EUR', price: 80, priceCurrency: 'IDR' })
    expect(res.status).toBe(422)
    expect(res.json.error.fields).toEqual({ price: expect.stringContaining('smallest amount') })
    expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toEqual([])
  })

  it('refuses a priceCurrency that is no supported code, naming it, in the request language', async () => {
    const { jar } = await signedUpJar()
    const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, priceCurrency: 'XBT' }, { 'accept-language': 'de' })
    expect(res.status).toBe(422)
    expect(res.json.error.fields.priceCurrency).toContain('Währung des Preises')
  })
})
