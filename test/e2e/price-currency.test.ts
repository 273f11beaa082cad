import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locale } from '../../src/i18n/locales.ts'
import { translatorOf } from '../../src/i18n/translate.ts'
import { messagesFor } from '../../src/i18n/translator.ts'
import { formatMoney, formatRateDate } from '../../src/lib/format.ts'
import { callApiJson } from './support/api.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { islandHydrated, openCalculator } from './support/calculator.ts'
import { signUp } from './support/sign-up.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

/** The reference rates every fresh database holds: the ECB's publication of 26 September 2024. */
const RATE_DAY = '2024-09-26'
const YEN_PER_EURO = 160.78
const DOLLARS_PER_EURO = 1.1155

/** The calculator's result area as a person reads it. */
const resultText = (page: Page) => page.locator('.calculator-result').textContent().then(plain)

describe.each(['en', 'de', 'pt-BR'] as const satisfies readonly Locale[])('a price in another currency, in %s', (lang) => {
  const messages = messagesFor(lang)
  const t = translatorOf(messages.calculator.result)
  const converted = Math.round((5000 / YEN_PER_EURO) * 100) / 100
  const yen = plain(formatMoney(5000, 'JPY', lang))
  const euros = plain(formatMoney(converted, 'EUR', lang))
  const day = plain(formatRateDate(RATE_DAY, lang))
  let browser: Browser
  let noScript: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
    noScript = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    expect(browser.problems).toEqual([])
    await browser.close()
    await noScript.close()
  })
  // Each journey's pages close with it: one left open would load again with the next journey's new account, beside it.
  afterEach(async () => {
    for (const page of [...browser.context.pages(), ...noScript.context.pages()]) await page.close()
  })

  /** Types a rate of 40 EUR and a price of 5,000 in `priceCurrency`. */
  async function fillDinner(page: Page, priceCurrency: string) {
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-price', '5000')
    await page.selectOption('#calculator-priceCurrency', priceCurrency)
  }

  it('converts 5,000 JPY at a rate of 40 EUR, shows the rate’s day and the hours; saved, the dashboard shows both amounts', async () => {
    const page = await browser.newPage()
    await signUp(page, lang, 'fx')
    await openCalculator(page, `/${lang}`)
    await fillDinner(page, 'JPY')
    // The result follows the keystrokes in a render of its own: read its figure once it is the converted price's.
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toMatch(/47/)
    const figure = plain(await page.locator('.result-figure').textContent())
    const sentence = plain(t('conversion', { price: yen, converted: euros, date: day, time: figure }))
    await expect.poll(() => resultText(page)).toContain(sentence)
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.calculator.form.saved).waitFor()

    await page.goto(`${base}/${lang}/dashboard`)
    await islandHydrated(page, 'dashboard')
    await page.reload()
    await islandHydrated(page, 'dashboard')
    const item = plain(await page.locator('.dashboard-item').first().textContent())
    expect(item).toContain(yen)
    expect(item).toContain(plain(translatorOf(messages.dashboard)('convertedAt', { amount: euros, date: day })))
  })

  it('converts the profile’s rate into another currency chosen with no rate typed, says so, and saves what it shows', async () => {
    const page = await browser.newPage()
    await signUp(page, lang, 'fxrate')
    await callApiJson(page, 'PATCH', '/api/profile', { lang, data: { hourlyRate: 55.75, currency: 'USD' } })
    await openCalculator(page, `/${lang}`)
    await page.selectOption('#calculator-currency', 'JPY')
    await page.fill('#calculator-price', '10000')
    const perHour = Math.round((55.75 / DOLLARS_PER_EURO) * YEN_PER_EURO)
    const hint = translatorOf(messages.calculator)('form.rateProfileConverted', {
      rate: formatMoney(55.75, 'USD', lang),
      converted: formatMoney(perHour, 'JPY', lang),
    })
    await page.getByText(hint).waitFor()
    await expect.poll(() => resultText(page)).toContain(plain(formatMoney(perHour, 'JPY', lang)))
    expect(await resultText(page)).not.toContain(plain(formatMoney(56, 'JPY', lang)))
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.calculator.form.saved).waitFor()
    const { calculations } = (await callApiJson(page, 'GET', '/api/calculations', { lang })) as unknown as {
      calculations: { hourly_rate: number; currency: string }[]
    }
    expect(calculations[0]).toMatchObject({ hourly_rate: perHour, currency: 'JPY' })
  })

  it('converts the same way without JavaScript', async () => {
    const page = await noScript.newPage()
    await page.goto(`${base}/${lang}`)
    await fillDinner(page, 'JPY')
    await page.getByRole('button', { name: messages.calculator.form.calculate }).click()
    await page.waitForURL(/priceCurrency=JPY/)
    expect(await resultText(page)).toContain(`${yen} ≈ ${euros}`)
    expect(await resultText(page)).toContain(day)
  })

  it('reads a price typed with the pound sign in pounds, not in the rate’s euros, with JavaScript and without', async () => {
    const typed = lang === 'en' ? '£50' : '50,00 £'
    const pounds = `${plain(formatMoney(50, 'GBP', lang))} ≈ `
    const page = await browser.newPage()
    await openCalculator(page, `/${lang}`)
    await fillDinner(page, '')
    await page.fill('#calculator-price', typed)
    await expect.poll(() => resultText(page)).toContain(pounds)
    const plainPage = await noScript.newPage()
    await plainPage.goto(`${base}/${lang}`)
    await fillDinner(plainPage, '')
    await plainPage.fill('#calculator-price', typed)
    await plainPage.getByRole('button', { name: messages.calculator.form.calculate }).click()
    await plainPage.waitForURL(/price=/)
    expect(await resultText(plainPage)).toContain(pounds)
  })

  it('refuses a price written in pounds when Swiss francs were chosen for it, naming the price, and converts nothing', async () => {
    const page = await browser.newPage()
    await openCalculator(page, `/${lang}`)
    await fillDinner(page, 'CHF')
    await page.fill('#calculator-price', lang === 'en' ? '£50' : '50,00 £')
    const refusal = translatorOf(messages.calculator)('errors.otherCurrency', { field: messages.calculator.fieldNames.price })
    await expect.poll(() => page.getByRole('textbox', { name: messages.calculator.form.price }).getAttribute('aria-invalid')).toBe('true')
    await page.getByText(refusal).first().waitFor()
    expect(await resultText(page)).not.toContain('≈')
  })

  it('says no reference rate exists for a price in AED and converts nothing', async () => {
    const page = await browser.newPage()
    await openCalculator(page, `/${lang}`)
    await fillDinner(page, 'AED')
    await expect.poll(() => resultText(page)).toContain(plain(t('noReferenceRate', { currency: 'AED', rateCurrency: 'EUR' })))
    expect(await page.locator('.result-figure').count()).toBe(0)
  })

  it('keeps the last reference rates it saw, with their day, and converts with the newest it has', async () => {
    const page = await browser.newPage()
    await openCalculator(page, `/${lang}`)
    const kept = await page.evaluate(() => JSON.parse(window.localStorage.getItem('referenceRates') ?? 'null'))
    expect(kept).toMatchObject({ date: RATE_DAY, perEuro: { JPY: YEN_PER_EURO, USD: DOLLARS_PER_EURO } })
    // A newer day kept from an earlier visit (the offline copy of the page carries the rates it was rendered with).
    await page.evaluate(() =>
      window.localStorage.setItem('referenceRates', JSON.stringify({ date: '2024-09-27', perEuro: { JPY: 125, USD: 1.25 } })),
    )
    await openCalculator(page, `/${lang}`)
    await fillDinner(page, 'JPY')
    const newer = `${yen} ≈ ${plain(formatMoney(40, 'EUR', lang))}`
    await expect.poll(() => resultText(page)).toContain(newer)
    expect(await resultText(page)).toContain(plain(formatRateDate('2024-09-27', lang)))
  })

  it('shows the hours of a goal in USD for someone paid in EUR, at today’s reference rate', async () => {
    const page = await browser.newPage()
    await signUp(page, lang, 'fxgoal')
    await callApiJson(page, 'PATCH', '/api/profile', { lang, data: { currency: 'EUR', hourlyRate: 40 } })
    await callApiJson(page, 'POST', '/api/goals', { lang, data: { title: 'New York', targetAmount: 1115.5, currency: 'USD' } })
    await page.goto(`${base}/${lang}/goals`)
    const goal = plain(await page.locator('.goal').first().textContent())
    const inEuros = Math.round((1115.5 / DOLLARS_PER_EURO) * 100) / 100
    expect(goal).toContain(
      plain(
        translatorOf(messages.goals)('figures.converted', {
          amount: formatMoney(1115.5, 'USD', lang),
          converted: formatMoney(inEuros, 'EUR', lang),
          date: formatRateDate(RATE_DAY, lang),
        }),
      ),
    )
    expect(goal).toMatch(/25/)
  })
})
