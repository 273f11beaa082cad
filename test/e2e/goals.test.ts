import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locale } from '../../src/i18n/locales.ts'
import { translatorOf } from '../../src/i18n/translate.ts'
import { messagesFor } from '../../src/i18n/translator.ts'
import { formatSavedDate } from '../../src/lib/calculation/summary.ts'
import { formatCount, formatHoursMinutes, formatMoney, formatPercent } from '../../src/lib/format.ts'
import { callApi, callApiJson, saveCalculation } from './support/api.ts'
import { arrival } from './support/arrival.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { signUp } from './support/sign-up.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

/** The amounts typed the way each language writes numbers. */
const TYPED = {
  en: { target: '1,000.00', saved: '300.00', newTarget: '1,200', rest: '900' },
  de: { target: '1.000,00', saved: '300,00', newTarget: '1.200', rest: '900' },
  'pt-BR': { target: '1.000,00', saved: '300,00', newTarget: '1.200', rest: '900' },
} as const

/** An ISO date `days` days after today (UTC, as the server counts). */
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Submits the form `button` belongs to and waits for the page it leads to. */
async function submit(page: Page, button: Locator, url: RegExp) {
  const arrived = arrival(page, url)
  await button.click()
  await arrived
}

// One language per journey, another in each file: every page is rendered in every language by site.test.ts and the worker tests.
describe.each(['de'] as const satisfies readonly Locale[])('goals in %s', (lang) => {
  const messages = messagesFor(lang)
  const text = messages.goals
  const t = translatorOf(text)
  const profile = messages.auth.profile
  const typed = TYPED[lang]
  const deadline = isoInDays(70)
  let browser: Browser
  let noScript: Browser

  /** The hours-needed and weekly lines for `remaining` money at 40 an hour, 8-hour workdays, ten weeks to go. */
  const figures = (remaining: number) => {
    const hours = remaining / 40
    const weekly = hours / 10
    const time = (h: number) => formatHoursMinutes({ hours: Math.floor(h), minutes: Math.round((h % 1) * 60) }, lang)
    const workdays = (h: number) => formatCount(messages.calculator.result.workdays, Math.round((h / 8) * 10) / 10, lang)
    return {
      hours: plain(t('figures.hoursNeeded', { time: time(hours), days: workdays(hours) })),
      weekly: plain(
        t('figures.perWeekWorkdays', { time: time(weekly), date: formatSavedDate(deadline, lang, 'long'), workdays: workdays(weekly) }),
      ),
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    noScript = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await browser.close()
    await noScript.close()
  })

  /** Signs up, sets a rate of 40 EUR an hour with the work week on in the profile, and opens the goals page. */
  async function start(page: Page) {
    await signUp(page, lang, 'goal')
    await page.goto(`${base}/${lang}/profile`)
    await page.getByLabel(profile.hourlyRate, { exact: true }).fill('40')
    await page.getByLabel(profile.currency, { exact: true }).selectOption('EUR')
    await page.getByRole('checkbox', { name: profile.workWeek }).check()
    await page.getByRole('button', { name: profile.save }).click()
    await page.getByText(profile.saved).waitFor()
    // The confirmation is what the page opens focused, so it is read first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(profile.saved)
    await page.goto(`${base}/${lang}/goals`)
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor()
  }

  /**
   * The whole journey on the goals page: errors, create, savings, edit, reach, delete and undo.
   * With JavaScript (`problems` given), axe checks each state and the refused form's 422 is the
   * one console error expected; without JavaScript axe cannot run in the page (the HTML is the same).
   */
  async function journey(page: Page, problems?: string[]) {
    const axeCheck = async (state: string) => {
      if (problems) await expectNoAxeViolations(page, `the goals page ${state} in ${lang}`)
    }
    await start(page)
    expect(await page.getByText(text.empty).count()).toBe(1)
    await axeCheck('empty')

    const create = page.getByRole('region', { name: text.form.createHeading })
    await create.getByLabel(text.form.targetAmount, { exact: true }).fill('abc')
    await submit(page, create.getByRole('button', { name: text.form.create }), /\/goals$/)
    expect(await page.getByRole('alert').filter({ hasText: text.errors.summary }).count()).toBe(1)
    expect(await create.getByLabel(text.form.title, { exact: true }).getAttribute('aria-invalid')).toBe('true')
    expect(await create.getByLabel(text.form.targetAmount, { exact: true }).getAttribute('aria-invalid')).toBe('true')
    if (problems) expect(problems.splice(0)).toEqual([expect.stringMatching(/\/goals: console error: .* 422 /)])
    await axeCheck('with form errors')

    await create.getByLabel(text.form.title, { exact: true }).fill('Lisbon')
    await create.getByLabel(text.form.targetAmount, { exact: true }).fill(typed.target)
    expect(await create.getByLabel(text.form.currency, { exact: true }).inputValue()).toBe('EUR')
    await create.getByLabel(text.form.deadline, { exact: true }).fill(deadline)
    await submit(page, create.getByRole('button', { name: text.form.create }), /done=created/)
    expect(await page.getByRole('status').filter({ hasText: text.flash.created }).count()).toBe(1)
    const goal = page.getByRole('article', { name: 'Lisbon' })
    // The page comes back at the new goal, which has the focus: the next Tab is within it.
    await expect.poll(() => goal.evaluate((card) => card === document.activeElement)).toBe(true)
    const progress = goal.getByRole('progressbar', { name: t('figures.progress', { title: 'Lisbon' }) })
    expect(await progress.getAttribute('aria-valuetext')).toBe(t('figures.percent', { percent: formatPercent(0, lang) }))
    let expected = figures(1000)
    expect(plain(await goal.locator('.goal-hours').innerText())).toBe(expected.hours)
    expect(plain(await goal.locator('.goal-weekly').innerText())).toBe(expected.weekly)
    await axeCheck('with a goal')

    await goal.getByLabel(t('form.amount', { title: 'Lisbon' }), { exact: true }).fill(typed.saved)
    await submit(page, goal.getByRole('button', { name: text.form.addSavings }), /done=savingsAdded/)
    expect(await page.getByRole('status').filter({ hasText: text.flash.savingsAdded }).count()).toBe(1)
    expect(await progress.getAttribute('aria-valuetext')).toBe(t('figures.percent', { percent: formatPercent(0.3, lang) }))
    expected = figures(700)
    expect(plain(await goal.locator('.goal-hours').innerText())).toBe(expected.hours)
    expect(plain(await goal.locator('.goal-weekly').innerText())).toBe(expected.weekly)

    await goal.getByText(t('form.editSummary', { title: 'Lisbon' })).click()
    await goal.getByLabel(text.form.title, { exact: true }).fill('Lisbon trip')
    await goal.getByLabel(text.form.targetAmount, { exact: true }).fill(typed.newTarget)
    await submit(page, goal.getByRole('button', { name: text.form.save }), /done=updated/)
    expect(await page.getByRole('status').filter({ hasText: text.flash.updated }).count()).toBe(1)
    const edited = page.getByRole('article', { name: 'Lisbon trip' })
    await expect.poll(() => edited.evaluate((card) => card === document.activeElement)).toBe(true)
    expected = figures(900)
    expect(plain(await edited.locator('.goal-hours').innerText())).toBe(expected.hours)
    expect(plain(await edited.locator('.goal-weekly').innerText())).toBe(expected.weekly)

    await edited.getByLabel(t('form.amount', { title: 'Lisbon trip' }), { exact: true }).fill(typed.rest)
    await submit(page, edited.getByRole('button', { name: text.form.addSavings }), /done=savingsAdded/)
    expect(await edited.getByText(text.figures.reached).count()).toBe(1)
    expect(await edited.locator('.goal-hours').count()).toBe(0)
    expect(
      await edited.getByRole('progressbar', { name: t('figures.progress', { title: 'Lisbon trip' }) }).getAttribute('aria-valuetext'),
    ).toBe(t('figures.percent', { percent: formatPercent(1, lang) }))

    await submit(page, edited.getByRole('button', { name: t('form.deleteLabel', { title: 'Lisbon trip' }) }), /done=deleted/)
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: t('flash.deleted', { title: 'Lisbon trip' }) })
        .count(),
    ).toBe(1)
    expect(await page.getByRole('article').count()).toBe(0)
    expect(await page.getByText(text.empty).count()).toBe(1)
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe(`BUTTON ${text.form.undo}`)
    await axeCheck('after a deletion')

    await submit(page, page.getByRole('button', { name: text.form.undo }), /done=restored/)
    expect(await page.getByRole('status').filter({ hasText: text.flash.restored }).count()).toBe(1)
    const restored = page.getByRole('article', { name: 'Lisbon trip' })
    expect(await restored.getByText(text.figures.reached).count()).toBe(1)
    const amount = formatMoney(1200, 'EUR', lang)
    expect(plain(await restored.locator('.goal-saved').innerText())).toBe(plain(t('figures.saved', { saved: amount, target: amount })))
  }

  /** A saved price→time calculation becomes a goal from the dashboard, and the goals page opens at it. */
  async function fromDashboard(page: Page, dashboard: string, hydrated: boolean) {
    await saveCalculation(
      page,
      { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'Laptop' },
      { lang },
    )
    await page.goto(`${base}${dashboard}`)
    if (hydrated) await page.getByRole('button', { name: messages.dashboard.clearAll.button }).waitFor()
    const saveToward = page.getByRole('button', { name: translatorOf(messages.dashboard)('actions.saveTowardLabel', { title: 'Laptop' }) })
    await submit(page, saveToward, /\/goals\?done=created#goal-/)
    const goal = page.getByRole('article', { name: 'Laptop' })
    expect(new URL(page.url()).hash).toBe(`#${await goal.getAttribute('id')}`)
    expect(plain(await goal.locator('.goal-hours').innerText())).toBe(
      plain(
        t('figures.hoursNeeded', {
          time: formatHoursMinutes({ hours: 30, minutes: 0 }, lang),
          days: formatCount(messages.calculator.result.workdays, 3.8, lang),
        }),
      ),
    )
  }

  it('with JavaScript: sets a rate, creates, saves toward, edits, reaches, deletes and restores a goal', async () => {
    const page = await browser.newPage()
    await journey(page, browser.problems)
    await fromDashboard(page, `/${lang}/dashboard`, true)
    expect(browser.problems).toEqual([])
  })

  it('without JavaScript: the same with plain form posts', async () => {
    const page = await noScript.newPage()
    await journey(page)
    await fromDashboard(page, `/${lang}/dashboard?nojs=1`, false)
  })
})

