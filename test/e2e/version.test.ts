import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { messagesFor } from '../../src/i18n/translator.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'

const base = inject('baseUrl')

/** The key the version check keeps the time of an offered reload under (sessionStorage). */
const RELOADED_AT = 'versionReloadedAt'

/**
 * Answers the page's `/builds/latest.json` requests: the real worker's
 * answer while `answer.id` is undefined, else a build with that id. Counts
 * the requests, so a test can tell that a check did not ask at all.
 */
async function routeLatestBuild(page: Page) {
  const answer: { id?: string; asked: number } = { asked: 0 }
  await page.route('**/builds/latest.json', async (route) => {
    answer.asked += 1
    if (answer.id === undefined) await route.continue()
    else await route.fulfill({ json: { id: answer.id, builtAt: new Date().toISOString() }, headers: { 'cache-control': 'no-cache' } })
  })
  return answer
}

/** The status region is busy while a check asks; waits until it is done. */
async function checkDone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-build-id]')?.hasAttribute('aria-busy'))
}

/** Waits until the version check watches the tab: it starts after first paint, so `networkidle` does not say it has. */
async function watching(page: Page): Promise<void> {
  await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
}

/** Tells the page it became visible, as switching back to its tab does, and waits for the check that follows. */
async function showTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await checkDone(page)
}

describe('the new version notice in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it.each([
    ['en', ''],
    ['de', '/faq'],
    ['pt-BR', '/login'],
  ] as const)('in %s (page %s): no notice for the same build, a localized one for another, and the reload guard', async (lang, path) => {
    const { versionNotice } = messagesFor(lang)
    const page = await browser.newPage()
    const latest = await routeLatestBuild(page)
    await page.goto(`${base}/${lang}${path}`, { waitUntil: 'networkidle' })
    await watching(page)
    const notice = page.locator('[data-build-id] > .snackbar')
    const reload = page.getByRole('button', { name: versionNotice.reload })

    await showTab(page)
    expect(latest.asked).toBe(1)
    expect(await notice.isHidden()).toBe(true)

    latest.id = 'a-newer-build'
    await showTab(page)
    expect(latest.asked).toBe(2)
    await notice.waitFor()
    const region = page.locator('[data-build-id]')
    expect(await region.getAttribute('role')).toBe('status')
    expect(await region.getAttribute('aria-live')).toBe('polite')
    expect(await notice.locator('p').textContent()).toBe(versionNotice.message)
    await expect(reload.isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page, `the version notice in ${lang}`)

    const reloaded = page.waitForEvent('load')
    await reload.click()
    await reloaded
    await page.waitForLoadState('networkidle')
    await watching(page)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOADED_AT)).toMatch(/^\d+$/)
    await showTab(page)
    expect(latest.asked, 'within 10 s of an offered reload the check does not even ask').toBe(2)
    expect(await notice.isHidden()).toBe(true)

    await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 10_001)), RELOADED_AT)
    await showTab(page)
    expect(latest.asked).toBe(3)
    await notice.waitFor()
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('checks every 10 minutes while the tab is open, and not while it is hidden', async () => {
    const page = await browser.newPage()
    await page.clock.install()
    const latest = await routeLatestBuild(page)
    latest.id = 'a-newer-build'
    await page.goto(`${base}/en/pricing`, { waitUntil: 'networkidle' })
    await watching(page)
    expect(latest.asked).toBe(0)
    // The page's clock runs on between its check's start and these jumps, so they leave it a minute of room either side of the 10 minutes.
    await page.clock.fastForward('09:00')
    expect(latest.asked).toBe(0)
    await page.evaluate(() => Object.defineProperty(document, 'hidden', { value: true, configurable: true }))
    await page.clock.fastForward('01:00')
    await checkDone(page)
    expect(latest.asked, 'a hidden tab does not ask').toBe(0)
    await page.evaluate(() => delete (document as { hidden?: boolean }).hidden)
    await page.clock.fastForward('10:00')
    await checkDone(page)
    expect(latest.asked).toBe(1)
    await page.getByRole('button', { name: messagesFor('en').versionNotice.reload }).waitFor()
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('changes nothing without JavaScript', async () => {
    const noJs = await launchBrowser({ javaScript: false })
    const page = await noJs.newPage()
    await page.goto(`${base}/de`)
    expect(await page.locator('[data-build-id] > .snackbar').isHidden()).toBe(true)
    expect(await page.getByRole('button', { name: messagesFor('de').versionNotice.reload }).count()).toBe(0)
    await noJs.close()
  })
})
