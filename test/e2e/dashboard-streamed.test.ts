import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboard as en } from '../../src/i18n/messages/en/dashboard.ts'
import { translatorOf } from '../../src/i18n/translate.ts'
import { DASHBOARD_LISTS_WAIT_MS } from '../../src/lib/calculation/page.ts'
import type { WranglerDev } from '../../scripts/lib/wrangler.ts'
import { startFlakyServer } from '../support/flaky-server.ts'
import type { LoopbackServer } from '../support/loopback-server.ts'
import { spawnStandIn, type StandInProcess } from '../support/stand-in-process.ts'
import { answered, saveCalculation } from './support/api.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { row, titles } from './support/dashboard.ts'
import { signUp } from './support/sign-up.ts'
import { workerFor } from './support/worker-for.ts'

/**
 * The dashboard in front of a slow Supabase, whose database answers come
 * well after the dashboard stops waiting for its lists: the page streams its
 * heading and loading state first, the rows follow behind the Suspense
 * boundary, and the island hydrates where React moved them and works.
 */
let standIn: StandInProcess
let slow: LoopbackServer
let worker: WranglerDev
let browser: Browser

beforeAll(async () => {
  standIn = await spawnStandIn()
  slow = await startFlakyServer(standIn.url)
  worker = await workerFor({ ...standIn, url: `${slow.url}/rest-slow/${DASHBOARD_LISTS_WAIT_MS * 5}/dashboard` })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await worker?.stop()
  await slow?.close()
  await standIn?.stop()
})

const t = translatorOf(en)

describe('the dashboard when Supabase is slow', () => {
  it('shows its loading state first, then the rows, which work once the island has hydrated', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'streamed', worker.url, standIn.url)
    await saveCalculation(
      page,
      { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'Laptop' },
      { base: worker.url },
    )

    const response = await page.goto(`${worker.url}/en/dashboard`)
    const html = (await response?.text()) ?? ''
    expect(html.indexOf(en.loading)).toBeGreaterThan(0)
    expect(html.indexOf(en.loading)).toBeLessThan(html.indexOf('data-island="dashboard"'))
    await page.getByRole('button', { name: en.clearAll.button }).waitFor()
    expect(await titles(page)).toEqual(['Laptop'])
    await expect.poll(() => page.getByText(en.loading).count()).toBe(0)

    const star = row(page, 'Laptop').getByRole('button', { name: t('actions.favorite', { title: 'Laptop' }) })
    const starred = answered(page, 'POST', /\/favorite$/)
    await star.click()
    expect(await star.getAttribute('aria-pressed')).toBe('true')
    expect((await starred).status()).toBe(200)
    expect(browser.problems).toEqual([])
    await page.close()
  })
})
