import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ageAccount } from '../support/account-age.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { latestMail } from './support/mailbox.ts'
import { signUp } from './support/sign-up.ts'

const base = inject('baseUrl')

/** What each language's pages and mails say along the way. */
const journeys = [
  {
    lang: 'en',
    javaScript: true,
    inbox: 'Check your inbox',
    subject: 'Confirm your email address – TimePrice',
    expired: 'This link no longer works',
    title: 'Road bike',
  },
  {
    lang: 'de',
    javaScript: true,
    inbox: 'Schauen Sie in Ihr Postfach',
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse – TimePrice',
    expired: 'Dieser Link funktioniert nicht mehr',
    title: 'Rennrad',
  },
  {
    lang: 'pt-BR',
    javaScript: true,
    inbox: 'Confira a sua caixa de entrada',
    subject: 'Confirme o seu e-mail – TimePrice',
    expired: 'Este link não funciona mais',
    title: 'Bicicleta',
  },
  {
    lang: 'de',
    javaScript: false,
    inbox: 'Schauen Sie in Ihr Postfach',
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse – TimePrice',
    expired: 'Dieser Link funktioniert nicht mehr',
    title: 'Kopfhörer',
  },
] as const

/** The signed-in user's saved calculations, read through the API with the page's session cookie. */
async function storedTitles(page: Page): Promise<string[]> {
  const res = await page.request.get(`${base}/api/calculations`, { headers: { accept: 'application/json' } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { calculations: { title: string }[] }).calculations.map((row) => row.title)
}

describe.each(journeys)(
  'a confirmed sign-up in $lang (JavaScript: $javaScript)',
  ({ lang, javaScript, inbox, subject, expired, title }) => {
    let signingUp: Browser
    let mailReader: Browser
    beforeAll(async () => {
      ;[signingUp, mailReader] = await Promise.all([launchBrowser({ javaScript }), launchBrowser({ javaScript })])
    })
    afterAll(async () => {
      await Promise.all([signingUp.close(), mailReader.close()])
    })

    it('checks the inbox, opens the link in a second browser onto the dashboard with the guest calculation saved once, then logs in with the password in the first', async () => {
      const id = `conf${lang.toLowerCase().replace('-', '')}${javaScript ? 'js' : 'nojs'}${Date.now().toString(36)}`
      const account = { username: id.slice(0, 30), email: `${id}@example.test`, password: 'confirm-pass-1' }
      const pending = new URLSearchParams({ mode: 'price_to_time', rate: '40', currency: 'EUR', workweek: '1', price: '1200', title })
      const page = await signingUp.newPage()
      await page.goto(`${base}/${lang}/signup?pending=${encodeURIComponent(pending.toString())}`)
      await page.fill('#username', account.username)
      await page.fill('#email', account.email)
      await page.fill('#password', account.password)
      await page.locator('main form[action*="/signup"] button[type="submit"]').click()
      await page.locator('#check-inbox-title', { hasText: inbox }).waitFor()
      expect(await page.locator('main .lead').textContent()).toContain(account.email)
      expect(await page.locator(`main form[action="/${lang}/signup/resend"] button`).count()).toBe(1)
      expect(await page.locator('main a[href*="/__local/mail?email="]').count()).toBe(1)
      // axe runs as a script in the page: the journeys with JavaScript check these pages.
      if (javaScript) await expectNoAxeViolations(page, `check your inbox in ${lang}`)

      const mail = await latestMail(account.email)
      expect(mail.subject).toBe(subject)
      expect(mail.language).toBe(lang)
      const link = new URL(mail.link)
      expect(`${link.origin}${link.pathname}`).toBe(`${base}/${lang}/auth/confirm`)
      expect(link.searchParams.get('type')).toBe('email')

      const elsewhere = await mailReader.newPage()
      await elsewhere.goto(mail.link)
      await elsewhere.waitForURL(new RegExp(`/${lang}/dashboard\\?saved=[0-9a-f-]{36}${javaScript ? '' : '&nojs=1'}$`))
      await elsewhere.locator('main').getByText(title).first().waitFor()
      expect(await storedTitles(elsewhere)).toEqual([title])

      await page.goto(`${base}/${lang}/login`)
      await page.fill('#email', account.email)
      await page.fill('#password', account.password)
      await page.locator('main form[action*="/login"] button[type="submit"]').click()
      await page.waitForURL(new RegExp(`/${lang}/dashboard${javaScript ? '' : '\\?nojs=1'}$`))
      expect(await storedTitles(page)).toEqual([title])

      const again = await mailReader.newPage()
      await again.context().clearCookies()
      await again.goto(mail.link)
      await again.locator('#expired-link-title', { hasText: expired }).waitFor()
      expect(await again.locator(`main form[action="/${lang}/signup/resend"] #email`).count()).toBe(1)
      if (javaScript) await expectNoAxeViolations(again, `expired confirmation link in ${lang}`)
    })
  },
)

describe('an address someone else signed up with first, in pt-BR', () => {
  let browser: Browser
  let someoneElse: Browser
  beforeAll(async () => {
    ;[browser, someoneElse] = await Promise.all([launchBrowser(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([browser.close(), someoneElse.close()])
  })

  it('has its owner choose a password once the later mail is opened, saying why, and the first sign-up’s password never logs in', async () => {
    const id = `owner${Date.now().toString(36)}`
    const email = `${id}@example.test`
    const signUpAs = async (page: Page, username: string, password: string) => {
      await page.goto(`${base}/pt-BR/signup`)
      await page.fill('#username', username)
      await page.fill('#email', email)
      await page.fill('#password', password)
      await page.locator('main form[action*="/signup"] button[type="submit"]').click()
      await page.locator('#check-inbox-title').waitFor()
    }
    const theirs = await someoneElse.newPage()
    await signUpAs(theirs, 'someone-else', 'first-pass-1')
    await theirs.close()
    await ageAccount(inject('supabaseUrl'), inject('supabaseSecretKey'), email, 120)
    const page = await browser.newPage()
    await signUpAs(page, id, 'owners-pass-2')

    await page.goto((await latestMail(email)).link)
    await page.waitForURL(`${base}/pt-BR/reset-password?confirmed=1&next=%2Fpt-BR%2Fdashboard`)
    expect(await page.locator('main .lead').textContent()).toBe(
      'Seu endereço foi confirmado. Mais de um cadastro ou e-mail foi pedido para ele; por isso, a senha informada no cadastro pode não ter sido a sua e deixou de valer: escolha a sua senha agora.',
    )
    await expectNoAxeViolations(page, 'choosing the password after a confirmation in pt-BR')
    await page.fill('#password', 'owners-pass-3')
    await page.locator('main button[type="submit"]').click()
    await page.locator('.form-success', { hasText: 'A sua senha foi alterada.' }).waitFor()
    await page.getByRole('link', { name: 'Ir para o seu painel' }).click()
    await page.waitForURL(`${base}/pt-BR/dashboard`)
    await page.close()
    // Before the log-ins: a refused one is answered 401, which the browser logs.
    expect([...someoneElse.problems, ...browser.problems]).toEqual([])

    const other = await browser.newPage()
    await other.context().clearCookies()
    for (const [password, works] of [
      ['first-pass-1', false],
      ['owners-pass-3', true],
    ] as const) {
      await other.goto(`${base}/pt-BR/login`)
      await other.fill('#email', email)
      await other.fill('#password', password)
      await other.locator('main form[action*="/login"] button[type="submit"]').click()
      if (works) await other.waitForURL(`${base}/pt-BR/dashboard`)
      else await other.locator('.form-errors', { hasText: 'E-mail ou senha incorretos.' }).waitFor()
    }
    await other.close()
  })
})

describe('changing the email address (JavaScript)', () => {
  let browser: Browser
  let other: Browser
  beforeAll(async () => {
    ;[browser, other] = await Promise.all([launchBrowser(), launchBrowser({ javaScript: false })])
  })
  afterAll(async () => {
    await Promise.all([browser.close(), other.close()])
  })

  it('mails the new address, changes it once the link is opened, then logs in with the new address and no longer with the old', async () => {
    const page = await browser.newPage()
    const account = await signUp(page, 'de', 'move')
    const moved = `moved${Date.now().toString(36)}@example.test`
    await page.goto(`${base}/de/profile`)
    await page.fill('#email', moved)
    await page.fill('#hourlyRate', '40')
    const save = page.locator('form[action$="/profile"] button[type="submit"]')
    await save.click()
    // A new address takes the current password: the form comes back naming it, with what was typed.
    await page.locator('#email-current-password-error').waitFor()
    expect(await page.locator('#email-current-password-error').textContent()).toBe(
      'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
    )
    expect(await page.inputValue('#email')).toBe(moved)
    expect(await page.inputValue('#hourlyRate')).toBe('40')
    await page.fill('#email-current-password', account.password)
    await save.click()
    await page.waitForURL(/\/de\/profile\?saved=profile&email=/)
    expect(await page.locator('.form-success').textContent()).toBe(
      `Wir haben einen Bestätigungslink an ${moved} geschickt. Bis Sie ihn öffnen, bleibt Ihre Adresse ${account.email}.`,
    )
    await expectNoAxeViolations(page, 'profile after asking for a new address')

    const mail = await latestMail(moved)
    expect(mail.subject).toBe('Neue E-Mail-Adresse bestätigen – TimePrice')
    const elsewhere = await other.newPage()
    await elsewhere.goto(mail.link)
    await elsewhere.waitForURL(`${base}/de/profile?saved=email`)
    expect(await elsewhere.locator('.form-success').textContent()).toBe(`Ihre E-Mail-Adresse lautet jetzt ${moved}.`)
    expect(await elsewhere.inputValue('#email')).toBe(moved)

    // Leave the signed-in profile first: an answer still on its way to it (the live client's) could set the session again.
    await page.goto('about:blank')
    await page.context().clearCookies()
    await page.goto(`${base}/de/login`)
    await page.fill('#email', account.email)
    await page.fill('#password', account.password)
    await page.locator('main form[action*="/login"] button[type="submit"]').click()
    await page.locator('.form-errors').waitFor()
    await page.fill('#email', moved)
    await page.fill('#password', account.password)
    await page.locator('main form[action*="/login"] button[type="submit"]').click()
    await page.waitForURL(`${base}/de/dashboard`)
    await page.goto(`${base}/de/profile`)
    expect(await page.inputValue('#email')).toBe(moved)
  })
})
