import type { Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WranglerDev } from '../../scripts/lib/wrangler.ts'
import { spawnStandIn, type StandInProcess } from '../support/stand-in-process.ts'
import { saveCalculation } from './support/api.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { liveOnline } from './support/live.ts'
import { signUp } from './support/sign-up.ts'
import { workerFor } from './support/worker-for.ts'

/**
 * The relay's token renewal, under the pieces `npm start` runs, with access
 * tokens that live 100 s instead of an hour: the relay ends its stream 60 s
 * before the token expires (`renew`), the browser reconnects at once, the
 * session middleware refreshes the session on that request (auth-js refreshes
 * within 90 s of expiry) and the new relay joins with the new token, so a
 * change made afterwards still reaches the open dashboard.
 */
const TOKEN_LIFETIME_S = 100

let standIn: StandInProcess
let worker: WranglerDev
let browser: Browser

beforeAll(async () => {
  standIn = await spawnStandIn({ jwtExpirySeconds: TOKEN_LIFETIME_S })
  worker = await workerFor(standIn)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await worker?.stop()
  await standIn?.stop()
})

const isRelay = (response: Response) => new URL(response.url()).pathname === '/api/realtime'

describe('a relay whose access token is about to expire', { timeout: 180_000 }, () => {
  it('renews: the browser reconnects with a refreshed session and still hears changes', async () => {
    const page = await browser.newPage()
    const relays: Response[] = []
    page.on('response', (response) => void (isRelay(response) && relays.push(response)))
    await signUp(page, 'en', 'renew', worker.url, standIn.url)
    await liveOnline(page)
    const accessCookie = async () =>
      (await browser.context.cookies(worker.url))
        .filter((cookie) => cookie.name.startsWith('sb-'))
        .map((cookie) => cookie.value)
        .join()
    const before = await accessCookie()
    expect(relays).toHaveLength(1)

    await expect.poll(() => relays.length, { timeout: 90_000, interval: 500 }).toBeGreaterThanOrEqual(2)
    const renewed = relays[1]!
    expect(renewed.status()).toBe(200)
    expect((await renewed.headerValues('set-cookie')).some((cookie) => cookie.startsWith('sb-'))).toBe(true)
    expect(await accessCookie()).not.toBe(before)
    await liveOnline(page)

    await saveCalculation(
      page,
      { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 120, title: 'After renewal' },
      { base: worker.url },
    )
    await page.locator('.dashboard-list .dashboard-item-title', { hasText: /^After renewal$/ }).waitFor({ timeout: 5000 })
    await page.close()
  })
})
