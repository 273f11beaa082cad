import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { launchBrowser, scriptsEnabled } from './support/browser.ts'
import { signUpAndConfirm } from './support/sign-up.ts'

const base = inject('baseUrl')

/** Signs a new account up through the page's form and answers the currency its profile starts with. */
async function signUpAndReadCurrency(
  page: Page,
  lang: string,
  beforeSubmit: () => Promise<unknown> = async () => undefined,
): Promise<string> {
  const id = `zone${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await page.goto(`${base}/${lang}/signup`)
  await beforeSubmit()
  await signUpAndConfirm(page, { username: id, email: `${id}@example.test`, password: 'correct-horse-7' })
  // Without JavaScript the dashboard's <noscript> refresh goes on to `?nojs=1`: wait for it, so the next navigation does not race it.
  await page.waitForURL(new RegExp(`/${lang}/dashboard${scriptsEnabled(page) ? '$' : '\\?nojs=1$'}`))
  await page.goto(`${base}/${lang}/profile`)
  return page.locator('#currency').inputValue()
}

describe('a new account’s currency under wrangler dev (no real edge location)', () => {
  it('comes from the browser’s time zone, which the sign-up page’s script sends', async () => {
    const browser = await launchBrowser({ locale: 'de-DE', timezoneId: 'America/Sao_Paulo' })
    const page = await browser.newPage()
    const currency = await signUpAndReadCurrency(page, 'de', () =>
      page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="timeZone"]')?.value === 'America/Sao_Paulo'),
    )
    expect(currency).toBe('BRL')
    expect(browser.problems).toEqual([])
    await browser.close()
  })

  it.each([
    ['de-DE', 'de', 'EUR'],
    ['pt-BR', 'pt-BR', 'BRL'],
    ['en-GB', 'en', 'GBP'],
  ])('without JavaScript, comes from the language’s region: %s on the %s page gives %s', async (locale, lang, expected) => {
    const browser = await launchBrowser({ locale, javaScript: false, timezoneId: 'Asia/Tokyo' })
    const page = await browser.newPage()
    expect(await signUpAndReadCurrency(page, lang)).toBe(expected)
    await browser.close()
  })
})
