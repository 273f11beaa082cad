import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { translatorOf } from '../../src/i18n/translate.ts'
import { messagesFor } from '../../src/i18n/translator.ts'
import { callApiJson, saveCalculation } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, scriptsEnabled, type Browser } from './support/browser.ts'
import { islandHydrated, openCalculator } from './support/calculator.ts'
import { signUp } from './support/sign-up.ts'
import { plain } from './support/text.ts'
import { PNG } from './support/picture.ts'

const base = inject('baseUrl')
const LANGS = ['en', 'de', 'pt-BR'] as const
/** Phones, the tablet band the header must fit in one row, and a desktop. */
const WIDTHS = [320, 390, 768, 900, 1024, 1199, 1200, 1280] as const
/** The header's one row: the brand and the controls beside it, with their padding. */
const ONE_ROW_HEIGHT = 80

/** How the header lies on the page: its height, whether its parts share one row without overlapping or cutting text, and anything wider than the viewport. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect()
    const parts = [...document.querySelectorAll('.header-inner > *')]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.height > 0)
      .sort((a, b) => a.left - b.left)
    const sharedRow = Math.max(...parts.map((rect) => rect.top)) < Math.min(...parts.map((rect) => rect.bottom))
    const overlapping = parts.some((rect, index) => index > 0 && rect.left < parts[index - 1]!.right - 0.5)
    // Text cut off at its box's edge (a visually hidden name is 1px wide on purpose).
    const clipped = [...document.querySelectorAll('.header-inner > *, .header-inner > * > *')]
      .filter((element) => element.checkVisibility() && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.outerHTML.slice(0, 80))
    const overflowing = [...document.querySelectorAll('.site-header *')]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => element.outerHTML.slice(0, 80))
    return { height: header.height, sharedRow, overlapping, clipped, overflowing, pageWidth: document.documentElement.scrollWidth }
  })
}

/** WCAG contrast of two computed CSS colours (`rgb(…)`). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('the header in Chromium', () => {
  let guest: Browser
  let member: Browser
  let noScript: Browser
  beforeAll(async () => {
    guest = await launchBrowser()
    member = await launchBrowser()
    noScript = await launchBrowser({ javaScript: false })
    const page = await member.newPage()
    await signUp(page, 'en', 'layout')
    await page.close()
  })
  afterAll(async () => {
    await guest.close()
    await member.close()
    await noScript.close()
  })

  it.each(LANGS)('fits one row at every width, for guests and members, in %s', async (lang) => {
    for (const [who, browser] of [
      ['guest', guest],
      ['member', member],
    ] as const) {
      const page = await browser.newPage()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(`${base}/${lang}/faq`)
        const layout = await headerLayout(page)
        const where = `${who} at ${width}px`
        expect(layout.sharedRow, where).toBe(true)
        expect(layout.overlapping, where).toBe(false)
        expect(layout.clipped, where).toEqual([])
        expect(layout.height, where).toBeLessThanOrEqual(ONE_ROW_HEIGHT)
        expect(layout.overflowing, where).toEqual([])
        expect(layout.pageWidth, where).toBeLessThanOrEqual(width)
      }
      await page.close()
    }
    expect([...guest.problems, ...member.problems]).toEqual([])
  })

  it.each([
    ['with JavaScript', () => member, true],
    ['without JavaScript', () => noScript, false],
  ] as const)('opens a menu on a phone %s, its links usable', async (_label, browser, javaScript) => {
    const page = await browser().newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/de/faq`)
    const menuButton = page.locator('.site-header summary')
    expect(await menuButton.isVisible()).toBe(true)
    expect(await menuButton.innerText()).toBe('Menü')
    const pricing = page.locator('.main-nav a[href="/de/pricing"]')
    expect(await pricing.isVisible()).toBe(false)
    await menuButton.click()
    expect(await pricing.isVisible()).toBe(true)
    expect((await headerLayout(page)).overflowing).toEqual([])
    if (javaScript) await expectNoAxeViolations(page, 'the open phone menu in de')
    await pricing.click()
    await page.waitForURL(`${base}/de/pricing`)
    await page.close()
  })

  it.each([
    ['with JavaScript', () => guest],
    ['without JavaScript', () => noScript],
  ] as const)('puts the keyboard in the page’s content from the skip link, %s', async (_label, browser) => {
    const page = await browser().newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/pt-BR/faq`)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
    await page.close()
  })

  it('shows the navigation without a menu button on a desktop', async () => {
    const page = await guest.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${base}/pt-BR`)
    expect(await page.locator('.site-header summary').isVisible()).toBe(false)
    expect(await page.locator('.main-nav a[href="/pt-BR/faq"]').isVisible()).toBe(true)
    await expectNoAxeViolations(page, 'the desktop header in pt-BR')
    await page.close()
  })

  it('never leaves what the keyboard focuses under the header that stays on screen on a desktop', async () => {
    const page = await guest.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${base}/de/faq`)
    const question = page.locator('main summary').nth(1)
    // The question scrolled up under the header, as Shift+Tab from further down finds it.
    await question.evaluate((element) => window.scrollBy({ top: element.getBoundingClientRect().top - 20, behavior: 'instant' }))
    await question.focus()
    const header = await page.locator('.site-header').boundingBox()
    await expect.poll(async () => (await question.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    await page.close()
  })

  it('hyphenates long German words in the page language and never overflows a phone', async () => {
    const page = await guest.newPage()
    await page.setViewportSize({ width: 320, height: 740 })
    for (const path of ['/faq', '/privacy', '/terms', '/pricing', '']) {
      await page.goto(`${base}/de${path}`)
      const text = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        hyphens: [...document.querySelectorAll('main :is(h1, h2, h3, p, li, dt, dd, label)')].map(
          (element) => getComputedStyle(element).hyphens,
        ),
        pageWidth: document.documentElement.scrollWidth,
      }))
      expect(text.lang).toBe('de')
      expect(new Set(text.hyphens), path).toEqual(new Set(['auto']))
      expect(text.pageWidth, path).toBeLessThanOrEqual(320)
    }
    await page.close()
  })
})

describe('the chart highlight in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it.each(['light', 'dark'] as const)(
    'stands out from its track at least 3:1, and the legend shows its colour (%s)',
    async (colorScheme) => {
      const page = await browser.newPage()
      await page.emulateMedia({ colorScheme })
      await page.goto(`${base}/en/test-shared-comparison`)
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
      const colors = await page.evaluate(() => {
        const highlight = document.querySelector('.chart-bar-highlight')!
        return {
          highlight: getComputedStyle(highlight).fill,
          track: getComputedStyle(highlight.closest('.chart-track')!).backgroundColor,
          bar: getComputedStyle(document.querySelector('.chart-bar:not(.chart-bar-highlight)')!).fill,
          swatch: getComputedStyle(document.querySelector('.chart-legend-swatch')!).fill,
        }
      })
      expect(contrast(colors.highlight, colors.track), JSON.stringify(colors)).toBeGreaterThanOrEqual(3)
      expect(contrast(colors.bar, colors.track), JSON.stringify(colors)).toBeGreaterThanOrEqual(3)
      expect(colors.swatch).toBe(colors.highlight)
      await page.close()
    },
  )
})

/** Where two elements lie on screen now, and whether their boxes overlap or touch (less than `apart` px between them). */
function closeness(page: Page, first: string, second: string, apart = 0) {
  return page.evaluate(
    ([first, second, apart]) => {
      const a = document.querySelector(first)!.getBoundingClientRect()
      const b = document.querySelector(second)!.getBoundingClientRect()
      const visible = (rect: DOMRect) => rect.bottom > 0 && rect.top < window.innerHeight
      const close = a.left < b.right + apart && b.left < a.right + apart && a.top < b.bottom + apart && b.top < a.bottom + apart
      return { close, bothVisible: visible(a) && visible(b), a: [a.top, a.bottom], b: [b.top, b.bottom] }
    },
    [first, second, apart] as const,
  )
}

