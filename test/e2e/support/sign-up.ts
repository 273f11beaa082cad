import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { scriptsEnabled } from './browser.ts'

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
 * Signs a new account up through the sign-up form with the page's browser
 * (its cookies cleared first, so each journey starts signed out) and waits
 * for the dashboard it lands on (`?nojs=1` without JavaScript).
 *
 * @example const { username } = await signUp(page, 'de', 'goals')
 */
export async function signUp(page: Page, lang: string, prefix: string, base: string = inject('baseUrl')): Promise<Account> {
  const account = newAccount(`${prefix}${lang.toLowerCase().replace('-', '')}`)
  await signUpAs(page, lang, account, base)
  return account
}

/**
 * `signUp` with the account's details given, for an address that signs up
 * again (after its account was deleted).
 *
 * @example await signUpAs(page, 'pt-BR', { ...account, password: 'another-horse-9' })
 */
export async function signUpAs(page: Page, lang: string, account: Account, base: string = inject('baseUrl')): Promise<void> {
  await page.context().clearCookies()
  await page.goto(`${base}/${lang}/signup`)
  await fillSignUp(page, account)
  // Without JavaScript the streamed dashboard's <noscript> refresh goes on to
  // `?nojs=1`: wait for that too, so the journey's next navigation does not race it.
  await page.waitForURL(new RegExp(`/${lang}/dashboard${scriptsEnabled(page) ? '' : '\\?nojs=1'}$`))
}
