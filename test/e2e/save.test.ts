import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { storedCalculations } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { openCalculator } from './support/calculator.ts'
import { newAccount, signUp, signUpAndConfirm } from './support/sign-up.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

/**
 * Waits for the dashboard's "saved" address and returns the id it names.
 * Without JavaScript the dashboard moves on at once to its one-piece
 * variant (`&nojs=1`), so wait for that page to load too.
 */
async function savedId(page: Page, lang: string, javaScript = true): Promise<string> {
  const saved = new RegExp(`/${lang}/dashboard\\?saved=[0-9a-f-]{36}${javaScript ? '' : '&nojs=1'}$`)
  let id = ''
  // The id is read from the address it arrived with: once hydrated, the dashboard may tidy `?saved=` away.
  await page.waitForURL((url) => {
    id = url.searchParams.get('saved') ?? ''
    return saved.test(url.href)
  })
  await page.waitForLoadState('load')
  return id
}

const guestJourneys = [
  { lang: 'en', javaScript: true, save: 'Save', signup: 'Sign up', calculate: 'Calculate', title: 'Road bike' },
  { lang: 'de', javaScript: true, save: 'Speichern', signup: 'Registrieren', calculate: 'Berechnen', title: 'Rennrad' },
  { lang: 'pt-BR', javaScript: false, save: 'Salvar', signup: 'Criar conta', calculate: 'Calcular', title: 'Bicicleta' },
] as const

describe.each(guestJourneys)('a guest saves in $lang (JavaScript: $javaScript)', ({ lang, javaScript, save, signup, calculate, title }) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ javaScript })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('computes, presses Save, signs up on the login screen and finds the calculation on the dashboard', async () => {
    const page = await browser.newPage()
    const itemTitle = `${title} ${Date.now().toString(36)}`
    await page.goto(`${base}/${lang}`)
    if (javaScript) await page.waitForFunction(() => window.localStorage.getItem('currency') !== null)
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-price', '1200')
    await page.fill('#calculator-title', itemTitle)
    if (!javaScript) {
      await page.getByRole('button', { name: calculate }).click()
      await page.waitForURL(/price=1200/)
    }
    await page.getByRole('link', { name: save, exact: true }).click()
    await page.waitForURL(new RegExp(`/${lang}/login\\?pending=`))
    if (javaScript) {
      expect(await page.evaluate(() => window.localStorage.getItem('pendingCalculation'))).toContain('price=1200')
    }

    await page.locator('main').getByRole('link', { name: signup, exact: true }).click()
    await page.waitForURL(new RegExp(`/${lang}/signup\\?.*pending=`))
    await signUpAndConfirm(page, newAccount(`guest${lang.replace('-', '')}`))
    const id = await savedId(page, lang, javaScript)
    expect(await storedCalculations(page)).toEqual([
      expect.objectContaining({ id, title: itemTitle, mode: 'price_to_time', amount: 1200, currency: 'EUR', hourly_rate: 40, hours: 30 }),
    ])
    await page.locator('main').getByText(itemTitle).first().waitFor({ timeout: 10_000 })

    if (javaScript) {
      await page.goto(`${base}/${lang}`)
      await page.waitForFunction(() => window.localStorage.getItem('pendingCalculation') === null)
    }
    await page.close()
    expect(browser.problems).toEqual([])
  })
})

