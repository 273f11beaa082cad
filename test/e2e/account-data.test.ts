import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { todayIso } from '../../src/lib/goals/iso-date.ts'
import { ptBR } from '../../src/i18n/messages/pt-BR.ts'
import { messagesFor } from '../../src/i18n/translator.ts'
import { callApiJson, saveCalculation } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { liveOnline } from './support/live.ts'
import { signUp, signUpAs, type Account } from './support/sign-up.ts'
import { PNG } from './support/picture.ts'

const base = inject('baseUrl')

// One language per journey, another in each file: every page is rendered in every language by site.test.ts and the worker tests, which read the CSV of each language.
const journeys = [{ lang: 'pt-BR', text: ptBR, separator: ';' }] as const

/** A title a spreadsheet would run as a formula. */
const FORMULA = '=1+2'

/** Clicks a download link and answers the file's suggested name and its bytes as UTF-8 text (a byte order mark kept). */
async function download(page: Page, name: string): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()])
  const bytes = await readFile((await file.path())!)
  return { fileName: file.suggestedFilename(), text: new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes) }
}

/**
 * Makes a tab stop listening as a hidden one does (its live client closes the
 * relay) and, with `false`, visible again; headless tabs are never hidden by
 * themselves.
 */
function setHidden(page: Page, hidden: boolean) {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

describe.each(journeys)('my data in $lang: download it, then delete the account', ({ lang, text, separator }) => {
  const profile = text.auth.profile
  let browser: Browser
  let device: Browser
  let page: Page
  let account: Account
  let code: string
  let picture: string

  beforeAll(async () => {
    browser = await launchBrowser()
    device = await launchBrowser()
    page = await browser.newPage()
    account = await signUp(page, lang, 'leaving')
    const calculation = { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true } as const
    const laptop = await saveCalculation(page, { ...calculation, price: 1200.5, title: 'Laptop' }, { lang })
    const formula = await saveCalculation(page, { ...calculation, price: 80, title: FORMULA }, { lang })
    const comparison = await callApiJson(page, 'POST', '/api/comparisons', { lang, data: { calculationIds: [laptop, formula] } })
    code = (comparison!.comparison as unknown as { code: string }).code
    const goal = (await callApiJson(page, 'POST', '/api/goals', { lang, data: { title: 'Lisbon', targetAmount: 900, currency: 'EUR' } }))!
      .goal!.id
    await callApiJson(page, 'POST', `/api/goals/${goal}/savings`, { lang, data: { amount: 120.5 } })
    await page.goto(`${base}/${lang}/profile`)
    await page.setInputFiles('#picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('form[action$="/profile/picture"] button[type="submit"]').click()
    await page.waitForURL(`${base}/${lang}/profile?saved=picture`)
    picture = (await page.locator('.profile-page img.avatar').getAttribute('src'))!
  })
  afterAll(async () => {
    await browser.close()
    await device.close()
  })

  it('downloads everything as JSON and the calculations as CSV from the profile page', async () => {
    await page.goto(`${base}/${lang}/profile`)
    await expectNoAxeViolations(page, `profile in ${lang} with the data downloads and the danger zone`)

    const json = await download(page, profile.data.json)
    expect(json.fileName).toBe(`timeprice-export-${todayIso()}.json`)
    const data = JSON.parse(json.text)
    expect(Object.keys(data)).toEqual(['profile', 'calculations', 'goals', 'comparisons'])
    expect(data.profile).toMatchObject({ username: account.username, email: account.email, pictureUrl: `${base}${picture}` })
    expect(data.calculations.map((calculation: { title: string }) => calculation.title).sort()).toEqual([FORMULA, 'Laptop'])
    expect(data.calculations.find((calculation: { title: string }) => calculation.title === 'Laptop').amount).toBe(1200.5)
    expect(data.goals).toEqual([expect.objectContaining({ title: 'Lisbon', targetAmount: 900, savedAmount: 120.5 })])
    expect(data.comparisons).toEqual([expect.objectContaining({ code, url: `${base}/${lang}/compare/${code}` })])

    const csv = await download(page, profile.data.csv)
    expect(csv.fileName).toBe(`timeprice-calculations-${todayIso()}.csv`)
    expect(csv.text.startsWith('\uFEFF')).toBe(true)
    const lines = csv.text.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      Object.values(profile.data.csvColumns)
        .map((column) => `"${column}"`)
        .join(separator),
    )
    expect(lines).toHaveLength(3)
    expect(csv.text).toContain(`"'${FORMULA}"`)
    expect(csv.text).toContain(`${separator}"${new Intl.NumberFormat(lang, { useGrouping: false }).format(1200.5)}"${separator}"EUR"`)
    expect(browser.problems).toEqual([])
  })

  it('refuses the wrong password and deletes nothing; the right one deletes everything, and every open tab says goodbye', async () => {
    const otherTab = await browser.newPage()
    await otherTab.goto(`${base}/${lang}/dashboard`)
    await liveOnline(otherTab)
    const otherDevice = await device.newPage()
    await otherDevice.goto(`${base}/${lang}/login`)
    await otherDevice.fill('#email', account.email)
    await otherDevice.fill('#password', account.password)
    await otherDevice.locator('main button[type="submit"]').click()
    await otherDevice.waitForURL(`${base}/${lang}/dashboard`)
    await otherDevice.goto(`${base}/${lang}/goals`)
    await liveOnline(otherDevice)
    await setHidden(otherDevice, true)

    await page.bringToFront()
    await page.goto(`${base}/${lang}/profile`)
    await liveOnline(page)
    const before = await callApiJson(page, 'GET', '/api/export', { lang })
    await page.fill('#delete-password', 'not-my-password')
    await page.check('#delete-confirm')
    await page.getByRole('button', { name: profile.deletion.submit }).click()
    await page.waitForLoadState()
    expect(page.url()).toBe(`${base}/${lang}/profile/delete`)
    await expect.poll(() => page.locator('#delete-password-error').innerText()).toBe(text.guard.currentPasswordWrong)
    await expectNoAxeViolations(page, `profile in ${lang} after a wrong password in the danger zone`)
    expect(browser.problems.splice(0)).toEqual([expect.stringMatching(/\/profile\/delete: console error: .* 422 /)])
    expect(await callApiJson(page, 'GET', '/api/export', { lang })).toEqual(before)
    expect((await page.request.get(`${base}/${lang}/compare/${code}`)).status()).toBe(200)

    await page.fill('#delete-password', account.password)
    await page.check('#delete-confirm')
    await page.getByRole('button', { name: profile.deletion.submit }).click()
    await page.waitForURL(`${base}/${lang}/goodbye`)
    expect(await page.locator('h1').innerText()).toBe(profile.goodbye.heading)
    await expectNoAxeViolations(page, `goodbye page in ${lang}`)

    await otherTab.waitForURL(`${base}/${lang}/goodbye`)
    expect(await otherTab.locator('h1').innerText()).toBe(profile.goodbye.heading)
    await setHidden(otherDevice, false)
    await otherDevice.waitForURL(new RegExp(`/${lang}/login\\?next=`))
    expect(await otherDevice.locator('h1').innerText()).toBe(text.auth.login.title)
    // The relay's refusal, then the API's answer that nobody is signed in, which sent that tab to the login page.
    expect(device.problems.splice(0)).toEqual([
      expect.stringMatching(/\/goals: console error: .* 401 /),
      expect.stringMatching(/\/goals: console error: .* 401 /),
    ])

    for (const path of [`/en/compare/${code}`, `/de/compare/${code}`, `/pt-BR/compare/${code}`, picture]) {
      expect((await page.request.get(`${base}${path}`)).status(), path).toBe(404)
    }
    await page.goto(`${base}/${lang}/login`)
    await page.fill('#email', account.email)
    await page.fill('#password', account.password)
    await page.locator('main button[type="submit"]').click()
    await page.waitForLoadState()
    expect(new URL(page.url()).pathname).toBe(`/${lang}/login`)
    expect(await page.locator('.form-errors').innerText()).toBe(text.auth.errors.invalidCredentials)
    expect(browser.problems.splice(0)).toEqual([expect.stringMatching(/\/login: console error: .* 401 /)])

    await signUpAs(page, lang, { ...account, password: 'another-horse-9' })
    await page.locator('.dashboard-list, .empty-state').first().waitFor()
    expect(await page.locator('.dashboard-list > li').count()).toBe(0)
    expect(await callApiJson(page, 'GET', '/api/export', { lang })).toMatchObject({ calculations: [], goals: [], comparisons: [] })
    expect([...browser.problems, ...device.problems]).toEqual([])
  })
})

describe('a download link after signing out in another tab', () => {
  it('leads to the login page, which goes back to the profile', async () => {
    const browser = await launchBrowser()
    const page = await browser.newPage()
    await signUp(page, 'de', 'gone')
    await page.goto(`${base}/de/profile`)
    // The page's live client, which would load the page again once it finds the session ended, never hears back, so it is the link that finds it.
    await page.route('**/api/profile', () => {})
    const other = await browser.newPage()
    await other.goto(`${base}/de/faq`)
    await other.locator('.site-header form[action$="/logout"] button').click()
    await other.waitForURL(/\/de/)
    await page.getByRole('link', { name: messagesFor('de').auth.profile.data.json }).click()
    await page.waitForURL(`${base}/de/login?next=${encodeURIComponent('/de/profile')}`)
    expect(await page.locator('h1').textContent()).toBe(messagesFor('de').auth.login.title)
    await browser.close()
  })
})
