import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { en } from '../../src/i18n/messages/en.ts'
import { ptBR } from '../../src/i18n/messages/pt-BR.ts'
import { translatorOf } from '../../src/i18n/translate.ts'
import { callApi, callApiJson, saveCalculation, storedCalculations, type CalculationBody } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { arrival } from './support/arrival.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { islandHydrated } from './support/calculator.ts'
import { row, titles } from './support/dashboard.ts'
import { liveOnline } from './support/live.ts'
import { signUp, type Account } from './support/sign-up.ts'
import { PNG } from './support/picture.ts'

const base = inject('baseUrl')

// One language per journey, another in each file: every page is rendered in every language by site.test.ts and the worker tests.
const journeys = [{ lang: 'pt-BR', text: ptBR }] as const

type Text = (typeof journeys)[number]['text']

const calculation = (title: string, price: number): CalculationBody => ({
  mode: 'price_to_time',
  rate: 40,
  currency: 'EUR',
  workweek: true,
  price,
  title,
})

/** Opens a page of the user's and waits until it is live (and, on the dashboard, hydrated). */
async function open(page: Page, path: string, text?: Text) {
  await page.goto(`${base}${path}`)
  await liveOnline(page)
  if (text) await page.locator('.dashboard-list, .empty-state').first().waitFor()
}

/** Posts a plain form the way a browser without JavaScript does (same origin, url-encoded), and follows the redirect. */
async function postForm(page: Page, path: string, form: Record<string, string>) {
  const res = await page.request.post(`${base}${path}`, { form, headers: { origin: base } })
  expect(res.status(), `POST ${path}`).toBeLessThan(400)
}

