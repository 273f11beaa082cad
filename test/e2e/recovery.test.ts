import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'
import { liveOnline } from './support/live.ts'
import { latestMail } from './support/mailbox.ts'

const base = inject('baseUrl')

const languages = [
  { lang: 'en', subject: 'Reset your password – TimePrice' },
  { lang: 'de', subject: 'Passwort zurücksetzen – TimePrice' },
  { lang: 'pt-BR', subject: 'Redefinir senha – TimePrice' },
] as const

describe.each(languages)('password recovery on another device ($lang)', ({ lang, subject }) => {
  let asking: Browser
  let other: Browser
  beforeAll(async () => {
    ;[asking, other] = await Promise.all([launchBrowser(), launchBrowser({ javaScript: false })])
  })
  afterAll(async () => {
    await Promise.all([asking.close(), other.close()])
  })

  it('asks in one browser, sets the new password from the mail in another, and logs in with it', async () => {
    const id = `rec${lang.toLowerCase().replace('-', '')}${Date.now().toString(36)}`
    const account = { username: id, email: `${id}@example.test`, password: 'first-pass-1' }
    const page = await asking.newPage()
    await page.goto(`${base}/${lang}/signup`)
    await page.fill('#username', account.username)
    await page.fill('#email', account.email)
    await page.fill('#password', account.password)
    await page.locator('main form[action*="/signup"] button[type="submit"]').click()
    await page.waitForURL(`${base}/${lang}/dashboard`)
    await liveOnline(page)
    await page.locator('.site-header form[action$="/logout"] button').click()
    await page.waitForURL(/\/login\?signedOut=1$/)
    await page.goto(`${base}/${lang}/forgot-password`)
    await page.fill('#email', account.email)
    await page.locator('main button[type="submit"]').click()
    await page.locator('.form-success').waitFor()

    const mail = await latestMail(account.email)
    expect(mail.subject).toBe(subject)
    expect(mail.language).toBe(lang)
    expect(new URL(mail.link).origin).toBe(base)

    const elsewhere = await other.newPage()
    await elsewhere.goto(mail.link)
    await elsewhere.waitForURL(`${base}/${lang}/reset-password`)
    await elsewhere.fill('#password', 'second-pass-2')
    await elsewhere.locator('main button[type="submit"]').click()
    await elsewhere.locator('.form-success').waitFor()
    await elsewhere.locator('.site-header form[action$="/logout"] button').click()
    await elsewhere.waitForURL(/\/login\?signedOut=1$/)

    await page.goto(`${base}/${lang}/login`)
    await page.fill('#email', account.email)
    await page.fill('#password', 'second-pass-2')
    await page.locator('main button[type="submit"]').click()
    await page.waitForURL(`${base}/${lang}/dashboard`)
    expect([...asking.problems, ...other.problems]).toEqual([])
  })
})
