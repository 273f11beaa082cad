import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import type { Locale } from '../../src/i18n/locales.ts'
import type { IslandName } from '../../src/views/islands.ts'
import { saveCalculation } from './support/api.ts'
import { islandHydrated } from './support/calculator.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { signUp } from './support/sign-up.ts'
import { plain } from './support/text.ts'

/**
 * A page works before its scripts start (they start after first paint, and
 * on a slow phone or network they take a while to arrive): what a person
 * types, ticks or opens in that time is still there once the scripts run,
 * and an island computes from it at once. Every journey holds the page's
 * scripts back, so all of it happens before React hydrates.
 */
const base = inject('baseUrl')

/** How long each page's scripts are held back. */
const HOLD_MS = 3000

/** A page's scripts: the islands' entries and chunks, the live client, every page's own. */
const PAGE_SCRIPT = /\/assets\/[^/?]+\.js(\?|$)/

/**
 * Holds every script of the page back, as a slow network would: each answer
 * waits `HOLD_MS` after it was asked for, and until the journey calls the
 * returned `release` (once it has typed, so a loaded machine's slow typing
 * cannot outlast the hold). Pages the page goes on to are held the same way.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(PAGE_SCRIPT, async (route) => {
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, HOLD_MS))])
    await route.continue()
  })
  return release
}

/** Whether the island has hydrated yet. */
const hydrated = (page: Page, name: IslandName) =>
  page
    .locator(`[data-island="${name}"][data-hydrated]`)
    .count()
    .then((count) => count > 0)

/**
 * Records, frame by frame until `island` is hydrated and a few frames after,
 * the values of the controls `selectors` pick (checkboxes as `checked`); `framesSeen` returns each distinct set.
 */
async function recordFrames(page: Page, island: IslandName, selectors: readonly string[]): Promise<void> {
  await page.evaluate(
    ({ island, selectors }) => {
      const seen = new Set<string>()
      let after = 0
      const frame = () => {
        const values = selectors.map((selector) => {
          const control = document.querySelector<HTMLInputElement>(selector)
          return control?.type === 'checkbox' ? String(control.checked) : (control?.value ?? null)
        })
        seen.add(JSON.stringify(values))
        if (document.querySelector(`[data-island="${island}"][data-hydrated]`)) after += 1
        if (after < 5) requestAnimationFrame(frame)
        else (window as { framesSeen?: string[] }).framesSeen = [...seen]
      }
      requestAnimationFrame(frame)
    },
    { island, selectors },
  )
}

/** Each distinct set of values `recordFrames` saw painted. */
async function framesSeen(page: Page): Promise<unknown[][]> {
  await page.waitForFunction(() => 'framesSeen' in window)
  const seen = await page.evaluate(() => (window as { framesSeen?: string[] }).framesSeen ?? [])
  return seen.map((frame) => JSON.parse(frame) as unknown[])
}

/** The result's sentences (lead, figure, detail or the prompt), as one line. */
const resultOf = (page: Page) =>
  page
    .locator('.calculator-result > p:not(.field-hint)')
    .allInnerTexts()
    .then((lines) => plain(lines.join(' ')))

/** A calculator field as the no-JavaScript form names it. */
const calculatorField = (name: string) => `form.calculator [name="${name}"]`

/** Rate 40 and price 800, written the way each language writes numbers, and a title. */
const TYPED = {
  en: { browserLocale: 'en-US', rate: '40', price: '800', title: 'New bike', salary: '52,000' },
  de: { browserLocale: 'de-DE', rate: '40,00', price: '800,00', title: 'Neues Fahrrad', salary: '52.000' },
  'pt-BR': { browserLocale: 'pt-BR', rate: '40,00', price: '800,00', title: 'Bicicleta nova', salary: '52.000' },
} as const satisfies Record<Locale, unknown>

const SCREENS = [
  { screen: 'desktop', width: 1280, height: 800 },
  { screen: '360 px wide', width: 360, height: 740 },
] as const

