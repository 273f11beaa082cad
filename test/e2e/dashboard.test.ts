import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dashboard as de } from '../../src/i18n/messages/de/dashboard.ts'
import { guard } from '../../src/i18n/messages/de/guard.ts'
import { dashboard as en } from '../../src/i18n/messages/en/dashboard.ts'
import { dashboard as ptBR } from '../../src/i18n/messages/pt-BR/dashboard.ts'
import { translatorOf } from '../../src/i18n/translate.ts'
import { DASHBOARD_PAGE_SIZE } from '../../src/lib/calculation/page.ts'
import { answered, callApi, saveCalculation, storedCalculations, type CalculationBody } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { arrival } from './support/arrival.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { row, titles } from './support/dashboard.ts'
import { islandHydrated } from './support/calculator.ts'
import { liveOnline } from './support/live.ts'
import { signUp } from './support/sign-up.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

// One language per journey, another in each file: every page is rendered in every language by site.test.ts and the worker tests.
const journeys = [{ lang: 'de', text: de, receiptLanguage: 'por', receiptLang: 'pt-BR', receiptTitle: ptBR.receipt.title }] as const

const ITEMS: CalculationBody[] = [
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'Laptop' },
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: false, price: 350, title: 'Bike' },
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 600, title: 'Trip' },
]

/** Opens the dashboard and waits for the island to hydrate (the JavaScript-only "Clear all" appears). */
async function openDashboard(page: Page, lang: string, text: typeof en, query = '') {
  await page.goto(`${base}/${lang}/dashboard${query}`)
  await page.getByRole('button', { name: text.clearAll.button }).waitFor()
}

