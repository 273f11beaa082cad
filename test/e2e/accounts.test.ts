import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'
import { latestMail } from './support/mailbox.ts'
import { signUpAndConfirm } from './support/sign-up.ts'
import { PNG } from './support/picture.ts'

const base = inject('baseUrl')

// Each language once, with and without JavaScript, each moving to another language.
const journeys = [
  { lang: 'en', other: 'de', javaScript: true },
  { lang: 'de', other: 'pt-BR', javaScript: false },
  { lang: 'pt-BR', other: 'en', javaScript: true },
] as const

describe.each(journeys)('account journey in $lang (JavaScript: $javaScript)', ({ lang, other, javaScript }) => {
  let browser: Browser
  const id = `${lang.toLowerCase().replace('-', '')}${javaScript ? 'js' : 'nojs'}${Date.now().toString(36)}`
  const account = { username: `user_${id}`, email: `${id}@example.test`, password: 'first-pass-1' }

  beforeAll(async () => {
    browser = await launchBrowser({ javaScript })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('signs up, edits the profile, signs out, logs in and recovers the password', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/${lang}/signup`)
    await signUpAndConfirm(page, account)
    await page.waitForURL(`${base}/${lang}/dashboard${javaScript ? '' : '?nojs=1'}`)

    await page.goto(`${base}/${lang}/profile`)
    // Typed the way the page's language writes numbers.
    await page.fill('#hourlyRate', lang === 'en' ? '42.50' : '42,50')
    await page.selectOption('#currency', 'CHF')
    await page.selectOption('#receiptLanguage', 'deu')
    await page.check('#useWorkWeek')
    await page.selectOption('#language', other)
    await page.locator('form[action$="/profile"] button[type="submit"]').click()
    await page.waitForURL(`${base}/${other}/profile?saved=profile`)
    expect(await page.inputValue('#hourlyRate')).toBe(other === 'en' ? '42.50' : '42,50')
    expect(await page.inputValue('#currency')).toBe('CHF')
    expect(await page.inputValue('#receiptLanguage')).toBe('deu')
    expect(await page.isChecked('#useWorkWeek')).toBe(true)
    expect(await page.locator('.form-success').count()).toBe(1)

    await page.setInputFiles('#picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('form[action$="/profile/picture"] button[type="submit"]').click()
    await page.waitForURL(`${base}/${other}/profile?saved=picture`)
    const avatar = page.locator('.site-header img.avatar')
    expect(await avatar.count()).toBe(1)
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)

    await page.goto(`${base}/`)
    expect(new URL(page.url()).pathname).toBe(`/${other}`)

    await page.locator('.site-header form[action$="/logout"] button').click()
    await page.waitForURL(`${base}/${other}/login?signedOut=1`)
    await page.goto(`${base}/${lang}/dashboard`)
    expect(new URL(page.url()).pathname).toBe(`/${lang}/login`)

    await page.fill('#email', account.email)
    await page.fill('#password', account.password)
    await page.locator('main button[type="submit"]').click()
    await page.waitForURL(`${base}/${lang}/dashboard${javaScript ? '' : '?nojs=1'}`)
    await page.locator('.site-header form[action$="/logout"] button').click()
    await page.waitForURL(/\/login\?signedOut=1$/)

    await page.goto(`${base}/${lang}/forgot-password`)
    await page.fill('#email', account.email)
    await page.locator('main button[type="submit"]').click()
    await page.waitForLoadState()
    expect(await page.locator('.form-success').count()).toBe(1)
    const mail = await latestMail(account.email)
    await page.goto(mail.link)
    await page.waitForURL(`${base}/${lang}/reset-password`)
    await page.fill('#password', 'second-pass-2')
    await page.locator('main button[type="submit"]').click()
    await page.waitForLoadState()
    expect(await page.locator('.form-success').count()).toBe(1)
    await page.locator('.site-header form[action$="/logout"] button').click()
    await page.waitForURL(/\/login\?signedOut=1$/)

    await page.goto(`${base}/${lang}/login`)
    await page.fill('#email', account.email)
    await page.fill('#password', account.password)
    await page.locator('main button[type="submit"]').click()
    await page.waitForLoadState()
    expect(await page.locator('.form-errors').count()).toBe(1)
    await page.fill('#password', 'second-pass-2')
    await page.locator('main button[type="submit"]').click()
    await page.waitForURL(`${base}/${lang}/dashboard${javaScript ? '' : '?nojs=1'}`)

    const cookies = await browser.context.cookies(base)
    const session = cookies.filter((cookie) => cookie.name.startsWith('sb-'))
    expect(session.length).toBeGreaterThan(0)
    for (const cookie of session) {
      expect(cookie.httpOnly).toBe(true)
      expect(cookie.sameSite).toBe('Lax')
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain('sb-')
    expect(await page.content()).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/)
    await page.close()
    const wrongPasswordAnswer = `${base}/${lang}/login: console error: Failed to load resource: the server responded with a status of 401 (Unauthorized)`
    expect(browser.problems.filter((problem) => problem !== wrongPasswordAnswer)).toEqual([])
  })
})
