import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { arrival } from './support/arrival.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { openCalculator } from './support/calculator.ts'
import { signUp } from './support/sign-up.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

/** The helper's figures as a person types them; the fields left out keep what the page shows. */
interface Salary {
  salary: string
  period?: 'year' | 'month' | 'week'
  hours?: string
  weeks?: string
  kept?: string
}

/** Opens "Work it out from my salary" (a plain disclosure, with or without JavaScript). */
async function openHelper(page: Page): Promise<void> {
  await page.locator('.salary-helper > summary').click()
  await page.locator('#calculator-salary').waitFor()
}

/**
 * Fills the open helper and submits it, resolving once the calculator has
 * come back (and, with JavaScript, hydrated again: its start-up effect stores the currency).
 */
async function workOut(page: Page, salary: Salary, javaScript = true): Promise<void> {
  await page.fill('#calculator-salary', salary.salary)
  if (salary.period) await page.selectOption('#calculator-period', salary.period)
  if (salary.hours !== undefined) await page.fill('#calculator-hours', salary.hours)
  if (salary.weeks !== undefined) await page.fill('#calculator-weeks', salary.weeks)
  if (salary.kept !== undefined) await page.fill('#calculator-kept', salary.kept)
  if (javaScript) await page.evaluate(() => window.localStorage.removeItem('currency'))
  const arrived = arrival(page, /[?&]salary=/)
  await page.locator('.salary-helper button[type="submit"]').click()
  await arrived
  if (javaScript) await page.waitForFunction(() => window.localStorage.getItem('currency') !== null)
}

/** What the helper said after a fill: how it worked the rate out. */
const explanation = (page: Page) => page.locator('.salary-helper .form-success').textContent().then(plain)

describe('the salary helper in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'de-CH' })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('fills the rate from 52,000 a year, 40 hours and 52 weeks, and the result follows', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-price', '100')
    await page.fill('#calculator-title', 'Shoes')
    await openHelper(page)
    expect(await page.inputValue('#calculator-hours')).toBe('40')
    expect(await page.inputValue('#calculator-weeks')).toBe('52')
    await workOut(page, { salary: '52,000' })

    expect(await page.inputValue('#calculator-rate')).toBe('25.00')
    expect(await page.inputValue('#calculator-price')).toBe('100')
    expect(await page.inputValue('#calculator-title')).toBe('Shoes')
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toBe('4 hours')
    expect(await explanation(page)).toBe('Hourly rate filled in: €52,000.00 a year ÷ 52 weeks ÷ 40 h = €25.00/h')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('form-success')

    // The calculator is live again with the new rate, and the helper still shows its answer.
    await page.fill('#calculator-price', '50')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('2 hours')
    expect(await explanation(page)).toContain('= €25.00/h')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('reads 52.000 in German and explains a monthly salary with the share kept after tax', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/de')
    await page.selectOption('#calculator-currency', 'EUR')
    await openHelper(page)
    await workOut(page, { salary: '52.000' })
    expect(await page.inputValue('#calculator-rate')).toBe('25,00')
    expect(await explanation(page)).toBe('Stundensatz eingetragen: 52.000,00 € im Jahr ÷ 52 Wochen ÷ 40 h = 25,00 €/h')

    await workOut(page, { salary: '4.000', period: 'month', kept: '70' })
    expect(await page.inputValue('#calculator-rate')).toBe('16,15')
    expect(await explanation(page)).toBe(
      'Stundensatz eingetragen: 4.000,00 € im Monat × 12 × 70 % nach Steuern ÷ 52 Wochen ÷ 40 h = 16,15 €/h',
    )
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('refuses hours and weeks out of range, naming each field, and leaves the rate alone', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/pt-BR')
    await page.fill('#calculator-rate', '30')
    await openHelper(page)
    await workOut(page, { salary: '52.000', hours: '200', weeks: '60' })
    expect(plain(await page.textContent('#calculator-hours-error'))).toBe('Horas por semana precisa estar entre 1 e 168.')
    expect(plain(await page.textContent('#calculator-weeks-error'))).toBe('Semanas pagas por ano precisa estar entre 1 e 52.')
    expect(await page.getAttribute('#calculator-hours', 'aria-invalid')).toBe('true')
    expect(plain(await page.getByRole('alert').filter({ hasText: 'Confira os campos marcados.' }).textContent())).toBe(
      'Confira os campos marcados.',
    )
    expect(await page.inputValue('#calculator-rate')).toBe('30')
    expect(await page.inputValue('#calculator-hours')).toBe('200')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it.each(['en', 'de', 'pt-BR'] as const)('is accessible open, refusing and filled, in %s', async (lang) => {
    const page = await browser.newPage()
    await openCalculator(page, `/${lang}`)
    await openHelper(page)
    await expectNoAxeViolations(page, `salary helper open in ${lang}`)
    await workOut(page, { salary: '-5', hours: '0' })
    await page.locator('#calculator-salary-error').waitFor()
    await expectNoAxeViolations(page, `salary helper refusing in ${lang}`)
    await workOut(page, { salary: '1000', period: 'week', hours: '40', kept: '' })
    await page.locator('.salary-helper .form-success').waitFor()
    await expectNoAxeViolations(page, `salary helper filled in ${lang}`)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('signed in, "Use as my hourly rate" stores the worked-out rate in the profile', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'salary')
    await openCalculator(page, '/en')
    await openHelper(page)
    await workOut(page, { salary: '52000', hours: '40', weeks: '52' })
    expect(await page.inputValue('#calculator-rate')).toBe('25.00')
    const useRate = page.getByRole('button', { name: 'Use as my hourly rate' })
    await useRate.click()
    await page.getByRole('status').filter({ hasText: 'Saved as your hourly rate.' }).waitFor()

    await page.goto(`${base}/en/profile`)
    expect(await page.inputValue('#hourlyRate')).toBe('25.00')
    await page.close()
    expect(browser.problems).toEqual([])
  })
})

describe('the salary helper without JavaScript', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('fills the rate with a plain form and keeps the calculation', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/en`)
    await page.selectOption('#calculator-currency', 'USD')
    await page.fill('#calculator-price', '100')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.waitForURL(/price=100/)
    await openHelper(page)
    await workOut(page, { salary: '52,000', weeks: '52', hours: '40' }, false)
    expect(await page.inputValue('#calculator-rate')).toBe('25.00')
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toBe('4 hours')
    expect(await explanation(page)).toBe('Hourly rate filled in: $52,000.00 a year ÷ 52 weeks ÷ 40 h = $25.00/h')

    await workOut(page, { salary: '52,000', weeks: '53' }, false)
    expect(plain(await page.textContent('#calculator-weeks-error'))).toBe('Paid weeks per year must be from 1 to 52.')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('keeps the rate, price and title typed since the page came, working the rate out over the typed one', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/en`)
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-rate', '30')
    await page.fill('#calculator-price', '100')
    await page.fill('#calculator-title', 'Shoes')
    await openHelper(page)
    await workOut(page, { salary: '52,000' }, false)
    expect(await page.inputValue('#calculator-rate')).toBe('25.00')
    expect(await page.inputValue('#calculator-price')).toBe('100')
    expect(await page.inputValue('#calculator-title')).toBe('Shoes')
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toBe('4 hours')
    expect(await explanation(page)).toBe('Hourly rate filled in: €52,000.00 a year ÷ 52 weeks ÷ 40 h = €25.00/h')
    await page.close()
    expect(browser.problems).toEqual([])
  })
})
