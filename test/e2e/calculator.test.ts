import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'
import { openCalculator } from './support/calculator.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

/** The result's sentences (lead, figure, detail or the prompt), as one line. */
const result = (page: Page) =>
  page
    .locator('.calculator-result > p:not(.field-hint)')
    .allInnerTexts()
    .then((lines) => plain(lines.join(' ')))

describe('the calculator in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'de-CH' })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('hydrates without errors and answers as you type', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    expect(await result(page)).toBe('Enter your hourly rate to see the result.')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-rate', '40')
    await page.fill('#calculator-price', '1200')
    await page.fill('#calculator-title', 'New bike')
    await page.check('#calculator-workweek')
    await expect
      .poll(() => result(page))
      .toBe('New bike for €1,200.00 costs you 30 hours of work at €40.00 an hour. That is 3.8 workdays or 0.8 work weeks.')
    const url = new URL(page.url())
    expect(url.pathname).toBe('/en')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'price_to_time',
      rate: '40',
      currency: 'EUR',
      price: '1200',
      title: 'New bike',
      workweek: '1',
    })
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('prices a duration after switching the mode tab, with the German decimal comma', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/de')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.check('input[name="mode"][value="time_to_price"]')
    await page.fill('#calculator-rate', '12,50')
    await page.fill('#calculator-duration', '3')
    await page.selectOption('#calculator-unit', 'weeks')
    await page.uncheck('#calculator-workweek')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('6.300,00 €')
    await page.check('#calculator-workweek')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('1.500,00 €')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('shows a localized error naming the field, and no NaN, for a bad rate', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/pt-BR')
    await page.fill('#calculator-rate', 'muito')
    await page.fill('#calculator-price', '100')
    await expect
      .poll(() => page.locator('#calculator-rate-error').textContent())
      .toBe('Valor por hora: digite um número, por exemplo 25 ou 12,50.')
    expect(await page.getAttribute('#calculator-rate', 'aria-invalid')).toBe('true')
    expect(await result(page)).toBe('Corrija o valor por hora para ver o resultado.')
    expect(await page.textContent('main')).not.toMatch(/NaN|Infinity/)
    await page.close()
  })

  it('starts from the browser locale, then keeps the stored choice; a currency in the URL wins', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/en`)
    await page.evaluate(() => window.localStorage.clear())
    await openCalculator(page, '/en')
    expect(await page.inputValue('#calculator-currency')).toBe('CHF')
    await page.selectOption('#calculator-currency', 'JPY')
    expect(await page.evaluate(() => window.localStorage.getItem('currency'))).toBe('JPY')
    await openCalculator(page, '/en')
    expect(await page.inputValue('#calculator-currency')).toBe('JPY')
    await openCalculator(page, '/en?currency=BRL')
    expect(await page.inputValue('#calculator-currency')).toBe('BRL')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('remembers the work-week toggle in the browser', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.check('#calculator-workweek')
    expect(await page.evaluate(() => window.localStorage.getItem('useWorkWeek'))).toBe('true')
    await openCalculator(page, '/en')
    expect(await page.isChecked('#calculator-workweek')).toBe(true)
    await page.uncheck('#calculator-workweek')
    await openCalculator(page, '/en')
    expect(await page.isChecked('#calculator-workweek')).toBe(false)
    await page.close()
  })

  it('sends a guest who saves to the login page without losing the calculation', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '25')
    await page.fill('#calculator-price', '99.90')
    await page.getByRole('link', { name: 'Save' }).click()
    await page.waitForURL(/\/en\/login\?pending=/)
    const pending = new URL(page.url()).searchParams.get('pending') ?? ''
    expect(pending.startsWith('mode=price_to_time&rate=25&currency=')).toBe(true)
    expect(pending).toContain('price=99.90')
    // It names the language its numbers are written in, so a log-in page in another language reads them as typed,
    // and the key the calculation is to be stored under, which a copy of it kept offline shares.
    expect(pending).toMatch(/&lang=en&key=[0-9a-f-]{36}$/)
    const carried = pending.replace(/&key=.*$/, '')
    expect(await page.evaluate(() => window.localStorage.getItem('pendingCalculation'))).toBe(carried)
    await openCalculator(page, '/en')
    expect(await page.inputValue('#calculator-rate')).toBe('25')
    expect(await page.inputValue('#calculator-price')).toBe('99.90')
    expect(new URL(page.url()).search).toBe(`?${carried.replace('&lang=en', '')}`)
    await page.evaluate(() => window.localStorage.removeItem('pendingCalculation'))
    await page.close()
  })

  it('puts what is typed into the address bar after the keystroke is painted, not while its answer waits', async () => {
    const page = await browser.newPage()
    // Counts the address changes made while an input event is being handled (window sees it first and last).
    await page.addInitScript(() => {
      const seen = { handling: false, duringInput: 0 }
      Object.assign(window, { addressSeen: seen })
      addEventListener('input', () => (seen.handling = true), { capture: true })
      addEventListener('input', () => (seen.handling = false))
      const replace = history.replaceState.bind(history)
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        if (seen.handling) seen.duringInput += 1
        replace(...args)
      }
    })
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await page.locator('#calculator-price').pressSequentially('1234.5')
    await expect.poll(() => new URL(page.url()).searchParams.get('price')).toBe('1234.5')
    expect(new URL(page.url()).searchParams.get('rate')).toBe('40')
    expect(await page.evaluate(() => (window as unknown as { addressSeen: { duringInput: number } }).addressSeen.duringInput)).toBe(0)
    await page.close()
  })

  it('answers a keystroke in the field first and brings the result in a render of its own', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await page.fill('#calculator-price', '8')
    const figure = page.locator('.result-figure')
    await expect.poll(() => figure.textContent()).not.toBeNull()
    const before = await figure.textContent()
    // Once the input event has been handled (React renders a keystroke at once), records the field and the result.
    await page.evaluate(() => {
      addEventListener('input', () =>
        queueMicrotask(() => {
          const price = document.querySelector<HTMLInputElement>('#calculator-price')?.value
          Object.assign(window, { afterInput: { price, figure: document.querySelector('.result-figure')?.textContent } })
        }),
      )
    })
    await page.locator('#calculator-price').press('0')
    const afterInput = await page.evaluate(() => (window as unknown as { afterInput: { price: string; figure: string } }).afterInput)
    expect(afterInput).toEqual({ price: '80', figure: before })
    await expect.poll(() => figure.textContent()).not.toBe(before)
    expect(plain((await figure.textContent()) ?? '')).toBe('2 hours')
    expect(browser.problems).toEqual([])
    await page.close()
  })

  it('paints from the HTML alone: every script is asked for only after the first contentful paint', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    const { paintedAt, scripts } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(scripts.length).toBeGreaterThanOrEqual(3)
    for (const startedAt of scripts) expect(startedAt).toBeGreaterThanOrEqual(paintedAt)
    await page.close()
  })
})

describe('the calculator without JavaScript', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('submits to the same page and shows the result the server rendered', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/de`)
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-price', '1200')
    await page.getByRole('button', { name: 'Berechnen' }).click()
    await page.waitForURL(/\/de\?mode=price_to_time/)
    expect(await result(page)).toBe('1.200,00 € kosten Sie 30 Stunden Arbeit bei 40,00 € pro Stunde. Das sind 1,3 Tage oder 0,2 Wochen.')
    await page.check('#calculator-workweek')
    await page.getByRole('button', { name: 'Berechnen' }).click()
    await page.waitForURL(/workweek=1/)
    expect(await result(page)).toContain('3,8 Arbeitstage oder 0,8 Arbeitswochen')
    await page.close()
  })
})
