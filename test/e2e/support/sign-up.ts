import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { scriptsEnabled } from './browser.ts'
import { latestMail, mailCount } from './mailbox.ts'

/** A fresh account's details; the user name is unique per call and at most 30 characters. */
export interface Account {
  username: string
  email: string
  password: string
}

/** A fresh account's details, unique per call (`prefix` says which journey made it). */
export function newAccount(prefix: string): Account {
  const id = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return { username: id.slice(0, 30), email: `${id}@example.test`, password: 'correct-horse-7' }
}

/** Fills the sign-up form the page shows with `account` and submits it. */
export async function fillSignUp(page: Page, account: Account): Promise<void> {
  await page.fill('#username', account.username)
  await page.fill('#email', account.email)
  await page.fill('#password', account.password)
  await page.locator('main form[action*="/signup"] button[type="submit"]').click()
}

/**
 * Fills and sends the sign-up form the page shows, waits for the "check
 * your inbox" page, then opens the confirmation link from the stand-in's
 * mailbox (of the stand-in at `supabaseUrl`) in the same page, as a person does; the link signs the browser in
 * and goes on to the dashboard (saving a calculation the sign-up kept).
 *
 * @example await signUpAndConfirm(page, account)
 */
export async function signUpAndConfirm(page: Page, account: Account, supabaseUrl: string = inject('supabaseUrl')): Promise<void> {
  await fillSignUp(page, account)
  await page.locator('#check-inbox-title').waitFor()
  await page.goto((await latestMail(account.email, supabaseUrl)).link)
}

/**
 * Signs a new account up for a journey about something else: posts the
 * sign-up form and opens the confirmation link from the mailbox (of the
 * stand-in at `supabaseUrl`) with the page's browser context (its cookies
 * cleared first, so each journey starts signed out), as a person would, but
 * without rendering those pages, then opens the dashboard the link leads to
 * (`?nojs=1` without JavaScript). Journeys about signing up use
 * `signUpAndConfirm`, which goes through the pages.
 *
 * @example const { username } = await signUp(page, 'de', 'goals')
 */
export async function signUp(
  page: Page,
  lang: string,
  prefix: string,
  base: string = inject('baseUrl'),
  supabaseUrl: string = inject('supabaseUrl'),
): Promise<Account> {
  const account = newAccount(`${prefix}${lang.toLowerCase().replace('-', '')}`)
  await signUpAs(page, lang, account, base, supabaseUrl)
  return account
}

/**
 * `signUp` with the account's details given, for an address that signs up
 * again (after its account was deleted).
 *
 * @example await signUpAs(page, 'pt-BR', { ...account, password: 'another-horse-9' })
 */
export async function signUpAs(
  page: Page,
  lang: string,
  account: Account,
  base: string = inject('baseUrl'),
  supabaseUrl: string = inject('supabaseUrl'),
): Promise<void> {
  await page.context().clearCookies()
  const { username, email, password } = account
  const mailed = await mailCount(email, supabaseUrl)
  const form = await page.request.post(`${base}/${lang}/signup`, { form: { username, email, password }, headers: { origin: base } })
  if (form.status() !== 200) throw new Error(`the sign-up form answered ${form.status()}`)
  // The link's answer sets the session cookies in the browser's context and sends it on to the dashboard.
  const link = await page.request.get((await latestMail(email, supabaseUrl, mailed)).link, { maxRedirects: 0 })
  if (link.status() !== 303) throw new Error(`the confirmation link answered ${link.status()}`)
  await page.goto(`${base}/${lang}/dashboard`)
  // Without JavaScript the dashboard's <noscript> refresh goes on to
  // `?nojs=1`: wait for that too, so the journey's next navigation does not race it.
  await page.waitForURL(new RegExp(`/${lang}/dashboard${scriptsEnabled(page) ? '' : '\\?nojs=1'}$`))
}