describe.each(journeys)('dashboard in $lang', ({ lang, text, receiptLanguage, receiptLang, receiptTitle }) => {
  const t = translatorOf(text)
  let browser: Browser
  let noScript: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
    noScript = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await browser.close()
    await noScript.close()
  })

  it('stars, renames, deletes with and without undo, filters and clears all', async () => {
    const page = await browser.newPage()
    await signUp(page, lang, 'dash')
    expect(await page.locator('.empty-state h3').innerText()).toBe(text.empty.title)
    expect(await page.locator('.empty-state a').getAttribute('href')).toBe(`/${lang}`)
    for (const item of ITEMS) await saveCalculation(page, item, { lang })

    await openDashboard(page, lang, text)
    await expect.poll(() => titles(page)).toEqual(['Trip', 'Bike', 'Laptop'])
    expect(await page.locator('[role="img"] .chart-bar').count()).toBe(3)

    const star = row(page, 'Laptop').getByRole('button', { name: t('actions.favorite', { title: 'Laptop' }) })
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    const starred = answered(page, 'POST', /\/favorite$/)
    await star.click()
    expect(await star.getAttribute('aria-pressed')).toBe('true')
    expect((await starred).status()).toBe(200)
    await expect.poll(() => page.locator('.dashboard-list-section').getAttribute('aria-busy')).toBe('false')

    await row(page, 'Bike')
      .getByRole('button', { name: t('actions.renameLabel', { title: 'Bike' }) })
      .click()
    const input = page.getByLabel(t('actions.titleLabel', { title: 'Bike' }))
    expect(await input.inputValue()).toBe('Bike')
    await input.fill('Road bike')
    const renamed = answered(page, 'PATCH', /\/api\/calculations\/[\w-]+$/)
    await input.press('Enter')
    await expect.poll(() => titles(page)).toEqual(['Trip', 'Road bike', 'Laptop'])
    expect((await renamed).status()).toBe(200)

    const deletes: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url())
    })
    await row(page, 'Trip')
      .getByRole('button', { name: t('actions.deleteLabel', { title: 'Trip' }) })
      .click()
    await expect.poll(() => titles(page)).toEqual(['Road bike', 'Laptop'])
    const undo = page.locator('.snackbar').getByRole('button', { name: text.actions.undo })
    expect(await page.locator('.snackbar span').innerText()).toBe(t('status.deleted', { title: 'Trip' }))
    await undo.click()
    await expect.poll(() => titles(page)).toEqual(['Trip', 'Road bike', 'Laptop'])
    // The keyboard's focus lands on the row brought back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Trip')
    expect(deletes).toEqual([])

    const deleted = answered(page, 'DELETE', /\/api\/calculations\/[\w-]+$/)
    await row(page, 'Trip')
      .getByRole('button', { name: t('actions.deleteLabel', { title: 'Trip' }) })
      .click()
    expect((await deleted).status()).toBe(200)
    expect(deletes).toHaveLength(1)

    await openDashboard(page, lang, text)
    await expect.poll(() => titles(page)).toEqual(['Road bike', 'Laptop'])
    expect(await row(page, 'Laptop').locator('button[aria-pressed]').getAttribute('aria-pressed')).toBe('true')

    await page.getByRole('link', { name: text.filter.favorites }).click()
    await expect.poll(() => titles(page)).toEqual(['Laptop'])
    expect(new URL(page.url()).search).toBe('?favorites=1')
    await page.getByRole('link', { name: text.filter.all }).click()
    await expect.poll(() => titles(page)).toEqual(['Road bike', 'Laptop'])

    await page.getByRole('button', { name: text.clearAll.button }).click()
    expect(await page.locator('.confirm-panel p').innerText()).toBe(t('clearAll.question', { count: 2 }))
    await page.getByRole('button', { name: text.clearAll.cancel }).click()
    await expect.poll(() => titles(page)).toEqual(['Road bike', 'Laptop'])
    await page.getByRole('button', { name: text.clearAll.button }).click()
    const cleared = answered(page, 'DELETE', '/api/calculations')
    await page.getByRole('button', { name: text.clearAll.confirm }).click()
    expect((await cleared).status()).toBe(200)
    expect(await page.locator('.empty-state h3').innerText()).toBe(text.empty.title)
    // The focus lands where it can be seen: on the empty list's heading, not on the list's own, which only screen readers see.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(text.empty.title)
    await page.reload()
    expect(await page.locator('.empty-state h3').innerText()).toBe(text.empty.title)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('removes a row that is gone on the server and says so', async () => {
    const page = await browser.newPage()
    await signUp(page, lang, 'dash')
    const id = await saveCalculation(page, ITEMS[0]!, { lang })
    // Live updates would remove the row before the click: this is the page whose relay cannot connect.
    await page.route('**/api/realtime', (route) => route.abort())
    await openDashboard(page, lang, text)
    const gone = await page.request.delete(`${base}/api/calculations/${id}`, {
      headers: { origin: base, 'content-type': 'application/json' },
    })
    expect(gone.status()).toBe(200)
    await row(page, 'Laptop')
      .getByRole('button', { name: t('actions.favorite', { title: 'Laptop' }) })
      .click()
    await page.locator('.dashboard-error .form-errors').waitFor()
    expect(await page.locator('.dashboard-error').innerText()).toBe(text.errors.notFound)
    expect(await page.locator('.empty-state h3').innerText()).toBe(text.empty.title)
    await page.close()
    const expected = `${base}/${lang}/dashboard: console error: Failed to load resource: the server responded with a status of 404 (Not Found)`
    const offline = (problem: string) => problem.endsWith('Failed to load resource: net::ERR_FAILED')
    expect(browser.problems.filter((problem) => problem !== expected && !offline(problem))).toEqual([])
    browser.problems.length = 0
  })

  it('prints a one-page receipt in the receipt language', async () => {
    const page = await browser.newPage()
    await signUp(page, lang, 'dash')
    await page.goto(`${base}/${lang}/profile`)
    await page.fill('#hourlyRate', '40')
    await page.selectOption('#receiptLanguage', receiptLanguage)
    await page.locator('form[action$="/profile"] button[type="submit"]').click()
    await page.waitForURL(`${base}/${lang}/profile?saved=profile`)
    const id = await saveCalculation(page, ITEMS[0]!, { lang })
    await openDashboard(page, lang, text, `?saved=${id}`)
    expect(await page.locator('.form-success').innerText()).toBe(t('status.saved', { title: 'Laptop' }))
    await row(page, 'Laptop')
      .getByRole('link', { name: t('actions.receiptLabel', { title: 'Laptop' }) })
      .click()
    await page.waitForURL(`${base}/${lang}/dashboard/receipt/${id}`)

    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
    expect(await page.locator('.receipt').getAttribute('lang')).toBe(receiptLang)
    expect(await page.locator('.receipt h2').innerText()).toBe(receiptTitle)
    expect(await page.locator('.receipt').innerText()).toContain('Laptop')
    await page.getByRole('button', { name: text.receipt.print }).waitFor()
    expect(await page.locator('.receipt').getByRole('link', { name: text.receipt.back }).count()).toBe(0)
    expect(await page.getByRole('link', { name: text.receipt.back }).getAttribute('href')).toBe(`/${lang}/dashboard`)

    const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1')
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('stars, renames and deletes through the plain forms without JavaScript', async () => {
    const page = await noScript.newPage()
    await signUp(page, lang, 'dash')
    await page.waitForURL(`${base}/${lang}/dashboard?nojs=1`)
    expect(await page.locator('.empty-state h3').innerText()).toBe(text.empty.title)
    for (const item of ITEMS.slice(0, 2)) await saveCalculation(page, item, { lang })
    await page.reload()
    await expect.poll(() => titles(page)).toEqual(['Bike', 'Laptop'])

    let landed = arrival(page, `${base}/${lang}/dashboard?nojs=1`)
    await row(page, 'Laptop')
      .getByRole('button', { name: t('actions.favorite', { title: 'Laptop' }) })
      .click()
    await landed
    expect(await row(page, 'Laptop').locator('button[aria-pressed]').getAttribute('aria-pressed')).toBe('true')

    landed = arrival(page, `${base}/${lang}/dashboard?favorites=1&nojs=1`)
    await page.getByRole('link', { name: text.filter.favorites }).click()
    await landed
    expect(await titles(page)).toEqual(['Laptop'])

    landed = arrival(page, `${base}/${lang}/dashboard?nojs=1`)
    await page.getByRole('link', { name: text.filter.all }).click()
    await landed
    // Renaming through the plain form: refused with what was typed kept and the reason, then taken.
    await row(page, 'Bike').locator('summary').click()
    const newTitle = page.getByLabel(t('actions.titleLabel', { title: 'Bike' }))
    expect(await newTitle.inputValue()).toBe('Bike')
    await newTitle.fill('Road\u202Ebike')
    landed = arrival(page, /[?&]rename=[\w-]+&.*nojs=1$/)
    await newTitle.press('Enter')
    await landed
    expect(await newTitle.inputValue()).toBe('Road\u202Ebike')
    expect(await newTitle.getAttribute('aria-invalid')).toBe('true')
    expect(await row(page, 'Bike').locator('.field-error').innerText()).toBe(guard.controlCharacters)
    await newTitle.fill('Road bike')
    landed = arrival(page, `${base}/${lang}/dashboard?nojs=1`)
    await newTitle.press('Enter')
    await landed
    await expect.poll(() => titles(page)).toEqual(['Road bike', 'Laptop'])

    landed = arrival(page, `${base}/${lang}/dashboard?deleted=1&nojs=1`)
    await row(page, 'Road bike')
      .getByRole('button', { name: t('actions.deleteLabel', { title: 'Road bike' }) })
      .click()
    await landed
    expect(await page.locator('.form-success').innerText()).toBe(text.status.deletedPlain)
    await expect.poll(() => titles(page)).toEqual(['Laptop'])

    // Clear all asks first, through a page of its own; keeping them changes nothing, confirming deletes everything.
    landed = arrival(page, /[?&]clear=1&nojs=1$/)
    await page.getByRole('link', { name: text.clearAll.button }).click()
    await landed
    expect(await page.locator('#clear-all-question').innerText()).toBe(t('clearAll.question', { count: 1 }))
    landed = arrival(page, `${base}/${lang}/dashboard?nojs=1`)
    await page.getByRole('link', { name: text.clearAll.cancel }).click()
    await landed
    expect(await titles(page)).toEqual(['Laptop'])
    landed = arrival(page, /[?&]clear=1&nojs=1$/)
    await page.getByRole('link', { name: text.clearAll.button }).click()
    await landed
    landed = arrival(page, `${base}/${lang}/dashboard?cleared=1&nojs=1`)
    await page.getByRole('button', { name: text.clearAll.confirm }).click()
    await landed
    expect(await page.locator('.form-success').innerText()).toBe(text.status.cleared)
    expect(await page.locator('.empty-state h3').innerText()).toBe(text.empty.title)
    expect(await storedCalculations(page)).toEqual([])
    await page.close()
    expect(noScript.problems).toEqual([])
  })
})

