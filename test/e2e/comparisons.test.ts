import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { translatorOf } from '../../src/i18n/translate.ts'
import { messagesFor } from '../../src/i18n/translator.ts'
import { saveCalculation, type CalculationBody } from './support/api.ts'
import { arrival } from './support/arrival.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { liveOnline } from './support/live.ts'
import { signUp } from './support/sign-up.ts'

const base = inject('baseUrl')

const CALCULATIONS: CalculationBody[] = [
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'Laptop' },
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 400, title: 'Bike' },
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 600, title: 'Lisbon' },
]

/** Saves the three calculations through the JSON API with the page's session. */
async function saveCalculations(page: Page, lang: string) {
  for (const body of CALCULATIONS) await saveCalculation(page, body, { lang })
}

// One language per journey, another in each file: every page is rendered in every language by site.test.ts and the worker tests.
describe.each(['pt-BR'] as const)('comparisons from the dashboard in %s', (lang) => {
  const messages = messagesFor(lang)
  const text = messages.dashboard.sharing
  const t = translatorOf(text.list)
  const title = 'Qual primeiro?'
  let owner: Browser
  let guest: Browser
  let noScript: Browser

  beforeAll(async () => {
    owner = await launchBrowser()
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    guest = await launchBrowser({ locale: lang })
    noScript = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await owner.close()
    await guest.close()
    await noScript.close()
  })

  it('selects by keyboard and mouse, creates, copies, opens as a guest, deletes, and the link is a 404', async () => {
    const page = await owner.newPage()
    await signUp(page, lang, 'cmp')
    await saveCalculations(page, lang)
    await page.goto(`${base}/${lang}/dashboard`)
    await page.getByRole('button', { name: messages.dashboard.clearAll.button }).waitFor()

    await page.getByRole('link', { name: text.select }).click()
    const create = page.getByRole('button', { name: text.create })
    expect(await create.isDisabled()).toBe(true)
    await page.getByRole('checkbox', { name: 'Laptop', exact: true }).focus()
    await page.keyboard.press('Space')
    expect(await page.getByRole('checkbox', { name: 'Laptop', exact: true }).isChecked()).toBe(true)
    expect(await create.isDisabled()).toBe(true)
    expect(await page.locator('#comparison-count').innerText()).toContain(text.needMore.replace('{{min}}', '2'))
    await page.getByRole('checkbox', { name: 'Bike', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Lisbon', exact: true }).check()
    await page.getByLabel(text.titleLabel).fill(title)
    expect(await create.isEnabled()).toBe(true)
    await expectNoAxeViolations(page, `the dashboard's selection mode in ${lang}`)

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await create.click()
    const field = page.getByLabel(text.created.linkLabel)
    await field.waitFor()
    // The focus lands on the new link, and its panel shows whole below the sticky header.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('comparison-link')
    await expect
      .poll(() =>
        page.evaluate(() => {
          const panel = document.querySelector('.dashboard-created')!.getBoundingClientRect()
          const header = document.querySelector('.site-header')!.getBoundingClientRect()
          return panel.top >= header.bottom && panel.bottom <= window.innerHeight
        }),
      )
      .toBe(true)
    const url = await field.inputValue()
    expect(url).toMatch(new RegExp(`^${base}/${lang}/compare/[0-9A-Za-z]{10}$`))
    expect(await field.getAttribute('readonly')).not.toBeNull()
    expect(await page.getByRole('checkbox').count()).toBe(0)
    const listed = page.locator('.dashboard-comparison', { hasText: title })
    expect(await listed.locator('p.muted').innerText()).toContain(t('items.other', { count: 3 }))

    await page.getByRole('button', { name: text.created.copy, exact: true }).click()
    await page.getByRole('status').filter({ hasText: text.created.copied }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await expectNoAxeViolations(page, `the dashboard with a new comparison's link in ${lang}`)

    const visitor = await guest.newPage()
    const shown = await visitor.goto(url, { waitUntil: 'networkidle' })
    expect(shown?.status()).toBe(200)
    expect(await visitor.getAttribute('html', 'lang')).toBe(lang)
    expect(await visitor.locator('h1').innerText()).toBe(title)
    expect(await visitor.locator('.chart-row').count()).toBe(3)
    expect(await visitor.getByText(messages.content.comparison.legend).count()).toBe(1)
    await expectNoAxeViolations(visitor, `a shared comparison in ${lang}`)
    await visitor.goto(`${base}/${lang}/test-shared-comparison`, { waitUntil: 'networkidle' })
    await expectNoAxeViolations(visitor, `the sample comparison in ${lang}`)

    // From the keyboard: the confirmation's button goes with the comparison, and the focus stays in the list, on its heading.
    await listed.locator('summary').focus()
    await page.keyboard.press('Enter')
    await listed.getByRole('button', { name: text.list.confirm }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: text.list.deleted }).waitFor()
    expect(await page.locator('.dashboard-comparison').count()).toBe(0)
    expect(await field.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dashboard-comparisons-heading')
    const gone = await visitor.goto(url)
    expect(gone?.status()).toBe(404)
    expect([...owner.problems, ...guest.problems].filter((problem) => !problem.includes('404'))).toEqual([])
  })

  it('lists a new comparison once when the live refresh brings it before the answer to its creation', async () => {
    const page = await owner.newPage()
    await signUp(page, lang, 'cmq')
    await saveCalculations(page, lang)
    await page.goto(`${base}/${lang}/dashboard`)
    await liveOnline(page)
    await page.getByRole('link', { name: text.select }).click()
    for (const name of ['Laptop', 'Bike']) await page.getByRole('checkbox', { name, exact: true }).check()
    const first = 'Live first'
    await page.getByLabel(text.titleLabel).fill(first)
    // The answer to the creation is held until the live refresh has read the list with the new comparison in it.
    const refreshed = page.waitForResponse(
      async (response) =>
        response.url().endsWith('/api/comparisons') && response.request().method() === 'GET' && (await response.text()).includes(first),
    )
    await page.route('**/api/comparisons', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const answer = await route.fetch()
      await refreshed
      await route.fulfill({ response: answer })
    })
    await page.getByRole('button', { name: text.create }).click()
    await page.getByLabel(text.created.linkLabel).waitFor()
    expect(await page.locator('.dashboard-comparison', { hasText: first }).count()).toBe(1)
    await page.close()
  })

  it('shows a comparison deleted whose answer was lost as gone once the list is read again, no longer saying the server was out of reach', async () => {
    const page = await owner.newPage()
    await signUp(page, lang, 'cml')
    await saveCalculations(page, lang)
    await page.goto(`${base}/${lang}/dashboard`)
    await liveOnline(page)
    await page.getByRole('link', { name: text.select }).click()
    for (const name of ['Laptop', 'Bike']) await page.getByRole('checkbox', { name, exact: true }).check()
    await page.getByLabel(text.titleLabel).fill('Lost answer')
    await page.getByRole('button', { name: text.create }).click()
    await page.getByLabel(text.created.linkLabel).waitFor()
    // The server deletes the comparison; its answer never reaches the page.
    await page.route('**/api/comparisons/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback()
      await route.fetch()
      await route.abort('failed')
    })
    const listed = page.locator('.dashboard-comparison', { hasText: 'Lost answer' })
    await listed.locator('summary').click()
    const refused = page.waitForEvent('requestfailed', (request) => request.method() === 'DELETE')
    await listed.getByRole('button', { name: text.list.confirm }).click()
    await refused
    await expect.poll(() => listed.count()).toBe(0)
    await expect.poll(() => page.locator('.dashboard-sharing .form-errors').count()).toBe(0)
    await page.waitForTimeout(500)
    expect(await page.locator('.dashboard-sharing .form-errors').count()).toBe(0)
    await page.close()
    expect(owner.problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([])
    owner.problems.length = 0
  })

  it('does the same without JavaScript: a form post, the link in a read-only field, delete after confirming', async () => {
    const page = await noScript.newPage()
    await signUp(page, lang, 'cmp')
    await saveCalculations(page, lang)
    await page.goto(`${base}/${lang}/dashboard?nojs=1`)
    await page.getByRole('link', { name: text.select }).click()
    await page.waitForURL(/select=1.*nojs=1|nojs=1.*select=1/)
    await page.getByRole('checkbox', { name: 'Laptop', exact: true }).check()
    const refused = arrival(page, /refused=calculationIdsCount.*nojs=1/)
    await page.getByRole('button', { name: text.create }).click()
    await refused
    expect(await page.getByRole('alert').innerText()).toContain(
      messages.content.comparison.errors.calculationIdsCount.replace('{{min}}', '2').replace('{{max}}', '6'),
    )
    expect(await page.getByRole('checkbox', { name: 'Laptop', exact: true }).isChecked()).toBe(true)

    await page.getByRole('checkbox', { name: 'Lisbon', exact: true }).check()
    await page.getByLabel(text.titleLabel).fill(title)
    const created = arrival(page, /comparison=[0-9A-Za-z]{10}.*nojs=1/)
    await page.getByRole('button', { name: text.create }).click()
    await created
    const url = await page.getByLabel(text.created.linkLabel).inputValue()
    expect(url).toMatch(new RegExp(`^${base}/${lang}/compare/[0-9A-Za-z]{10}$`))

    const visitor = await guest.newPage()
    expect((await visitor.goto(url))?.status()).toBe(200)
    expect(await visitor.locator('h1').innerText()).toBe(title)

    const listed = page.locator('.dashboard-comparison', { hasText: title })
    await listed.locator('summary').click()
    const deleted = arrival(page, /comparisonDeleted=1.*nojs=1/)
    await listed.getByRole('button', { name: text.list.confirm }).click()
    await deleted
    expect(await page.getByRole('status').filter({ hasText: text.list.deleted }).count()).toBe(1)
    expect((await visitor.goto(url))?.status()).toBe(404)
  })
})
