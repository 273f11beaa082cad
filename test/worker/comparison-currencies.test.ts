import { describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { saveCalculations } from './support/comparisons.ts'
import { get } from './support/fetch.ts'
import { visibleText } from './support/visible-text.ts'

describe('a comparison of items in several currencies', () => {
  it('keeps each item in another currency converted to the owner’s at the day’s reference rate, and says which were', async () => {
    const { jar } = await signedUpJar()
    await callApi(jar, 'PATCH', '/api/profile', { currency: 'EUR', hourlyRate: 40 })
    const ids = await saveCalculations(jar, [
      laptop,
      { mode: 'price_to_time', rate: 40, currency: 'USD', price: 1115.5, title: 'Flight' },
      { mode: 'price_to_time', rate: 40, currency: 'AED', price: 100, title: 'Dinner in Dubai' },
    ])
    const res = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: ids, title: 'Trip' })
    expect(res.status).toBe(201)
    const [euros, dollars, dirhams] = res.json.comparison.items
    expect(euros.inOwnerCurrency).toBeUndefined()
    expect(dollars.inOwnerCurrency).toEqual({ currency: 'EUR', amount: 1000, rate: 1 / 1.1155, date: '2024-09-26' })
    expect(dirhams.inOwnerCurrency).toBeUndefined()

    const page = visibleText(await (await get(`/en/compare/${res.json.comparison.code}`)).text())
    expect(page).toContain('In EUR ≈ €1,000.00 at the ECB rate of Sep 26, 2024')
    expect(page).toContain('Converted to EUR at the ECB reference rate kept with each item: Flight.')
    const german = visibleText(await (await get(`/de/compare/${res.json.comparison.code}`)).text())
    expect(german).toContain('In EUR ≈ 1.000,00 € zum EZB-Referenzkurs vom 26.09.2024')
    expect(german).toContain('In EUR umgerechnet zum EZB-Referenzkurs, der mit jedem Eintrag gespeichert ist: Flight.')
  })

  it('shows a price typed in another currency than the rate’s as typed, with the amount it was converted to', async () => {
    const { jar } = await signedUpJar()
    await callApi(jar, 'PATCH', '/api/profile', { currency: 'EUR', hourlyRate: 40 })
    const ids = await saveCalculations(jar, [
      laptop,
      { mode: 'price_to_time', rate: 40, currency: 'EUR', price: 1115.5, priceCurrency: 'USD', title: 'US laptop' },
    ])
    const res = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: ids })
    expect(res.status).toBe(201)
    expect(res.json.comparison.items[1]).toMatchObject({ amount: 1000, currency: 'EUR', typedPrice: { amount: 1115.5, currency: 'USD' } })
    const page = visibleText(await (await get(`/en/compare/${res.json.comparison.code}`)).text())
    expect(page).toContain('Price $1,115.50')
    expect(page).toContain('In EUR ≈ €1,000.00 at the ECB rate of Sep 26, 2024')
    const german = visibleText(await (await get(`/de/compare/${res.json.comparison.code}`)).text())
    expect(german).toContain('Preis 1.115,50 $')
    expect(german).not.toContain('Preis 1.000,00 €')
  })
})
