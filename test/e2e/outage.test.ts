import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/free-port.ts'
import { de } from '../../src/i18n/messages/de.ts'
import { en } from '../../src/i18n/messages/en.ts'
import { ptBR } from '../../src/i18n/messages/pt-BR.ts'
import type { WranglerDev } from '../../scripts/lib/wrangler.ts'
import { spawnStandIn, type StandInProcess } from '../support/stand-in-process.ts'
import { saveCalculation } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { islandHydrated } from './support/calculator.ts'
import { workerFor } from './support/worker-for.ts'

/**
 * The outage acceptance, under the same pieces `npm start` runs:
 * `wrangler dev` in front of a stand-in with its data on disk, which is
 * frozen (SIGSTOP), thawed, stopped and started again. Every request must
 * answer (a frozen backend costs the deadline, so the test waits longer than
 * usual; nothing measures time).
 */
let dir: string
let port: number
let standIn: StandInProcess
let worker: WranglerDev
let browser: Browser
const account = {
  username: `outage${Date.now().toString(36)}`,
  email: `outage${Date.now().toString(36)}@example.test`,
  password: 'outage-pass-1',
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'timeprice-outage-'))
  port = await freePort()
  standIn = await spawnStandIn({ port, dir })
  worker = await workerFor(standIn)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await worker?.stop()
  await standIn?.stop()
  await rm(dir, { recursive: true, force: true })
})

const sessionCookies = async () => (await browser.context.cookies(worker.url)).filter((cookie) => cookie.name.startsWith('sb-'))

/** Opens a page and returns its status. */
async function open(page: Page, path: string): Promise<number> {
  const response = await page.goto(`${worker.url}${path}`)
  return response?.status() ?? 0
}

async function expectOutage(page: Page) {
  for (const [path, title] of [
    ['/en/dashboard', 'We could not reach the server'],
    ['/de/goals', 'Wir konnten den Server nicht erreichen'],
    ['/pt-BR/profile', 'Não conseguimos falar com o servidor'],
  ] as const) {
    expect(await open(page, path)).toBe(503)
    expect(new URL(page.url()).pathname).toBe(path)
    expect(await page.locator('h1').textContent()).toBe(title)
  }
  await expectNoAxeViolations(page, 'outage page')
  for (const path of ['/en/faq', '/de', '/pt-BR/pricing']) expect(await open(page, path)).toBe(200)
  expect((await sessionCookies()).length).toBeGreaterThan(0)
}

describe('a frozen and a stopped backend', { timeout: 180_000 }, () => {
  it('signs up while the backend is up', async () => {
    const page = await browser.newPage()
    await open(page, '/en/signup')
    await page.fill('#username', account.username)
    await page.fill('#email', account.email)
    await page.fill('#password', account.password)
    await page.locator('main form[action*="/signup"] button[type="submit"]').click()
    await page.waitForURL(`${worker.url}/en/dashboard`)
    await page.close()
  })

  it('frozen: signed-in pages answer the 503 page, public pages 200, and a save keeps what was typed', async () => {
    const page = await browser.newPage()
    await open(page, '/en')
    await islandHydrated(page, 'calculator')
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', 'EUR')
    await page.fill('#calculator-price', '1200')
    await page.fill('#calculator-title', 'Frozen bike')
    standIn.signal('SIGSTOP')
    try {
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByRole('alert').filter({ hasText: 'reach the server' }).waitFor({ timeout: 30_000 })
      expect(await page.inputValue('#calculator-price')).toBe('1200')
      expect(await page.inputValue('#calculator-title')).toBe('Frozen bike')
      await expectOutage(await browser.newPage())
    } finally {
      standIn.signal('SIGCONT')
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor()
    await page.close()
  })

  it('frozen: a signed-in page, a shared comparison and the API each answer a localized 503 within 5.5 s', async () => {
    const cookie = (await browser.context.cookies(worker.url)).map(({ name, value }) => `${name}=${value}`).join('; ')
    const timed = async (path: string, init: RequestInit = {}) => {
      const started = performance.now()
      const res = await fetch(`${worker.url}${path}`, { redirect: 'manual', ...init })
      const body = await res.text()
      return { res, body, ms: performance.now() - started }
    }
    const save = { mode: 'price_to_time', price: 120, rate: 40, currency: 'EUR', workweek: true, title: 'Frozen' }
    standIn.signal('SIGSTOP')
    try {
      const [dashboard, comparison, list, write] = await Promise.all([
        timed('/en/dashboard', { headers: { cookie } }),
        timed('/pt-BR/compare/Unknown123'),
        timed('/api/calculations', { headers: { cookie, 'accept-language': 'de' } }),
        timed('/api/calculations', {
          method: 'POST',
          headers: { cookie, origin: worker.url, 'content-type': 'application/json', 'accept-language': 'pt-BR' },
          body: JSON.stringify(save),
        }),
      ])
      for (const { res, ms } of [dashboard, comparison, list, write]) {
        expect(res.status).toBe(503)
        expect(ms).toBeLessThan(5_500)
      }
      expect(dashboard.body).toContain(en.errors.outage.title)
      expect(comparison.body).toContain('<html lang="pt-BR">')
      expect(comparison.body).toContain(ptBR.errors.outage.title)
      expect(JSON.parse(list.body).error).toEqual({ code: 'unavailable', message: de.dashboard.errors.network })
      expect(JSON.parse(write.body).error).toEqual({ code: 'unavailable', message: ptBR.dashboard.errors.network })
    } finally {
      standIn.signal('SIGCONT')
    }
  })

  it('stopped: the same, an open dashboard says live updates are off, and after a restart it reconnects and everything is as before', async () => {
    const dashboard = await browser.newPage()
    expect(await open(dashboard, '/en/dashboard')).toBe(200)
    const liveStatus = dashboard.locator('#live-status')
    await dashboard.locator('#live-status[data-state="online"]').waitFor({ state: 'attached' })
    const page = await browser.newPage()
    await standIn.stop()
    await dashboard.getByRole('status').filter({ hasText: en.live.offline }).waitFor({ timeout: 30_000 })
    await expectOutage(page)
    standIn = await spawnStandIn({ port, dir })

    // The relay reconnects on the app's schedule (1, 2, 5, then every 10 s): the backend answers again, and the open page says nothing more.
    await dashboard.locator('#live-status[data-state="online"]').waitFor({ state: 'attached', timeout: 30_000 })
    expect(await liveStatus.textContent()).toBe('')
    expect(await open(page, '/en/dashboard')).toBe(200)
    await page.locator('main').getByText('Frozen bike').first().waitFor({ timeout: 10_000 })

    // The open page hears changes again.
    await saveCalculation(
      page,
      { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 80, title: 'After the restart' },
      { base: worker.url },
    )
    await dashboard.locator('.dashboard-list .dashboard-item-title', { hasText: /^After the restart$/ }).waitFor()
    await dashboard.close()
    await page.close()
    expect(browser.problems.filter((problem) => !/status of 503/.test(problem))).toEqual([])
  })
})