describe('dashboard notices', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('keeps a delete’s Undo when the answer to an earlier rename arrives after it', async () => {
    const t = translatorOf(en)
    const page = await browser.newPage()
    await signUp(page, 'en', 'notice')
    for (const item of ITEMS.slice(1)) await saveCalculation(page, item, { lang: 'en' })
    await openDashboard(page, 'en', en)
    await expect.poll(() => titles(page)).toEqual(['Trip', 'Bike'])

    // The rename's answer is held back until the delete's Undo is on screen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/calculations\/[\w-]+$/, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback()
      const response = await route.fetch()
      await held
      await route.fulfill({ response })
    })
    const renamed = answered(page, 'PATCH', /\/api\/calculations\/[\w-]+$/)
    await row(page, 'Bike')
      .getByRole('button', { name: t('actions.renameLabel', { title: 'Bike' }) })
      .click()
    await page.getByLabel(t('actions.titleLabel', { title: 'Bike' })).fill('Road bike')
    await page.keyboard.press('Enter')
    await row(page, 'Trip')
      .getByRole('button', { name: t('actions.deleteLabel', { title: 'Trip' }) })
      .click()
    const snackbar = page.locator('.snackbar span')
    await expect.poll(() => snackbar.innerText()).toBe(t('status.deleted', { title: 'Trip' }))
    release()
    expect((await renamed).status()).toBe(200)
    await expect.poll(() => titles(page)).toEqual(['Road bike'])
    expect(await snackbar.innerText()).toBe(t('status.deleted', { title: 'Trip' }))
    await page.locator('.snackbar').getByRole('button', { name: en.actions.undo }).click()
    await expect.poll(() => titles(page)).toEqual(['Trip', 'Road bike'])
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('ends on the last star pressed, on screen and on the server, when the first press is slow to leave', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'stars')
    await saveCalculation(page, ITEMS[0]!, { lang: 'en' })
    await openDashboard(page, 'en', en)
    // The first press's request is held back on its way, long enough for a second press to overtake it if it could.
    let presses = 0
    await page.route(/\/favorite$/, (route) => {
      presses += 1
      setTimeout(() => void route.continue(), presses === 1 ? 1500 : 0)
    })
    let answers = 0
    page.on('response', (response) => void (/\/favorite$/.test(response.url()) && (answers += 1)))
    const star = row(page, 'Laptop').locator('button[aria-pressed]')
    await star.click()
    expect(await star.getAttribute('aria-pressed')).toBe('true')
    await star.click()
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(() => answers, { timeout: 10_000 }).toBe(2)
    await page.waitForTimeout(300)
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    expect((await storedCalculations(page))[0]).toMatchObject({ is_favorite: false })
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('shows what a Clear all whose answer was lost did, once the list is read again, and no longer says the server was out of reach', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'lost')
    for (const item of ITEMS.slice(0, 2)) await saveCalculation(page, item, { lang: 'en' })
    await openDashboard(page, 'en', en)
    await liveOnline(page)
    // The server clears the list; its answer never reaches the page.
    await page.route('**/api/calculations', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback()
      await route.fetch()
      await route.abort('failed')
    })
    await page.getByRole('button', { name: en.clearAll.button }).click()
    const refused = page.waitForEvent('requestfailed', (request) => request.method() === 'DELETE')
    await page.getByRole('button', { name: en.clearAll.confirm }).click()
    await refused
    // The list read again is empty, and "could not reach the server" goes.
    await expect.poll(() => page.locator('.empty-state h3').count()).toBe(1)
    await expect.poll(() => page.locator('.dashboard-error').innerText()).toBe('')
    await page.waitForTimeout(500)
    expect(await page.locator('.empty-state h3').count()).toBe(1)
    expect(await page.locator('.dashboard-error').innerText()).toBe('')
    expect(await storedCalculations(page)).toEqual([])
    await page.close()
    expect(browser.problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([])
    browser.problems.length = 0
  })

  it('keeps a refused or unsent rename open with what was typed and the reason beside it', async () => {
    const t = translatorOf(en)
    const page = await browser.newPage()
    await signUp(page, 'en', 'renam')
    await saveCalculation(page, ITEMS[1]!, { lang: 'en' })
    await openDashboard(page, 'en', en)
    await liveOnline(page)
    const field = page.getByRole('textbox', { name: t('actions.titleLabel', { title: 'Bike' }) })
    const rename = async (title: string) => {
      await row(page, 'Bike')
        .getByRole('button', { name: t('actions.renameLabel', { title: 'Bike' }) })
        .click()
      await field.fill(title)
      await field.press('Enter')
    }

    // Refused by the server: an invisible control character.
    const refused = answered(page, 'PATCH', /\/api\/calculations\/[\w-]+$/)
    await rename('Bike\u0007 for the city')
    expect((await refused).status()).toBe(422)
    await expect.poll(() => field.inputValue()).toBe('Bike\u0007 for the city')
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('.dashboard-rename .field-error').innerText()).toContain('invisible control characters')

    // Never reaching the server: the field stays, and so does the reason once the list is read again.
    await field.press('Escape')
    await page.route(/\/api\/calculations\/[\w-]+$/, (route) =>
      route.request().method() === 'PATCH' ? route.abort('failed') : route.fallback(),
    )
    const readAgain = answered(page, 'GET', /\/api\/calculations/)
    await rename('City bike')
    await readAgain
    await page.waitForTimeout(500)
    expect(await field.inputValue()).toBe('City bike')
    expect(await page.locator('.dashboard-rename .field-error').innerText()).toBe(en.errors.network)
    expect((await storedCalculations(page))[0]).toMatchObject({ title: 'Bike' })
    await page.close()
    browser.problems.length = 0
  })

  it('closes the Clear all question on Escape, keeping everything, with the keyboard back on Clear all', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'escape')
    await saveCalculation(page, ITEMS[0]!, { lang: 'en' })
    await openDashboard(page, 'en', en)
    await page.getByRole('button', { name: en.clearAll.button }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(en.clearAll.cancel)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(en.clearAll.button)
    expect(await page.getByRole('button', { name: en.clearAll.confirm }).count()).toBe(0)
    expect(await titles(page)).toEqual(['Laptop'])
    await page.close()
  })

  it('goes on with a Clear all question asked before the page was live, with the buttons once it is', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'asked')
    await saveCalculation(page, ITEMS[0]!, { lang: 'en' })
    await page.goto(`${base}/en/dashboard?clear=1`)
    await islandHydrated(page, 'dashboard')
    expect(await page.locator('#clear-all-question').innerText()).toBe(translatorOf(en)('clearAll.question', { count: 1 }))
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await page.getByRole('button', { name: en.clearAll.cancel }).click()
    expect(await page.locator('#clear-all-question').count()).toBe(0)
    expect(await titles(page)).toEqual(['Laptop'])
    await page.close()
  })

  it('keeps saying a star never reached the server once the list read again shows it was not made, and never that the site is offline', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'unsent')
    await saveCalculation(page, ITEMS[0]!, { lang: 'en' })
    await openDashboard(page, 'en', en)
    await liveOnline(page)
    // Whether the live indicator ever says the site is offline: the site answers, one request was lost.
    await page.evaluate(() => {
      const indicator = document.getElementById('live-status')!
      new MutationObserver(() => {
        if (indicator.dataset.state === 'offline') document.documentElement.dataset.saidOffline = ''
      }).observe(indicator, { attributes: true, childList: true })
    })
    await page.route(/\/favorite$/, (route) => route.abort('failed'))
    const readAgain = answered(page, 'GET', /\/api\/calculations/)
    const star = row(page, 'Laptop').locator('button[aria-pressed]')
    await star.click()
    await readAgain
    await page.waitForTimeout(1500)
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    expect(await page.locator('.dashboard-error').innerText()).toBe(en.errors.network)
    expect(await page.evaluate(() => 'saidOffline' in document.documentElement.dataset)).toBe(false)
    await page.close()
    browser.problems.length = 0
  })

  it('lands the keyboard on the visible empty state once the last row is deleted and its Undo is gone', async () => {
    const t = translatorOf(en)
    const page = await browser.newPage()
    await signUp(page, 'en', 'last')
    await saveCalculation(page, ITEMS[0]!, { lang: 'en' })
    await openDashboard(page, 'en', en)
    await row(page, 'Laptop')
      .getByRole('button', { name: t('actions.deleteLabel', { title: 'Laptop' }) })
      .focus()
    await page.keyboard.press('Enter')
    const undo = page.getByRole('button', { name: en.actions.undo })
    await undo.waitFor()
    await undo.waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(en.empty.title)
    expect(await page.evaluate(() => document.activeElement?.checkVisibility())).toBe(true)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('keeps the keyboard in the favourites when a star pressed there takes its row out of the list', async () => {
    const t = translatorOf(en)
    const page = await browser.newPage()
    await signUp(page, 'en', 'unstar')
    for (const item of ITEMS.slice(0, 2)) {
      const saved = await saveCalculation(page, item, { lang: 'en' })
      await callApi(page, 'POST', `/api/calculations/${saved}/favorite`, { lang: 'en', data: {} })
    }
    await page.goto(`${base}/en/dashboard?favorites=1`)
    await islandHydrated(page, 'dashboard')
    await row(page, 'Bike')
      .getByRole('button', { name: t('actions.favorite', { title: 'Bike' }) })
      .focus()
    await page.keyboard.press('Enter')
    await row(page, 'Bike').waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Laptop')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('says a row being renamed was deleted elsewhere, and keeps the keyboard in the list', async () => {
    const t = translatorOf(en)
    const page = await browser.newPage()
    await signUp(page, 'en', 'gone')
    for (const item of ITEMS.slice(0, 2)) await saveCalculation(page, item, { lang: 'en' })
    await openDashboard(page, 'en', en)
    await liveOnline(page)
    await row(page, 'Laptop')
      .getByRole('button', { name: t('actions.renameLabel', { title: 'Laptop' }) })
      .click()
    await page.getByLabel(t('actions.titleLabel', { title: 'Laptop' })).fill('Laptop, half')
    const laptop = (await storedCalculations(page)).find((stored) => stored.title === 'Laptop')!
    // Another tab deletes it.
    expect((await callApi(page, 'DELETE', `/api/calculations/${laptop.id as string}`)).status()).toBe(200)
    await expect.poll(() => titles(page)).toEqual(['Bike'])
    await page.getByText(en.errors.notFound).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Bike')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('sends a delete still waiting for its Undo when the person follows a link away', async () => {
    const t = translatorOf(en)
    const page = await browser.newPage()
    await signUp(page, 'en', 'leave')
    for (const item of ITEMS.slice(0, 2)) await saveCalculation(page, item, { lang: 'en' })
    await openDashboard(page, 'en', en)
    // Every link is then answered by the service worker, as for anyone who has been on the site before.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    await row(page, 'Laptop')
      .getByRole('button', { name: t('actions.deleteLabel', { title: 'Laptop' }) })
      .click()
    await expect.poll(() => titles(page)).toEqual(['Bike'])
    await page.locator('header a[href="/en/goals"]').first().click()
    await page.waitForURL(`${base}/en/goals`)
    await expect.poll(async () => (await storedCalculations(page)).map((stored) => stored.title)).toEqual(['Bike'])
    await openDashboard(page, 'en', en)
    expect(await titles(page)).toEqual(['Bike'])
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('deletes what was deleted on a page that went before its delete arrived: reloaded at once, or closed', async () => {
    const t = translatorOf(en)
    const page = await browser.newPage()
    await signUp(page, 'en', 'gone')
    for (const item of ITEMS) await saveCalculation(page, item, { lang: 'en' })
    await openDashboard(page, 'en', en)
    const deleteRow = (title: string) =>
      row(page, title)
        .getByRole('button', { name: t('actions.deleteLabel', { title }) })
        .click()
    // The next delete sent is held until the page that sent it has gone, then never arrives (a phone's connection dropping as it closes).
    let toLose = 0
    let release = () => {}
    let gone = Promise.resolve()
    const lose = async (route: Route) => {
      if (route.request().method() !== 'DELETE' || toLose === 0) return route.fallback()
      toLose -= 1
      await gone
      await route.abort('connectionreset').catch(() => undefined)
    }
    const loseUntilGone = () => {
      toLose = 1
      gone = new Promise((resolve) => (release = resolve))
    }
    const arriveAgain = async () => {
      await expect.poll(() => toLose).toBe(0)
      release()
    }
    await page.context().route('**/api/calculations/*', lose)

    loseUntilGone()
    await deleteRow('Laptop')
    await expect.poll(() => titles(page)).toEqual(['Trip', 'Bike'])
    await page.reload()
    await arriveAgain()
    await page.getByRole('button', { name: en.clearAll.button }).waitFor()
    await expect.poll(() => titles(page)).toEqual(['Trip', 'Bike'])
    await expect.poll(async () => (await storedCalculations(page)).map((stored) => stored.title)).toEqual(['Trip', 'Bike'])

    loseUntilGone()
    await deleteRow('Bike')
    await expect.poll(() => titles(page)).toEqual(['Trip'])
    // Closed like a phone's browser put away: the page may not even send it, or it may arrive after
    // the next page was rendered with the row, whose delete of it again is then answered 404 (and logged by the browser).
    await page.close()
    toLose = 0
    release()
    const next = await browser.newPage()
    await openDashboard(next, 'en', en)
    await expect.poll(() => titles(next)).toEqual(['Trip'])
    await expect.poll(async () => (await storedCalculations(next)).map((stored) => stored.title)).toEqual(['Trip'])
    expect(await next.getByText(en.errors.notFound).count()).toBe(0)
    await next.context().unroute('**/api/calculations/*', lose)
    await next.close()
    const deletedTwice = `${base}/en/dashboard: console error: Failed to load resource: the server responded with a status of 404 (Not Found)`
    expect(browser.problems.filter((problem) => problem !== deletedTwice)).toEqual([])
  })
})

describe('the favourites filter in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('finds old favourites among more than a page of calculations, counted and paged by the server', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'favs')
    const ids: string[] = []
    for (let price = 1; price <= DASHBOARD_PAGE_SIZE + 3; price += 1) {
      ids.push(
        await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: false, price, title: `Item ${price}` }),
      )
    }
    for (const id of ids.slice(0, 2)) {
      const res = await page.request.post(`${base}/api/calculations/${id}/favorite`, {
        data: { isFavorite: false },
        headers: { origin: base, 'content-type': 'application/json' },
      })
      expect(res.status()).toBe(200)
    }
    await openDashboard(page, 'en', en)
    expect(await titles(page)).toHaveLength(DASHBOARD_PAGE_SIZE)

    // While the favourites are read, no count is made up from the rows of the other list.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/calculations\?.*favorites=1/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: en.filter.favorites }).click()
    await page.waitForTimeout(300)
    expect(plain(await page.locator('.dashboard-count').innerText())).not.toMatch(/\d/)
    release()
    await expect.poll(() => titles(page)).toEqual(['Item 2', 'Item 1'])
    expect(new URL(page.url()).search).toBe('?favorites=1')
    expect(plain(await page.locator('.dashboard-count').innerText())).toBe('2 favourites')
    expect(await page.locator('.dashboard-more').count()).toBe(0)
    await expectNoAxeViolations(page, 'the favourites of a long list')

    await page.getByRole('link', { name: en.filter.all }).click()
    await expect.poll(() => titles(page)).toHaveLength(DASHBOARD_PAGE_SIZE)
    expect(plain(await page.locator('.dashboard-count').innerText())).toBe(`${DASHBOARD_PAGE_SIZE + 3} calculations`)
    expect(await page.locator('.dashboard-more').innerText()).toContain(
      `Showing the newest ${DASHBOARD_PAGE_SIZE} of ${DASHBOARD_PAGE_SIZE + 3}.`,
    )

    await page.goto(`${base}/en/dashboard?favorites=1`)
    await islandHydrated(page, 'dashboard')
    expect(await titles(page)).toEqual(['Item 2', 'Item 1'])
    await page.close()
    expect(browser.problems).toEqual([])
  })
})