describe.each(journeys)('live updates in $lang', ({ lang, text }) => {
  const t = translatorOf(text)
  const d = translatorOf(text.dashboard)
  let mine: Browser
  let theirs: Browser
  let account: Account
  let page1: Page
  let page2: Page
  let other: Page

  beforeAll(async () => {
    mine = await launchBrowser()
    theirs = await launchBrowser()
    page1 = await mine.newPage()
    account = await signUp(page1, lang, 'live')
    page2 = await mine.newPage()
    other = await theirs.newPage()
    await signUp(other, lang, 'live')
  })
  afterAll(async () => {
    await mine.close()
    await theirs.close()
  })

  it('keeps two pages of one user in step, whatever made the change, and shows another user nothing', async () => {
    await open(page1, `/${lang}/dashboard`, text)
    await open(page2, `/${lang}/dashboard`, text)
    await open(other, `/${lang}/dashboard`, text)

    // Directly through the API.
    const laptop = await saveCalculation(page1, calculation('Laptop', 1200), { lang })
    await saveCalculation(page1, calculation('Bike', 350), { lang })
    const trip = await saveCalculation(page1, calculation('Trip', 600), { lang })
    await row(page2, 'Trip').waitFor()
    expect(await titles(page2)).toEqual(['Trip', 'Bike', 'Laptop'])

    // An open rename in page 2 keeps its text and the focus while page 1 stars a row.
    await page2.getByRole('button', { name: d('actions.renameLabel', { title: 'Bike' }) }).click()
    const draft = page2.getByLabel(d('actions.titleLabel', { title: 'Bike' }))
    await draft.fill('Bike (half typed')
    await page1.getByRole('button', { name: d('actions.favorite', { title: 'Laptop' }) }).click()
    await row(page2, 'Laptop').locator('.dashboard-star[aria-pressed="true"]').waitFor()
    expect(await draft.inputValue()).toBe('Bike (half typed')
    expect(await draft.evaluate((input) => input === document.activeElement)).toBe(true)
    await draft.press('Escape')

    // Rename, then delete (sent once the Undo time is over), in page 1.
    await page1.getByRole('button', { name: d('actions.renameLabel', { title: 'Trip' }) }).click()
    await page1.getByLabel(d('actions.titleLabel', { title: 'Trip' })).fill('Summer trip')
    await page1.getByLabel(d('actions.titleLabel', { title: 'Trip' })).press('Enter')
    await row(page2, 'Summer trip').waitFor()
    await page1.getByRole('button', { name: d('actions.deleteLabel', { title: 'Bike' }) }).click()
    await row(page2, 'Bike').waitFor({ state: 'detached' })
    expect(await titles(page2)).toEqual(['Summer trip', 'Laptop'])

    // A comparison through the API: "Your comparisons" in page 2 lists it.
    expect(
      (
        await callApi(page1, 'POST', '/api/comparisons', { lang, data: { calculationIds: [trip, laptop], title: 'Trip or laptop' } })
      ).status(),
    ).toBe(201)
    await page2.locator('.dashboard-comparisons-list h3', { hasText: 'Trip or laptop' }).waitFor()

    // A goal through the goals page's plain form (no JavaScript there): the nearest goal line in page 2.
    await postForm(page1, `/${lang}/goals`, { title: 'Bike fund', targetAmount: '500', savedAmount: '100', currency: 'EUR', deadline: '' })
    await page2.locator('#dashboard-goal .dashboard-goal', { hasText: 'Bike fund' }).waitFor()

    // With JavaScript off, the dashboard's star form.
    const noScript = await launchBrowser({ javaScript: false })
    try {
      const form = await noScript.newPage()
      await form.goto(`${base}/${lang}/login`)
      await form.fill('#email', account.email)
      await form.fill('#password', account.password)
      // Without JavaScript the dashboard refreshes itself to its ?nojs=1 form: wait for that page, never race it.
      const landed = arrival(form, new RegExp(`/${lang}/dashboard\\?nojs=1$`))
      await form.locator('main button[type="submit"]').click()
      await landed
      await form.getByRole('button', { name: d('actions.favorite', { title: 'Summer trip' }) }).click()
      await row(page2, 'Summer trip').locator('.dashboard-star[aria-pressed="true"]').waitFor()
    } finally {
      await noScript.close()
    }

    // Clear all in page 1.
    await page1.getByRole('button', { name: text.dashboard.clearAll.button }).click()
    await page1.getByRole('button', { name: text.dashboard.clearAll.confirm }).click()
    await page2.getByRole('heading', { name: text.dashboard.empty.title }).waitFor()

    // The other user's page heard none of it: its own change arrives, alone.
    await saveCalculation(other, calculation('Theirs', 10), { lang })
    await row(other, 'Theirs').waitFor()
    expect(await titles(other)).toEqual(['Theirs'])
    expect(await other.locator('.dashboard-comparisons-list').count()).toBe(0)
    expect(await other.locator('#dashboard-goal').textContent()).toBe('')
    expect(mine.problems).toEqual([])
    expect(theirs.problems).toEqual([])
  })

  it('updates the goals page and the header in place, keeping an open edit', async () => {
    await open(page1, `/${lang}/goals`)
    await open(page2, `/${lang}/goals`)
    const card = (page: Page, title: string) => page.locator('.goals-list > li', { has: page.getByRole('heading', { name: title }) })

    // Page 2 edits "Bike fund": the edit stays open, typed and focused while page 1 adds a goal and savings.
    await card(page2, 'Bike fund')
      .getByText(t('goals.form.editSummary', { title: 'Bike fund' }))
      .click()
    const title = card(page2, 'Bike fund').locator('input[name="title"]')
    await title.fill('Bike fund, typed')
    await postForm(page1, `/${lang}/goals`, { title: 'Camera', targetAmount: '800', savedAmount: '0', currency: 'EUR', deadline: '' })
    await card(page2, 'Camera').waitFor()
    const camera = await card(page2, 'Camera').locator('article').getAttribute('id')
    await postForm(page1, `/${lang}/goals/${camera!.replace(/^goal-/, '')}/savings`, { amount: '200' })
    await card(page2, 'Camera').locator('progress[value="200"]').waitFor()
    expect(await title.inputValue()).toBe('Bike fund, typed')
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true)
    await expectNoAxeViolations(page2, `goals in ${lang}, updated live`)
    // The card being edited gets its new figures too.
    const bike = (await card(page2, 'Bike fund').locator('article').getAttribute('id'))!.replace(/^goal-/, '')
    await postForm(page1, `/${lang}/goals/${bike}/savings`, { amount: '50' })
    await card(page2, 'Bike fund').locator('progress[value="150"]').waitFor()
    expect(await title.inputValue()).toBe('Bike fund, typed')
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true)

    // A new picture in page 1 shows in page 2's header.
    await page1.goto(`${base}/${lang}/profile`)
    await page1.setInputFiles('#picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await page1.locator('form[action$="/profile/picture"] button[type="submit"]').click()
    await page1.waitForURL(new RegExp(`/${lang}/profile\\?saved=picture`))
    await page2.locator('#nav-profile img.avatar').waitFor()
    expect(await title.inputValue()).toBe('Bike fund, typed')

    // Deleted on page 1 while page 2 edits it: the edit stays as typed, and sending it says the goal is gone.
    await title.focus()
    await postForm(page1, `/${lang}/goals/${bike}/delete`, {})
    await postForm(page1, `/${lang}/goals`, { title: 'Lamp', targetAmount: '90', savedAmount: '0', currency: 'EUR', deadline: '' })
    await card(page2, 'Lamp').waitFor()
    expect(await title.inputValue()).toBe('Bike fund, typed')
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true)
    await title.press('Enter')
    await page2.getByText(text.goals.flash.notFound).waitFor()
    expect(mine.problems.filter((problem) => !problem.includes('404'))).toEqual([])
  })

  it('moves an open calculator and an untouched profile form to a rate changed on another page, and Save stores the rate shown', async () => {
    await callApiJson(page1, 'PATCH', '/api/profile', { lang, data: { hourlyRate: 33, currency: 'EUR' } })
    const profileTab = await mine.newPage()
    await open(page2, `/${lang}`)
    await islandHydrated(page2, 'calculator')
    await open(profileTab, `/${lang}/profile`)
    await page2.fill('#calculator-price', '120')
    await page2.fill('#calculator-title', 'Aba antiga')
    const rateHint = page2.locator('#calculator-rate-hint')
    await expect.poll(() => rateHint.textContent()).toContain('33,00')
    expect(await profileTab.inputValue('#hourlyRate')).toBe('33,00')

    await callApiJson(page1, 'PATCH', '/api/profile', { lang, data: { hourlyRate: 20 } })
    await expect.poll(() => rateHint.textContent()).toContain('20,00')
    await expect.poll(() => profileTab.inputValue('#hourlyRate')).toBe('20,00')
    expect(await page2.inputValue('#calculator-price')).toBe('120')

    await page2.getByRole('button', { name: text.calculator.form.save, exact: true }).click()
    await page2.getByText(text.calculator.form.saved).waitFor()
    const [saved] = await storedCalculations(page2)
    expect(saved).toMatchObject({ title: 'Aba antiga', hourly_rate: 20 })
    await profileTab.close()
    expect(mine.problems).toEqual([])
  })

  it('moves an open calculator to the currency and work week changed on another page with the rate, unless it chose a currency itself', async () => {
    await callApiJson(page1, 'PATCH', '/api/profile', { lang, data: { hourlyRate: 40, currency: 'EUR', useWorkWeek: true } })
    await open(page2, `/${lang}`)
    await islandHydrated(page2, 'calculator')
    await page2.fill('#calculator-price', '1200')
    await page2.fill('#calculator-title', 'Moeda nova')
    expect(await page2.inputValue('#calculator-currency')).toBe('EUR')
    expect(await page2.isChecked('#calculator-workweek')).toBe(true)

    await callApiJson(page1, 'PATCH', '/api/profile', { lang, data: { hourlyRate: 60, currency: 'USD', useWorkWeek: false } })
    await expect.poll(() => page2.inputValue('#calculator-currency')).toBe('USD')
    await expect.poll(() => page2.isChecked('#calculator-workweek')).toBe(false)
    expect(await page2.locator('#calculator-rate-hint').textContent()).toContain('60,00')
    expect(await page2.inputValue('#calculator-price')).toBe('1200')
    await page2.getByRole('button', { name: text.calculator.form.save, exact: true }).click()
    await page2.getByText(text.calculator.form.saved).waitFor()
    const [saved] = await storedCalculations(page2)
    expect(saved).toMatchObject({ title: 'Moeda nova', hourly_rate: 60, currency: 'USD', use_work_week: false })

    // A currency picked on this page stays: the rate follows, the choice is the person's.
    await page2.selectOption('#calculator-currency', 'GBP')
    await callApiJson(page1, 'PATCH', '/api/profile', { lang, data: { hourlyRate: 70, currency: 'BRL' } })
    await expect.poll(() => page2.locator('#calculator-rate-hint').textContent()).toContain('70,00')
    expect(await page2.inputValue('#calculator-currency')).toBe('GBP')
    expect(mine.problems).toEqual([])
  })

  it('shows the offline indicator while the relay cannot connect, then catches up', async () => {
    await page2.route('**/api/realtime', (route) => route.abort())
    await page2.goto(`${base}/${lang}/dashboard`)
    const indicator = page2.getByRole('status').filter({ hasText: text.live.offline })
    await indicator.waitFor()
    expect(await indicator.getAttribute('id')).toBe('live-status')
    await expectNoAxeViolations(page2, `dashboard in ${lang}, live updates off`)

    await saveCalculation(page1, calculation('Missed while offline', 99), { lang })
    await page2.unroute('**/api/realtime')
    await liveOnline(page2)
    await row(page2, 'Missed while offline').waitFor()
    expect(await page2.locator('#live-status').textContent()).toBe('')
    expect((await callApi(page1, 'DELETE', '/api/calculations', { lang })).ok()).toBe(true)
  })
})

describe('a relay that never answers', () => {
  it('counts as a timeout after 10 s: the page says live updates are off, opens a new relay and is live again', async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await signUp(page, 'en', 'stall')
      // The dashboard the sign-up lands on is live first, so its own relay request is never the one that hangs.
      await liveOnline(page)
      let relays = 0
      await page.route('**/api/realtime', (route) => {
        relays += 1
        // The first relay request hangs, as one stalled on its way would; later ones go through.
        if (relays > 1) return route.continue()
      })
      await page.goto(`${base}/en/dashboard`)
      await page.getByRole('status').filter({ hasText: en.live.offline }).waitFor({ timeout: 20_000 })
      await liveOnline(page)
      expect(relays).toBe(2)
      expect(await page.locator('#live-status').textContent()).toBe('')
      expect(browser.problems).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