describe.each(['en', 'de', 'pt-BR'] as const)('the calculator in %s, typed into before its script runs', (lang) => {
  const typed = TYPED[lang]

  it.each(SCREENS)(
    'keeps the rate, price, title, work week and open salary helper, and shows the result ($screen)',
    async ({ width, height }) => {
      const browser = await launchBrowser({ locale: typed.browserLocale })
      try {
        const page = await browser.newPage()
        await page.setViewportSize({ width, height })
        const release = await holdScripts(page)
        await page.goto(`${base}/${lang}`, { waitUntil: 'domcontentloaded' })
        await page.fill(calculatorField('rate'), typed.rate)
        await page.fill(calculatorField('price'), typed.price)
        await page.fill(calculatorField('title'), typed.title)
        await page.check(calculatorField('workweek'))
        await page.locator('.salary-helper > summary').click()
        await page.fill('#calculator-salary', typed.salary)
        expect(await hydrated(page, 'calculator'), 'typed before the island hydrated').toBe(false)
        const fields = ['rate', 'price', 'title', 'workweek'].map(calculatorField)
        await recordFrames(page, 'calculator', fields)
        release()

        await islandHydrated(page, 'calculator')
        expect(await page.inputValue(calculatorField('rate'))).toBe(typed.rate)
        expect(await page.inputValue(calculatorField('price'))).toBe(typed.price)
        expect(await page.inputValue(calculatorField('title'))).toBe(typed.title)
        expect(await page.isChecked(calculatorField('workweek'))).toBe(true)
        expect(await page.locator('.salary-helper').getAttribute('open')).not.toBeNull()
        expect(await page.inputValue('#calculator-salary')).toBe(typed.salary)
        // Never a painted frame with a field emptied, not even for one frame around hydration.
        expect(await framesSeen(page)).toEqual([[typed.rate, typed.price, typed.title, 'true']])
        // As if typed after hydration: the address bar holds the calculation, as typing there would have put it.
        expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
          mode: 'price_to_time',
          rate: typed.rate,
          price: typed.price,
          title: typed.title,
          workweek: '1',
        })
        // The result is the server's answer to the same calculation sent by the no-JavaScript form (opened
        // last: this browser's service worker, registered by then, would answer a later page's held scripts from its cache).
        const reference = await browser.newPage()
        const query = new URLSearchParams({
          mode: 'price_to_time',
          rate: typed.rate,
          price: typed.price,
          title: typed.title,
          workweek: '1',
        })
        await reference.goto(`${base}/${lang}?${query}`, { waitUntil: 'domcontentloaded' })
        await expect.poll(async () => plain(await reference.locator('.result-figure').textContent())).toMatch(/^20 /)
        expect(await resultOf(page)).toBe(await resultOf(reference))
        await reference.close()
        await page.close()
        expect(browser.problems).toEqual([])
      } finally {
        await browser.close()
      }
    },
  )
})

