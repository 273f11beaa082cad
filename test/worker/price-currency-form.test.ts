import { describe, expect, it } from 'vitest'
import { secondsUntilNextRates } from '../../src/lib/exchange-rates/publication.ts'
import { guestCacheUntilNextRates } from '../../src/middleware/page-cache.ts'
import type { CalculatorIslandProps } from '../../src/views/islands/calculator/types.ts'
import { callApi } from './support/api.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { islandProps } from './support/island.ts'
import { visibleText } from './support/visible-text.ts'

const JAPANESE_DINNER = 'mode=price_to_time&rate=40&currency=EUR&price=5000&priceCurrency=JPY&workweek=1'

describe('the calculator with a price in another currency, without JavaScript', () => {
  it.each([
    ['en', '¥5,000 costs you', '¥5,000 ≈ €31.10 at the ECB rate of Sep 26, 2024 = 47 minutes of work', '1 JPY = 0.00621968 EUR'],
    ['de', '5.000 ¥ kosten Sie', '5.000 ¥ ≈ 31,10 € zum EZB-Referenzkurs vom 26.09.2024 = 47 Minuten Arbeit', '1 JPY = 0,00621968 EUR'],
    [
      'pt-BR',
      'JP¥ 5.000 custam para você',
      'JP¥ 5.000 ≈ € 31,10 pela taxa de referência do BCE de 26 de set. de 2024 = 47 minutos de trabalho',
      '1 JPY = 0,00621968 EUR',
    ],
  ])('in %s shows the converted amount, the rate, its date and the hours', async (lang, lead, conversion, rate) => {
    const page = visibleText(await (await get(`/${lang}?${JAPANESE_DINNER}`)).text())
    expect(page).toContain(lead)
    expect(page).toContain(conversion)
    expect(page).toContain(rate)
  })

  it('says no reference rate exists for AED and converts nothing', async () => {
    const page = visibleText(await (await get('/en?mode=price_to_time&rate=40&currency=EUR&price=100&priceCurrency=AED')).text())
    expect(page).toContain('No ECB reference rate exists for AED, so nothing is converted. Enter the price in EUR.')
    expect(page).not.toContain('costs you')
  })

  it.each([
    [
      'en',
      'US$ 100',
      'Price is written in another currency than the price currency chosen: remove the currency sign, or choose that currency.',
    ],
    [
      'de',
      '100,00 £',
      'Preis ist in einer anderen Währung geschrieben als der gewählten Preiswährung: Entfernen Sie das Währungszeichen oder wählen Sie diese Währung.',
    ],
    [
      'pt-BR',
      'R$ 100',
      'Preço está escrito em outra moeda que não a moeda do preço escolhida: remova o símbolo da moeda ou escolha essa moeda.',
    ],
  ])(
    'in %s refuses a price written as %s in another currency than the price currency chosen, keeping it as typed',
    async (lang, typed, refusal) => {
      const query = new URLSearchParams({ mode: 'price_to_time', rate: '40', currency: 'USD', price: typed, priceCurrency: 'EUR' })
      const html = await (await get(`/${lang}?${query}`)).text()
      expect(visibleText(html)).toContain(refusal)
      expect(visibleText(html)).not.toMatch(/\d (costs you|kosten Sie|custam para você)/)
      expect(html).toMatch(
        new RegExp(`name="price"[^>]*value="${typed.replace('$', '\\$')}"|value="${typed.replace('$', '\\$')}"[^>]*name="price"`),
      )
    },
  )

  it('says a price under a cent once converted is too small, rather than costing 0 minutes of work', async () => {
    const page = visibleText(await (await get('/de?mode=price_to_time&rate=25&currency=EUR&price=80&priceCurrency=IDR')).text())
    expect(page).toContain(
      'Dieser Preis ist kleiner als 0,01 €, der kleinste Betrag in EUR, und kostet daher keine Arbeitszeit. Geben Sie einen höheren Preis ein.',
    )
    expect(page).not.toContain('0 Minuten')
  })

  it('says a price too large once converted is too large, rather than asking for a price, and stores nothing', async () => {
    const query = 'mode=price_to_time&rate=100000&currency=IDR&price=80000000&priceCurrency=EUR'
    const page = visibleText(await (await get(`/pt-BR?${query}`)).text())
    expect(page).toContain(
      'Convertido, este preço passa do maior valor que a calculadora aceita (IDR 1.000.000.000.000). Digite um preço menor.',
    )
    expect(page).not.toContain('Digite um preço para ver')
    const { jar } = await signedUpJar()
    const saved = await callApi(jar, 'POST', '/api/calculations', {
      mode: 'price_to_time',
      rate: 100000,
      currency: 'IDR',
      price: 80000000,
      priceCurrency: 'EUR',
    })
    expect(saved.status).toBe(422)
    expect(JSON.stringify(saved.json)).toContain('price')
  })

  it('offers the picker beside the price, on the rate’s currency until another is chosen, which works without JavaScript too', async () => {
    const priceCurrencySelect = async (query: string) =>
      /<select[^>]*name="priceCurrency"[^>]*>(.*?)<\/select>/s.exec(await (await get(`/en?${query}`)).text())?.[1] ?? ''
    expect(await priceCurrencySelect('mode=price_to_time&rate=40&currency=USD&price=10')).toMatch(
      /^<option value="" selected="">Same as the hourly rate<\/option>/,
    )
    expect(await priceCurrencySelect('mode=price_to_time&rate=40&currency=USD&price=10&priceCurrency=JPY')).toContain(
      '<option value="JPY" selected="">',
    )
    const html = await (await get('/en?mode=price_to_time&rate=40&currency=USD&price=10')).text()
    expect(islandProps<CalculatorIslandProps>(html, 'calculator').referenceRates).toMatchObject({
      date: '2024-09-26',
      perEuro: { JPY: 160.78, USD: 1.1155 },
    })
  })

  it('saves the converted calculation from the plain form and refuses one without a reference rate', async () => {
    const { jar } = await signedUpJar()
    const form = Object.fromEntries(new URLSearchParams(JAPANESE_DINNER))
    const saved = await jar.fetch('/en/dashboard/calculations', { form })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toMatch(/^\/en\/dashboard\?saved=/)
    const [row] = (await callApi(jar, 'GET', '/api/calculations')).json.calculations
    expect(row).toMatchObject({
      price: 5000,
      priceCurrency: 'JPY',
      convertedPrice: 31.1,
      amount: 31.1,
      currency: 'EUR',
      rateDate: '2024-09-26',
    })
    const dashboard = visibleText(await (await jar.fetch('/en/dashboard')).text())
    expect(dashboard).toContain('Price ¥5,000')
    expect(dashboard).toContain('Converted €31.10 at the ECB rate of Sep 26, 2024')
    const receipt = visibleText(await (await jar.fetch(`/en/dashboard/receipt/${row.id}`)).text())
    expect(receipt).toContain('¥5,000')
    expect(receipt).toContain('€31.10 at the ECB rate of Sep 26, 2024')
    const refused = await jar.fetch('/en/dashboard/calculations', { form: { ...form, priceCurrency: 'AED' } })
    expect(refused.headers.get('location')).toMatch(/^\/en\?.*priceCurrency=AED/)
    expect((await callApi(jar, 'GET', '/api/calculations')).json.calculations).toHaveLength(1)
  })
})

describe('guest pages that show reference rates', () => {
  it('are kept by shared caches no longer than until new rates can be stored', async () => {
    const before = new Date()
    const res = await get('/en')
    const header = res.headers.get('cache-control') ?? ''
    const kept = Number(/s-maxage=(\d+)/.exec(header)?.[1])
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(header)?.[1])
    expect(header).toMatch(/^public, max-age=0, /)
    expect(kept + stale).toBeLessThanOrEqual(secondsUntilNextRates(before))
  })

  it.each([
    ['2026-11-25T10:00:00Z', 'public, max-age=0, s-maxage=300, stale-while-revalidate=60'],
    ['2026-11-25T16:26:00Z', 'public, max-age=0, s-maxage=240, stale-while-revalidate=0'],
    ['2026-11-25T16:24:30Z', 'public, max-age=0, s-maxage=300, stale-while-revalidate=30'],
    ['2026-11-25T16:30:00Z', 'public, max-age=0, s-maxage=300, stale-while-revalidate=60'],
  ])('at %s: %s', (now, header) => {
    expect(guestCacheUntilNextRates(new Date(now))).toBe(header)
  })
})