describe('a signed-in user saves (JavaScript)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('computes from the profile rate, saves, and follows the confirmation to the dashboard', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/en/signup`)
    await signUpAndConfirm(page, newAccount('member'))
    await page.waitForURL(`${base}/en/dashboard`)
    await page.goto(`${base}/en/profile`)
    await page.fill('#hourlyRate', '40')
    await page.selectOption('#currency', 'EUR')
    await page.locator('form[action$="/profile"] button[type="submit"]').click()
    await page.waitForURL(`${base}/en/profile?saved=profile`)

    await openCalculator(page, '/en')
    expect(await page.inputValue('#calculator-currency')).toBe('EUR')
    await page.fill('#calculator-price', '100')
    const itemTitle = `Headphones ${Date.now().toString(36)}`
    await page.fill('#calculator-title', itemTitle)
    await expect.poll(() => page.locator('.result-detail').last().textContent().then(plain)).toContain('at €40.00 an hour')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const confirmation = page.getByRole('status').filter({ hasText: 'Saved.' })
    await confirmation.waitFor()
    const href = (await confirmation.getByRole('link').getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/en\/dashboard\?saved=[0-9a-f-]{36}$/)
    expect(await page.inputValue('#calculator-title')).toBe(itemTitle)

    await confirmation.getByRole('link').click()
    const id = await savedId(page, 'en')
    expect(href).toBe(`/en/dashboard?saved=${id}`)
    expect(await storedCalculations(page)).toEqual([
      expect.objectContaining({ id, title: itemTitle, amount: 100, hourly_rate: 40, hours: 2.5 }),
    ])
    await page.locator('main').getByText(itemTitle).first().waitFor({ timeout: 10_000 })

    // Back to the calculator, or reloading it: Save pressed again for the same calculation stores it once.
    for (const again of [() => page.goBack(), () => page.reload()]) {
      await again()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor()
    }
    expect((await storedCalculations(page)).map((row) => row.id)).toEqual([id])
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('keeps a typed rate temporary until "Use as my hourly rate", then saves it to the profile', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '50')
    await page.fill('#calculator-price', '100')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('2 hours')
    const useRate = page.getByRole('button', { name: 'Use as my hourly rate' })
    await useRate.click()
    await page.getByRole('status').filter({ hasText: 'Saved as your hourly rate.' }).waitFor()
    await expect.poll(() => useRate.count()).toBe(0)

    await page.goto(`${base}/en`)
    expect(plain(await page.textContent('#calculator-rate-hint'))).toBe('Leave it empty to use your profile rate of €50.00.')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('keeps the work-week toggle in the account, not in the browser', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    const before = await page.isChecked('#calculator-workweek')
    await page.click('#calculator-workweek')
    await expect
      .poll(async () => {
        await page.goto(`${base}/en`)
        return page.isChecked('#calculator-workweek')
      })
      .toBe(!before)
    expect(await page.evaluate(() => window.localStorage.getItem('useWorkWeek'))).toBeNull()
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it("shows the server's localized message and keeps the input when saving fails", async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/de')
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/calculations', async (route) => {
      await answered
      const error = { code: 'failed', message: 'Gerade nicht möglich.' }
      await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error }) })
    })
    await page.fill('#calculator-price', '80')
    const save = page.locator('.calculator-result button')
    await save.click()
    await expect.poll(() => save.getAttribute('aria-busy')).toBe('true')
    expect(await save.isDisabled()).toBe(true)
    expect(plain(await save.textContent())).toBe('Wird gespeichert …')
    answer()
    await page.getByRole('alert').filter({ hasText: 'Gerade nicht möglich.' }).waitFor()
    expect(await page.inputValue('#calculator-price')).toBe('80')
    expect(await save.isEnabled()).toBe(true)
    expect(await save.getAttribute('aria-busy')).toBeNull()
    await page.close()
  })
})

describe('the focus after a signed-in Save', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  /** The focused element, if it is the calculator's saved notice: its text. */
  const focusedNotice = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement
      return element?.matches('.calculator-result [role="status"]') ? (element.textContent ?? '') : `not the notice: ${element?.tagName}`
    })

  it('lands on the saved notice, whether Save was pressed with Enter or clicked', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'focus')
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await page.fill('#calculator-price', '90')
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await save.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedNotice(page)).toMatch(/^Saved\./)
    await expectNoAxeViolations(page, 'the calculator after a Save')

    await page.fill('#calculator-price', '95')
    await save.click()
    await expect.poll(() => focusedNotice(page)).toMatch(/^Saved\./)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('keeps the saved notice when Save is clicked in the same moment as the last keystroke, before the result has caught up', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'quick')
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await page.fill('#calculator-price', '1200')
    await page.locator('.result-figure').getByText('30').waitFor()
    const title = `Quick ${Date.now().toString(36)}`
    // A fast thumb on a slow phone: the last key of the title and the click on Save land before React's deferred render of the result.
    await page.evaluate((title) => {
      const field = document.querySelector<HTMLInputElement>('#calculator-title')!
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, title)
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: title.at(-1) }))
      const save = [...document.querySelectorAll<HTMLButtonElement>('.calculator-result button')].find(
        (button) => button.textContent === 'Save',
      )!
      save.focus()
      save.click()
    }, title)
    // The result's lead names the title once the render behind the keystroke has committed.
    await page.locator('.calculator-result').getByText(title).waitFor()
    await expect.poll(() => focusedNotice(page)).toMatch(/^Saved\./)
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0)
    expect((await storedCalculations(page)).filter((row) => row.title === title)).toHaveLength(1)
    await page.close()
    expect(browser.problems).toEqual([])
  })
})

describe('a signed-in user without JavaScript', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('takes a typed rate into the profile and saves with plain form posts', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/de/signup`)
    await signUpAndConfirm(page, newAccount('nojs'))
    await page.waitForURL(`${base}/de/dashboard?nojs=1`)
    await page.waitForLoadState('load')
    await page.goto(`${base}/de`)
    await page.fill('#calculator-rate', '50')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-price', '100')
    await page.fill('#calculator-title', 'Kopfhörer')
    await page.getByRole('button', { name: 'Berechnen' }).click()
    await page.waitForURL(/rate=50/)

    await page.getByRole('button', { name: 'Als meinen Stundensatz verwenden' }).click()
    await page.waitForURL(/\/de\?mode=price_to_time&rate=50/)
    expect(plain(await page.textContent('#calculator-rate-hint'))).toBe(
      'Leer lassen, um den Stundensatz aus Ihrem Profil zu verwenden: 50,00 €.',
    )
    expect(await page.getByRole('button', { name: 'Als meinen Stundensatz verwenden' }).count()).toBe(0)

    await page.fill('#calculator-rate', '')
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    const id = await savedId(page, 'de', false)
    expect(await storedCalculations(page)).toEqual([
      expect.objectContaining({ id, title: 'Kopfhörer', amount: 100, currency: 'EUR', hourly_rate: 50, hours: 2 }),
    ])
    await page.close()
  })
})