describe('the calculator before its script runs', () => {
  // A browser for each journey: one that has run the scripts has a service worker, which answers held scripts from its cache.
  let browser: Browser
  beforeEach(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    await browser.close()
  })

  it('keeps a mode chosen before hydration and shows its fields', async () => {
    const page = await browser.newPage()
    const release = await holdScripts(page)
    await page.goto(`${base}/en`, { waitUntil: 'domcontentloaded' })
    await page.check('form.calculator input[name="mode"][value="time_to_price"]')
    await page.fill(calculatorField('rate'), '40')
    expect(await hydrated(page, 'calculator')).toBe(false)
    release()
    await islandHydrated(page, 'calculator')
    expect(await page.isChecked('form.calculator input[name="mode"][value="time_to_price"]')).toBe(true)
    expect(await page.inputValue(calculatorField('rate'))).toBe('40')
    await page.fill(calculatorField('duration'), '20')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toBe('$800.00')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('sends a Calculate clicked before the script runs as the no-JavaScript form, and the island keeps its answer', async () => {
    const page = await browser.newPage()
    const release = await holdScripts(page)
    await page.goto(`${base}/en`, { waitUntil: 'domcontentloaded' })
    await page.fill(calculatorField('rate'), '40')
    await page.fill(calculatorField('price'), '800')
    expect(await hydrated(page, 'calculator')).toBe(false)
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.waitForURL(/\/en\?mode=price_to_time&rate=40&/)
    release()
    await islandHydrated(page, 'calculator')
    expect(await page.inputValue(calculatorField('rate'))).toBe('40')
    expect(await page.inputValue(calculatorField('price'))).toBe('800')
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toBe('20 hours')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('answers a Calculate clicked as the script arrives: React, hydrating at once, or else the no-JavaScript form', async () => {
    const page = await browser.newPage()
    const release = await holdScripts(page)
    await page.goto(`${base}/en`, { waitUntil: 'domcontentloaded' })
    await page.fill(calculatorField('rate'), '40')
    await page.fill(calculatorField('price'), '800')
    const arrived = page.waitForResponse(/\/assets\/calculator-[^/]+\.js$/)
    release()
    await arrived
    await page.getByRole('button', { name: 'Calculate' }).click()
    await islandHydrated(page, 'calculator')
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ mode: 'price_to_time', rate: '40', price: '800' })
    expect(await page.inputValue(calculatorField('rate'))).toBe('40')
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toBe('20 hours')
    await page.close()
    expect(browser.problems).toEqual([])
  })
})

describe('the salary helper before its script runs', () => {
  let browser: Browser
  beforeEach(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    await browser.close()
  })

  it('sends the rate, price and title typed with "Work out my hourly rate", and the next page keeps them with the worked-out rate', async () => {
    const page = await browser.newPage()
    const release = await holdScripts(page)
    await page.goto(`${base}/en`, { waitUntil: 'domcontentloaded' })
    await page.selectOption(calculatorField('currency'), 'EUR')
    await page.fill(calculatorField('rate'), '30')
    await page.fill(calculatorField('price'), '100')
    await page.fill(calculatorField('title'), 'Shoes')
    await page.locator('.salary-helper > summary').click()
    await page.fill('#calculator-salary', '52,000')
    expect(await hydrated(page, 'calculator')).toBe(false)
    await page.getByRole('button', { name: 'Work out my hourly rate' }).click()
    await page.waitForURL(/[?&]salary=/)
    expect(await hydrated(page, 'calculator')).toBe(false)
    expect(await page.inputValue(calculatorField('rate'))).toBe('25.00')
    expect(await page.inputValue(calculatorField('price'))).toBe('100')
    expect(await page.inputValue(calculatorField('title'))).toBe('Shoes')
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toBe('4 hours')
    release()
    await islandHydrated(page, 'calculator')
    expect(await page.inputValue(calculatorField('rate'))).toBe('25.00')
    expect(await page.inputValue(calculatorField('title'))).toBe('Shoes')
    await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toBe('4 hours')
    await page.close()
    expect(browser.problems).toEqual([])
  })
})

