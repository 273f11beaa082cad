import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'
import { liveOnline } from './support/live.ts'
import { signUp } from './support/sign-up.ts'

const base = inject('baseUrl')

/** Whose page this is, as the page itself says (the offline-save region of a signed-in user's page): their id or their name. */
const ownerOf = (page: Page, what: 'owner' | 'username' = 'owner') => page.locator('#offline-saved').getAttribute(`data-${what}`)

describe('the open tabs of one browser when its account changes', () => {
  let browser: Browser
  let first: Page
  let second: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    first = await browser.newPage()
    second = await browser.newPage()
  })
  afterAll(async () => {
    await browser.close()
    expect(browser.problems).toEqual([])
  })

  it('loads a page again for whoever another tab signed in, so it neither shows nor writes as the one before', async () => {
    const before = await signUp(first, 'en', 'tabsa')
    await first.goto(`${base}/en/goals`)
    await liveOnline(first)
    const beforeId = await ownerOf(first)

    const after = await signUp(second, 'en', 'tabsb')
    await liveOnline(second)
    const afterId = await ownerOf(second)
    expect(afterId).not.toBe(beforeId)

    await expect.poll(() => ownerOf(first), { timeout: 10_000 }).toBe(afterId)
    expect(new URL(first.url()).pathname).toBe('/en/goals')
    expect(await ownerOf(first, 'username')).toBe(after.username)
    expect(after.username).not.toBe(before.username)
  })

  it('sends a page of the one signed out in another tab to log in, with the way back, and shows an open page as a guest’s', async () => {
    const signedIn = await signUp(first, 'en', 'tabsc')
    await first.goto(`${base}/en/goals`)
    await liveOnline(first)
    // The tab left open by the journey before follows the new account first.
    await expect.poll(() => ownerOf(second, 'username'), { timeout: 10_000 }).toBe(signedIn.username)
    const third = await browser.newPage()
    await third.goto(`${base}/en/faq`)
    await liveOnline(third)
    await second.goto(`${base}/en/dashboard`)
    await liveOnline(second)
    await second.locator('.site-header form[action$="/logout"] button').click()
    await second.waitForURL(/\/en\/login\?signedOut=1$/)

    await first.waitForURL(`${base}/en/login?next=%2Fen%2Fgoals`, { timeout: 15_000 })
    await expect.poll(() => third.locator('.site-header form[action$="/logout"]').count(), { timeout: 15_000 }).toBe(0)
    expect(new URL(third.url()).pathname).toBe('/en/faq')
    // Each page asked whether anyone is signed in, and the API's 401 said nobody (a page whose relay was
    // refused again before it went to log in may have been told twice): nothing else went wrong.
    const problems = browser.problems.splice(0)
    const saidNobody = (page: string) => new RegExp(`/en/${page}: console error: .* 401 `)
    for (const page of ['faq', 'goals']) expect(problems.some((problem) => saidNobody(page).test(problem))).toBe(true)
    expect(problems.filter((problem) => !saidNobody('(faq|goals)').test(problem))).toEqual([])
  })
})
