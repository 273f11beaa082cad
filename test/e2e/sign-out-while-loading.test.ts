import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'
import { signUp } from './support/sign-up.ts'

const base = inject('baseUrl')

/**
 * A person who signs out as soon as they see a page, while its scripts are
 * still on their way: the live client, arriving after the sign-out was
 * sent, must open no relay with the session being ended (the relay would
 * refuse it with a 401, which the browser reports as an error).
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('signing out while the page is starting', () => {
  it('opens no relay from a live client that arrives once the sign-out was sent', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'leaving')
    // Leave the signed-in page sign-up ends on first: its own live client may reconnect at any time, and only the next page's counts.
    await page.goto('about:blank')
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let liveAsked = () => {}
    const asked = new Promise<void>((resolve) => (liveAsked = resolve))
    await page.route('**/assets/live-*.js', async (route) => {
      liveAsked()
      await released
      await route.continue()
    })
    // The sign-out's answer waits until the live client has arrived and run in the page being left.
    await page.route('**/en/logout', async (route) => {
      release()
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    const relays: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/realtime') relays.push(request.url())
    })

    await page.goto(`${base}/en/goals`)
    await asked
    await page.locator('.site-header form[action$="/logout"] button').click()
    await page.waitForURL(`${base}/en/login?signedOut=1`)
    expect(relays).toEqual([])
    await page.close()
    expect(browser.problems).toEqual([])
  })
})