describe('signed-in forms, filled in before the scripts run', () => {
  let account: Browser
  beforeAll(async () => {
    account = await launchBrowser()
    const page = await account.newPage()
    await signUp(page, 'en', 'early')
    for (const [price, title] of [
      [120, 'Headphones'],
      [800, 'Bike'],
    ] as const) {
      await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price, title })
    }
    await page.close()
  })
  afterAll(async () => {
    await account.close()
  })

  /**
   * A browser of its own with the account's session (its own has no service
   * worker yet, which would answer the held scripts from its cache), on a page whose scripts are held back.
   */
  async function signedInPage(
    path: string,
  ): Promise<{ browser: Browser; page: Page; release: () => void; scriptsRan: () => Promise<void> }> {
    const browser = await launchBrowser()
    await browser.context.addCookies(await account.context.cookies())
    const page = await browser.newPage()
    const release = await holdScripts(page)
    const relay = page.waitForRequest(/\/api\/realtime/)
    await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' })
    /** Resolves once the page's scripts have run: the live client asked for the relay, and the version check registered the service worker. */
    const scriptsRan = async () => {
      await relay
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    }
    return { browser, page, release, scriptsRan }
  }

  it('keeps the calculations ticked and the title typed for a comparison once the dashboard hydrates', async () => {
    const { browser, page, release } = await signedInPage('/en/dashboard?select=1')
    try {
      await page.locator('input[name="calculationIds"]').first().waitFor()
      const boxes = page.locator('input[name="calculationIds"]')
      await boxes.nth(0).check()
      await boxes.nth(1).check()
      await page.fill('#comparison-title', 'Big wishes')
      expect(await hydrated(page, 'dashboard')).toBe(false)
      release()
      await islandHydrated(page, 'dashboard')
      expect(await boxes.nth(0).isChecked()).toBe(true)
      expect(await boxes.nth(1).isChecked()).toBe(true)
      expect(await page.inputValue('#comparison-title')).toBe('Big wishes')
      await expect.poll(() => page.locator('#comparison-count').textContent()).toMatch(/^2 /)
      expect(await page.locator('button[type="submit"][form="comparison-form"]').isEnabled()).toBe(true)
      await page.close()
      expect(browser.problems).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('goes on with a title typed into the plain rename form in the rename of the hydrated dashboard', async () => {
    const { browser, page, release } = await signedInPage('/en/dashboard')
    try {
      const bike = page.locator('.dashboard-list > li', { hasText: 'Bike' })
      await bike.locator('summary').click()
      await page.getByLabel('New title for “Bike”').fill('Road bike')
      expect(await hydrated(page, 'dashboard')).toBe(false)
      release()
      await islandHydrated(page, 'dashboard')
      const inline = page.getByLabel('New title for “Bike”')
      await expect.poll(() => inline.inputValue()).toBe('Road bike')
      await inline.press('End')
      await inline.press('Enter')
      await expect.poll(() => page.locator('.dashboard-item-title').allInnerTexts()).toContain('Road bike')
      await page.close()
      expect(browser.problems).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('keeps what was typed into the new-goal form once the scripts have run', async () => {
    const { browser, page, release, scriptsRan } = await signedInPage('/en/goals')
    try {
      await page.fill('#goal-new-title', 'Trip to Lisbon')
      await page.fill('#goal-new-targetAmount', '1,250.50')
      await page.fill('#goal-new-savedAmount', '300')
      await page.selectOption('#goal-new-currency', 'BRL')
      release()
      await scriptsRan()
      expect(await page.inputValue('#goal-new-title')).toBe('Trip to Lisbon')
      expect(await page.inputValue('#goal-new-targetAmount')).toBe('1,250.50')
      expect(await page.inputValue('#goal-new-savedAmount')).toBe('300')
      expect(await page.inputValue('#goal-new-currency')).toBe('BRL')
      await page.close()
      expect(browser.problems).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('keeps what was typed into the profile form once the scripts have run', async () => {
    const { browser, page, release, scriptsRan } = await signedInPage('/en/profile')
    try {
      await page.fill('#hourlyRate', '55.50')
      await page.selectOption('#currency', 'CHF')
      await page.check('input[name="useWorkWeek"]')
      await page.selectOption('#language', 'de')
      release()
      await scriptsRan()
      expect(await page.inputValue('#hourlyRate')).toBe('55.50')
      expect(await page.inputValue('#currency')).toBe('CHF')
      expect(await page.isChecked('input[name="useWorkWeek"]')).toBe(true)
      expect(await page.inputValue('#language')).toBe('de')
      await page.close()
      expect(browser.problems).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
