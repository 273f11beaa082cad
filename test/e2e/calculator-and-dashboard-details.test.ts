import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callApi, saveCalculation } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { titles } from './support/dashboard.ts'
import { openCalculator } from './support/calculator.ts'
import { signUp } from './support/sign-up.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

/** Opens the dashboard and waits for the island to hydrate (the JavaScript-only "Clear all" appears). */
async function openDashboard(page: Page) {
  await page.goto(`${base}/en/dashboard`)
  await page.getByRole('button', { name: 'Clear all' }).waitFor()
}

/** What has focus: its tag, its text and its accessible label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return { tag: element?.tagName ?? '', text: element?.textContent?.trim() ?? '', label: element?.getAttribute('aria-label') ?? '' }
  })

describe('calculator and dashboard details in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('a quote has a title field, and a tiny result reads "less than 0.1 workday"', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-rate', '1000')
    await page.fill('#calculator-price', '1')
    await page.check('#calculator-workweek')
    await expect.poll(() => page.locator('.calculator-result').innerText().then(plain)).toContain('less than 0.1 workday')
    expect(plain(await page.locator('.calculator-result').innerText())).not.toMatch(/\b0 work/)

    await page.check('input[name="mode"][value="time_to_price"]')
    await page.getByLabel('What is the job? (optional)').fill('Logo design')
    await page.fill('#calculator-duration', '3')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('€3,000.00')
    // The address follows after the result is painted (`replaceUrlAfterPaint`).
    await expect.poll(() => new URL(page.url()).searchParams.get('title')).toBe('Logo design')
    await expectNoAxeViolations(page, 'the calculator asking what the job is')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('the live region reads only the result sentence, once typing pauses', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-rate', '40')
    await page.locator('#calculator-price').pressSequentially('1200')
    await page.fill('#calculator-title', 'Item')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('30 hours')
    const shown = await page.locator('.calculator-result > p.result-detail, .calculator-result > p.result-figure').allInnerTexts()
    const sentence = plain(shown.join(' '))
    expect(sentence).toMatch(/^Item for €1,200\.00 costs you 30 hours of work at €40\.00 an hour\. That is .+\.$/)
    await expect.poll(() => page.locator('#calculator-announcement').textContent().then(plain)).toBe(sentence)
    expect(await page.locator('.calculator [aria-live]').count()).toBe(0)
    expect(await page.locator('.calculator-result [role="status"]').count()).toBe(1)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('the live region reads what to charge as a sentence of its own, then the hours', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en?mode=time_to_price&currency=EUR&rate=40&duration=2&unit=hours')
    await expect
      .poll(() => page.locator('#calculator-announcement').textContent().then(plain))
      .toBe('For 2 hours at €40.00 an hour, charge €80.00. That is 2 hours of work in total.')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('a rate out of range hides the result and disables Save, even with a profile rate', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'ux')
    expect((await callApi(page, 'PATCH', '/api/profile', { data: { hourlyRate: 40 } })).ok()).toBe(true)
    await openCalculator(page, '/en')
    await page.fill('#calculator-price', '100')
    await expect.poll(() => page.locator('.result-figure').count()).toBe(1)
    await page.fill('#calculator-rate', '2000000')
    await expect.poll(() => page.locator('.result-figure').count()).toBe(0)
    expect(plain(await page.locator('.calculator-result').innerText())).toContain('Correct the hourly rate to see the result.')
    expect(await page.locator('.calculator-result').getByRole('button', { name: 'Save' }).isDisabled()).toBe(true)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it("the language switch keeps the calculator's input and the guest's pending calculation", async () => {
    const page = await browser.newPage()
    await page.context().clearCookies()
    await openCalculator(page, '/en')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-rate', '40')
    await page.fill('#calculator-price', '1200')
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await page.waitForURL((url) => url.pathname === '/de')
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      mode: 'price_to_time',
      rate: '40',
      currency: 'EUR',
      price: '1200',
    })
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('30 Stunden')

    await page.locator('.calculator-result').getByRole('link', { name: 'Speichern' }).click()
    await page.waitForURL(/\/de\/login\?pending=/)
    const pending = new URL(page.url()).searchParams.get('pending')
    expect(pending).toContain('price=1200')
    const signupLink = new URL((await page.locator('.site-header').getByRole('link', { name: 'Registrieren' }).getAttribute('href'))!, base)
    expect(signupLink.pathname).toBe('/de/signup')
    expect(signupLink.searchParams.get('pending')).toBe(pending)
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(/\/en\/login\?/)
    expect(new URL(page.url()).searchParams.get('pending')).toBe(pending)
    expect(await page.locator('.lead').innerText()).toBe('Log in and your calculation will be saved right away.')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('focus stays on the row after a rename and when the Undo notice expires; a refused form focuses its summary', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'ux')
    for (const title of ['First', 'Second', 'Third']) {
      await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', price: 100, title })
    }
    await openDashboard(page)
    await page.getByRole('button', { name: 'Rename “Second”' }).click()
    await page.getByLabel('New title for “Second”').fill('Middle')
    await page.getByLabel('New title for “Second”').press('Enter')
    await expect.poll(() => titles(page)).toEqual(['Third', 'Middle', 'First'])
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', label: 'Rename “Middle”' })

    await page.getByRole('button', { name: 'Delete “Middle”' }).click()
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Undo' })
    await page.locator('.snackbar').filter({ hasText: 'deleted' }).waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'H3', text: 'First' })
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('a form the server refused (422) focuses its error summary', async () => {
    const other = await launchBrowser()
    const page = await other.newPage()
    await page.goto(`${base}/en/signup`)
    await page.fill('#username', 'x')
    await page.locator('main button[type="submit"]').click()
    await page.waitForLoadState()
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('form-errors')
    expect(other.problems.every((problem) => problem.includes('status of 422'))).toBe(true)
    await other.close()
  })

  it('the dashboard shows 50 rows and "Show more" loads the rest, focusing the first new one', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'ux')
    for (let price = 1; price <= 53; price += 1) {
      await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', price, title: `Item ${price}` })
    }
    await openDashboard(page)
    expect(await titles(page)).toHaveLength(50)
    expect(plain(await page.locator('.dashboard-toolbar').innerText())).toContain('53 calculations')
    expect(await page.locator('.dashboard-more').innerText()).toContain('Showing the newest 50 of 53.')
    await expectNoAxeViolations(page, 'the dashboard with more rows to show')
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect.poll(() => titles(page)).toHaveLength(53)
    expect((await titles(page)).at(-1)).toBe('Item 1')
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'H3', text: 'Item 3' })
    expect(await page.locator('.dashboard-more').count()).toBe(0)
    await page.close()
    expect(browser.problems).toEqual([])
  })
})
