import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'
import { liveOnline } from './support/live.ts'
import { latestMail } from './support/mailbox.ts'
import { signUpAndConfirm } from './support/sign-up.ts'

const base = inject('baseUrl')

// One language per journey, another in each file: every page is rendered in every language by site.test.ts and the worker tests; the mail of each language by test/local/recovery.test.ts.
const languages = [
  { lang: 'de', subject: 'Passwort zurücksetzen – TimePrice', expired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.' },
] as const

/** The console line Chromium writes for a page answered with 401: a refused new password or a wrong one at log-in. */
const refusedAt = (url: string) =>
  `${url}: console error: Failed to load resource: the server responded with a status of 401 (Unauthorized)`

/** Waits for the answer to the next POST of the new-password form. */
const resetPost = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/reset-password') && response.request().method() === 'POST')

describe.each(languages)('password recovery on another device ($lang)', ({ lang, subject, expired }) => {
  let asking: Browser
  let other: Browser
  beforeAll(async () => {
    ;[asking, other] = await Promise.all([launchBrowser(), launchBrowser({ javaScript: false })])
  })
  afterAll(async () => {
    await Promise.all([asking.close(), other.close()])
  })

  it('asks in one browser, sets the new password once from the mail in another, and logs in with it; a signed-in session without the link cannot', async () => {
    const id = `rec${lang.toLowerCase().replace('-', '')}${Date.now().toString(36)}`
    const account = { username: id, email: `${id}@example.test`, password: 'first-pass-1' }
    const page = await asking.newPage()
    await page.goto(`${base}/${lang}/signup`)
    await signUpAndConfirm(page, account)
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
    const sameForm = await other.newPage()
    await sameForm.goto(`${base}/${lang}/reset-password`)
    await elsewhere.fill('#password', 'second-pass-2')
    await elsewhere.locator('main button[type="submit"]').click()
    await elsewhere.locator('.form-success').waitFor()

    await sameForm.fill('#password', 'third-pass-3')
    const again = resetPost(sameForm)
    await sameForm.locator('main button[type="submit"]').click()
    expect((await again).status()).toBe(401)
    await sameForm.locator('.form-errors', { hasText: expired }).waitFor()
    expect(await sameForm.locator('#password').count()).toBe(0)
    await elsewhere.locator('.site-header form[action$="/logout"] button').click()
    await elsewhere.waitForURL(/\/login\?signedOut=1$/)

    await page.goto(`${base}/${lang}/login`)
    await page.fill('#email', account.email)
    await page.fill('#password', 'third-pass-3')
    await page.locator('main button[type="submit"]').click()
    await page.locator('.form-errors').waitFor()
    await page.fill('#password', 'second-pass-2')
    await page.locator('main button[type="submit"]').click()
    await page.waitForURL(`${base}/${lang}/dashboard`)

    await page.goto(`${base}/${lang}/reset-password`)
    await page.locator('.form-errors', { hasText: expired }).waitFor()
    expect(await page.locator('#password').count()).toBe(0)
    const toProfile = page.locator(`main a[href="/${lang}/profile#profile-password"]`)
    expect(await toProfile.count()).toBe(1)
    const refused = resetPost(page)
    await page.evaluate((action) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = action
      const password = Object.assign(document.createElement('input'), { name: 'password', value: 'taken-over-1' })
      form.append(password)
      document.body.append(form)
      form.submit()
    }, `/${lang}/reset-password`)
    expect((await refused).status()).toBe(401)
    await page.locator('.form-errors', { hasText: expired }).waitFor()
    await page.locator(`main a[href="/${lang}/profile#profile-password"]`).click()
    await page.waitForURL(`${base}/${lang}/profile#profile-password`)
    expect(await page.locator('#currentPassword').count()).toBe(1)

    const expected = [refusedAt(`${base}/${lang}/reset-password`), refusedAt(`${base}/${lang}/login`)]
    expect([...asking.problems, ...other.problems].filter((problem) => !expected.includes(problem))).toEqual([])
  })
})