/** Clicks a button three times, 80 ms apart, as an impatient person does while the page is on its way to the answer. */
async function clickThrice(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    for (const delay of [0, 80, 160]) setTimeout(() => element.click(), delay)
  })
}

describe('a goals form pressed again while it is on its way', () => {
  const text = messagesFor('en').goals
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('adds the goal once and the savings once however many times the button is clicked', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'clicks')
    await page.goto(`${base}/en/goals`)
    const create = page.getByRole('region', { name: text.form.createHeading })
    await create.getByLabel(text.form.title, { exact: true }).fill('Bike')
    await create.getByLabel(text.form.targetAmount, { exact: true }).fill('500')
    let landed = arrival(page, /done=created/)
    await clickThrice(create.getByRole('button', { name: text.form.create }))
    await landed
    const goals = async () => (await (await callApi(page, 'GET', '/api/goals')).json()).goals as { savedAmount: number }[]
    expect(await goals()).toHaveLength(1)

    const goal = page.getByRole('article', { name: 'Bike' })
    await goal.getByLabel(translatorOf(text)('form.amount', { title: 'Bike' }), { exact: true }).fill('10')
    landed = arrival(page, /done=savingsAdded/)
    await clickThrice(goal.getByRole('button', { name: text.form.addSavings }))
    await landed
    expect((await goals()).map((stored) => stored.savedAmount)).toEqual([10])
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('closes a goal’s edit form and a shared comparison’s delete question on Escape, the keyboard back on what opened them', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'escape')
    await callApiJson(page, 'POST', '/api/goals', { data: { title: 'Camera', targetAmount: 800, savedAmount: 0 } })
    const laptop = await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', price: 900, title: 'Laptop' })
    const bike = await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', price: 500, title: 'Bike' })
    await callApiJson(page, 'POST', '/api/comparisons', { data: { calculationIds: [laptop, bike], title: 'Laptop or bike' } })
    const isOpen = (details: Locator) => details.evaluate((element: HTMLDetailsElement) => element.open)
    const focused = (element: Locator) => element.evaluate((node) => node === document.activeElement)

    await page.goto(`${base}/en/goals`)
    await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    const edit = page.locator('details.goal-edit')
    await edit.locator('summary').focus()
    await page.keyboard.press('Enter')
    await edit.getByLabel(text.form.title, { exact: true }).fill('Camera and lens')
    await page.keyboard.press('Escape')
    expect(await isOpen(edit)).toBe(false)
    expect(await focused(edit.locator('summary'))).toBe(true)
    await page.keyboard.press('Enter')
    expect(await edit.getByLabel(text.form.title, { exact: true }).inputValue()).toBe('Camera and lens')

    await page.goto(`${base}/en/dashboard`)
    await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    const question = page.locator('details.dashboard-comparison-delete')
    await question.locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await isOpen(question)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await isOpen(question)).toBe(false)
    expect(await focused(question.locator('summary'))).toBe(true)
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('adds the goal once and the savings once when the page comes back from history and its form is sent again', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'history')
    const goals = async () => (await (await callApi(page, 'GET', '/api/goals')).json()).goals as { savedAmount: number }[]
    const pageStarted = () => page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    await page.goto(`${base}/en/goals`)
    await pageStarted()
    const create = page.getByRole('region', { name: text.form.createHeading })
    await create.getByLabel(text.form.title, { exact: true }).fill('Bike')
    await create.getByLabel(text.form.targetAmount, { exact: true }).fill('500')
    await submit(page, create.getByRole('button', { name: text.form.create }), /done=created/)
    await page.goBack()
    await pageStarted()
    await expect.poll(() => create.getByLabel(text.form.title, { exact: true }).inputValue()).toBe('Bike')
    await submit(page, create.getByRole('button', { name: text.form.create }), /done=created/)
    expect(await goals()).toHaveLength(1)

    const goal = page.getByRole('article', { name: 'Bike' })
    const amount = goal.getByLabel(translatorOf(text)('form.amount', { title: 'Bike' }), { exact: true })
    await pageStarted()
    await amount.fill('10')
    await submit(page, goal.getByRole('button', { name: text.form.addSavings }), /done=savingsAdded/)
    await page.goBack()
    await pageStarted()
    await expect.poll(() => amount.inputValue()).toBe('10')
    await submit(page, goal.getByRole('button', { name: text.form.addSavings }), /done=savingsAdded/)
    expect((await goals()).map((stored) => stored.savedAmount)).toEqual([10])
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('keeps every field typed, amounts too, when the person follows a link away and comes back', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'away')
    await page.goto(`${base}/en/goals`)
    await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    const create = page.getByRole('region', { name: text.form.createHeading })
    await create.getByLabel(text.form.title, { exact: true }).fill('Camera')
    await create.getByLabel(text.form.targetAmount, { exact: true }).fill('799.90')
    await create.getByLabel(text.form.savedAmount, { exact: true }).fill('120')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
    await page.waitForURL(`${base}/en/privacy`)
    await page.goBack()
    await page.waitForURL(`${base}/en/goals`)
    const again = page.getByRole('region', { name: text.form.createHeading })
    await expect.poll(() => again.getByLabel(text.form.title, { exact: true }).inputValue()).toBe('Camera')
    expect(await again.getByLabel(text.form.targetAmount, { exact: true }).inputValue()).toBe('799.90')
    expect(await again.getByLabel(text.form.savedAmount, { exact: true }).inputValue()).toBe('120')
    await page.close()
    expect(browser.problems).toEqual([])
  })
})