describe('page layouts from 320 to 1280 px', () => {
  let member: Browser
  let noScript: Browser
  beforeAll(async () => {
    member = await launchBrowser()
    noScript = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await member.close()
    await noScript.close()
  })

  it('keeps "Upload picture" and "Remove picture" apart', async () => {
    const page = await member.newPage()
    await signUp(page, 'en', 'picture')
    await page.goto(`${base}/en/profile`)
    await page.setInputFiles('#picture', { name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await page.locator('form[action$="/profile/picture"] button[type="submit"]').click()
    await page.waitForURL(`${base}/en/profile?saved=picture`)
    for (const width of [320, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const buttons = await closeness(page, 'form[action$="/profile/picture"] button', 'form[action$="/picture/remove"] button', 8)
      expect(buttons.close, `${width}px: ${JSON.stringify(buttons)}`).toBe(false)
    }
    await expectNoAxeViolations(page, 'the profile picture with both buttons')
    await page.close()
    expect(member.problems).toEqual([])
  })

  it('keeps each goal card’s lines together, its Delete in line with its neighbours’ and its savings button apart from the field', async () => {
    const page = await member.newPage()
    await signUp(page, 'de', 'goalcards')
    for (const data of [
      { title: 'Weltreise mit der Familie nach Neuseeland und Australien im Jahr 2027', targetAmount: 12000, savedAmount: 1500 },
      { title: 'Sparbuch', targetAmount: 500 },
    ]) {
      await callApiJson(page, 'POST', '/api/goals', { lang: 'de', data })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${base}/de/goals`)
    const cards = page.locator('.goals-list > li')
    const deletes = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).locator('.goal-delete button').boundingBox())!.y))
    expect(deletes[0]).toBe(deletes[1])
    const short = cards.nth(1)
    const [saved, edit] = [await short.locator('.goal-saved').boundingBox(), await short.locator('.goal-edit').boundingBox()]
    // The short card's lines are not spread over the long card's height.
    expect(edit!.y - saved!.y).toBeLessThan(400)
    const [field, button] = [
      await short.locator('input[name="amount"]').boundingBox(),
      await short.getByRole('button', { name: 'Ersparnis hinzufügen' }).boundingBox(),
    ]
    expect(button!.y - (field!.y + field!.height)).toBeGreaterThanOrEqual(8)
    await page.close()
    expect(member.problems).toEqual([])
  })

  it('fits every card of the profile on a 320 px phone in the three languages', async () => {
    const page = await member.newPage()
    await signUp(page, 'de', 'narrow')
    await page.setViewportSize({ width: 320, height: 740 })
    for (const lang of ['de', 'en', 'pt-BR']) {
      await page.goto(`${base}/${lang}/profile`)
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.outerHTML.slice(0, 80)),
      )
      expect(overflowing, lang).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(320)
    }
    await page.close()
    expect(member.problems).toEqual([])
  })

  it('never lets the result card cover the rate field, however far the calculator is scrolled', async () => {
    const page = await member.newPage()
    for (const [width, height] of [
      [320, 640],
      [390, 700],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height })
      await openCalculator(page, '/en?mode=price_to_time&rate=40&currency=EUR&price=1200&title=Laptop')
      await page.locator('.result-figure').waitFor()
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
      for (let y = 0; y <= end; y += 40) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), y)
        const rate = await closeness(page, '#calculator-rate', '.calculator-result')
        expect(rate.close, `${width}×${height} scrolled to ${y}: ${JSON.stringify(rate)}`).toBe(false)
      }
    }
    await page.setViewportSize({ width: 320, height: 640 })
    await page.locator('#calculator-rate').focus()
    await expectNoAxeViolations(page, 'the calculator with its docked result at 320 × 640')
    await page.close()
  })

  it('keeps the field being typed in clear of the docked result on a phone, also when the result grows over it', async () => {
    const page = await member.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await openCalculator(page, '/de?mode=price_to_time&rate=25&currency=EUR&priceCurrency=USD')
    const coveredBy = () =>
      page.evaluate(() => {
        const field = document.activeElement!.getBoundingClientRect()
        const result = document.querySelector('.calculator-result')!.getBoundingClientRect()
        return Math.max(0, field.bottom - result.top)
      })
    // The price field low on the screen, just above the docked prompt, as a person scrolling down to it finds it.
    await page.evaluate(() => {
      const prompt = document.querySelector('.calculator-result')!.getBoundingClientRect()
      window.scrollBy({
        top: document.querySelector('#calculator-price')!.getBoundingClientRect().bottom - prompt.top + 16,
        behavior: 'instant',
      })
    })
    expect(await page.locator('.result-figure').count()).toBe(0)
    await page.locator('#calculator-price').click()
    // The result, then its conversion, make the docked result several lines taller while the price is typed.
    await page.keyboard.type('1299,99')
    await page.locator('.result-conversion').waitFor()
    await expect.poll(coveredBy).toBe(0)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type('https://shop.example/laptop')
    await expect.poll(coveredBy).toBe(0)
    await page.close()
    expect(member.problems).toEqual([])
  })

  it('keeps every control the keyboard reaches clear of the selection bar stuck to the bottom of a phone’s screen', async () => {
    const page = await member.newPage()
    for (const title of ['Überraschungsgeschenk', 'Fahrrad', 'Laptop', 'Reise', 'Kopfhörer', 'Sofa'])
      await saveCalculation(page, { mode: 'price_to_time', rate: 20, currency: 'EUR', price: 120, title }, { lang: 'de' })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/de/dashboard?select=1`)
    await islandHydrated(page, 'dashboard')
    const covered = () =>
      page.evaluate(() => {
        const bar = document.querySelector('.dashboard-selection-bar')!
        const focused = document.activeElement!
        if (bar.contains(focused) || focused === document.body) return 0
        const own = focused.getBoundingClientRect()
        return Math.max(0, Math.min(own.bottom, bar.getBoundingClientRect().bottom) - Math.max(own.top, bar.getBoundingClientRect().top))
      })
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab')
      await expect.poll(covered, { message: `after ${step + 1} Tab` }).toBe(0)
    }
    await page.close()
    expect(member.problems).toEqual([])
  })

  it('keeps every control the keyboard reaches clear of a delete’s Undo on a phone, scrolling smoothly as by default', async () => {
    const text = messagesFor('de').dashboard
    const page = await member.newPage()
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    for (const title of ['Mantel', 'Zelt', 'Stuhl', 'Lampe', 'Regal', 'Uhr'])
      await saveCalculation(page, { mode: 'price_to_time', rate: 20, currency: 'EUR', price: 80, title }, { lang: 'de' })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/de/dashboard`)
    await islandHydrated(page, 'dashboard')
    await page.getByRole('button', { name: translatorOf(text)('actions.deleteLabel', { title: 'Uhr' }) }).click()
    const undo = page.getByRole('button', { name: text.actions.undo })
    await undo.waitFor()
    const covered = () =>
      page.evaluate(() => {
        const snackbar = document.querySelector('.dashboard .snackbar')
        const focused = document.activeElement!
        if (!snackbar || snackbar.contains(focused) || focused === document.body) return 0
        const own = focused.getBoundingClientRect()
        const bar = snackbar.getBoundingClientRect()
        return Math.max(0, Math.min(own.bottom, bar.bottom) - Math.max(own.top, bar.top))
      })
    for (let step = 0; step < 12 && (await undo.count()) > 0; step++) {
      await page.keyboard.press('Tab')
      await expect.poll(covered, { message: `after ${step + 1} Tab` }).toBe(0)
    }
    await page.close()
    expect(member.problems).toEqual([])
  })

  it('shows the fields of "What should I charge?" as soon as it is chosen, without JavaScript', async () => {
    const text = messagesFor('en').calculator.form
    for (const browser of [noScript, member]) {
      const page = await browser.newPage()
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`${base}/en`)
      if (scriptsEnabled(page)) await islandHydrated(page, 'calculator')
      expect(await page.locator('#calculator-price').isVisible()).toBe(true)
      expect(await page.locator('#calculator-duration').isVisible()).toBe(false)
      await page.getByRole('radio', { name: text.modes.time_to_price }).check()
      expect(await page.locator('#calculator-duration').isVisible()).toBe(true)
      expect(await page.locator('#calculator-unit').isVisible()).toBe(true)
      expect(await page.locator('#calculator-price').isVisible()).toBe(false)
      expect(await page.locator('#calculator-title').isVisible()).toBe(true)
      await page.fill('#calculator-rate', '50')
      await page.fill('#calculator-duration', '3')
      await page.selectOption('#calculator-unit', 'hours')
      await page.fill('#calculator-title', 'Logo')
      if (scriptsEnabled(page)) {
        await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toMatch(/150/)
        await expectNoAxeViolations(page, 'the calculator in "What should I charge?"')
      } else {
        await page.getByRole('button', { name: text.calculate }).click()
        await page.waitForURL(/mode=time_to_price/)
        await expect.poll(async () => plain(await page.locator('.result-figure').textContent())).toMatch(/150/)
        expect(new URL(page.url()).searchParams.getAll('title')).toEqual(['Logo'])
        expect(await page.getByLabel(text.jobTitle).inputValue()).toBe('Logo')
      }
      await page.getByRole('radio', { name: text.modes.price_to_time }).check()
      expect(await page.locator('#calculator-price').isVisible()).toBe(true)
      expect(await page.locator('#calculator-duration').isVisible()).toBe(false)
      await page.close()
    }
    expect([...noScript.problems, ...member.problems]).toEqual([])
  })

  it('wraps a title of one long word in the calculator’s result at 360 px, with JavaScript and without', async () => {
    const query = new URLSearchParams({
      mode: 'price_to_time',
      rate: '25',
      currency: 'EUR',
      price: '1299',
      title: `Donaudampfschifffahrts${'x'.repeat(60)}`,
    })
    for (const browser of [member, noScript]) {
      const page = await browser.newPage()
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(`${base}/de?${query}`)
      await page.locator('.result-figure').waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await page.close()
    }
  })

  it('wraps a title of one long word on the dashboard, the receipt and the goals, on screen and on paper, at 360 px', async () => {
    const page = await member.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await signUp(page, 'de', 'longword')
    const title = `Laptop ${'X'.repeat(113)}`
    const id = await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'CHF', workweek: true, price: 1200, title })
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
    await page.goto(`${base}/de/dashboard`)
    expect(await pageWidth(), 'dashboard').toBeLessThanOrEqual(360)
    await islandHydrated(page, 'dashboard')
    await page.getByRole('button', { name: translatorOf(messagesFor('de').dashboard)('actions.renameLabel', { title }) }).click()
    await page.getByRole('textbox', { name: translatorOf(messagesFor('de').dashboard)('actions.titleLabel', { title }) }).waitFor()
    expect(await pageWidth(), 'the dashboard’s rename').toBeLessThanOrEqual(360)
    await page.goto(`${base}/de/dashboard/receipt/${id}`)
    expect(await page.locator('.receipt dd', { hasText: title }).count()).toBe(1)
    expect(await pageWidth(), 'receipt').toBeLessThanOrEqual(360)
    await page.emulateMedia({ media: 'print' })
    expect(await pageWidth(), 'receipt on paper').toBeLessThanOrEqual(360)
    await page.emulateMedia({ media: 'screen' })
    await callApiJson(page, 'POST', '/api/goals', { lang: 'de', data: { title, targetAmount: 1500, savedAmount: 200 } })
    await page.goto(`${base}/de/goals`)
    expect(await page.locator('.goal h3', { hasText: title }).count()).toBe(1)
    expect(await pageWidth(), 'goals').toBeLessThanOrEqual(360)
    await page.close()
  })

  it("keeps the selection's count and “Create comparison” in view while ticking rows further down", async () => {
    const sharing = messagesFor('en').dashboard.sharing
    const page = await member.newPage()
    await signUp(page, 'en', 'select')
    for (let price = 1; price <= 12; price += 1) {
      await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: false, price, title: `Item ${price}` })
    }
    for (const [width, height] of [
      [320, 640],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto(`${base}/en/dashboard`)
      await islandHydrated(page, 'dashboard')
      await page.getByRole('link', { name: sharing.select }).click()
      for (const title of ['Item 1', 'Item 2']) await page.getByRole('checkbox', { name: title, exact: true }).check()
      const inView = (selector: string) =>
        page.evaluate((selector) => {
          const rect = document.querySelector(selector)!.getBoundingClientRect()
          return rect.height > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight
        }, selector)
      expect(await inView('#comparison-count'), `${width}px`).toBe(true)
      expect(plain(await page.locator('#comparison-count').innerText())).toContain('2 calculations chosen.')
      const create = page.getByRole('button', { name: sharing.create })
      expect(
        await create.evaluate((button) => {
          const rect = button.getBoundingClientRect()
          return rect.top >= 0 && rect.bottom <= window.innerHeight
        }),
        `${width}px`,
      ).toBe(true)
      // The last row ticked stays clear of the bar.
      const last = await closeness(page, '.dashboard-list > li:last-child .dashboard-select', '#comparison-count')
      expect(last.close, `${width}px: ${JSON.stringify(last)}`).toBe(false)
      // By keyboard, each row is its checkbox while choosing: "Create comparison" comes within a few stops after the last one.
      await page.getByRole('checkbox', { name: 'Item 1', exact: true }).focus()
      const focusedCreate = () => create.evaluate((button) => button === document.activeElement)
      for (let stops = 0; stops < 3 && !(await focusedCreate()); stops += 1) await page.keyboard.press('Tab')
      expect(await focusedCreate(), `${width}px`).toBe(true)
      await expectNoAxeViolations(page, `the dashboard selecting at ${width}px`)
    }
    await page.close()
    expect(member.problems).toEqual([])
  })
})
