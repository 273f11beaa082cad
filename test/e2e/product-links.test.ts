import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { messagesFor } from '../../src/i18n/translator.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { islandHydrated, openCalculator } from './support/calculator.ts'
import { signUp } from './support/sign-up.ts'

const base = inject('baseUrl')
const shop = inject('shopUrl')
const host = new URL(shop).host

/** Pastes text into a field as a person does with the clipboard: a `paste` event carrying it. */
async function paste(page: Page, selector: string, text: string) {
  await page.locator(selector).evaluate((field, pasted) => {
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    ;(field as HTMLInputElement).focus()
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

const journeys = [
  {
    lang: 'en',
    page: '/aggregate',
    how: 'pastes it into the link field',
    currency: 'USD',
    title: 'Espresso machine',
    price: '449.50',
    filled: `Name and price filled in from ${host}.`,
    save: 'Save',
    dashboardLink: 'See it on your dashboard',
  },
  {
    lang: 'de',
    page: '/json-ld',
    how: 'pastes it into the price field',
    currency: 'EUR',
    title: 'Trail running shoe',
    price: '129,90',
    filled: `Name und Preis von ${host} eingetragen.`,
    save: 'Speichern',
    dashboardLink: 'In der Übersicht ansehen',
  },
  {
    lang: 'pt-BR',
    page: '/graph',
    how: 'types it into the link field and reads it',
    currency: 'BRL',
    title: 'Tênis de corrida',
    price: '199,90',
    filled: `Nome e preço preenchidos a partir de ${host}.`,
    save: 'Salvar',
    dashboardLink: 'Ver no painel',
  },
] as const

describe.each(journeys)('a product link in $lang', ({ lang, page: shopPage, how, currency, title, price, filled, save, dashboardLink }) => {
  let browser: Browser
  beforeAll(async () => {
    // The browser speaks the page's language, so the calculator starts in the shop's currency for a shared link.
    browser = await launchBrowser({ locale: { en: 'en-US', de: 'de-DE', 'pt-BR': 'pt-BR' }[lang] })
  })
  afterAll(async () => {
    await browser.close()
  })

  it(`${how}: title and price are filled, the result shows, and the saved calculation links to the shop on the dashboard`, async () => {
    const page = await browser.newPage()
    await signUp(page, lang, 'link')
    await openCalculator(page, `/${lang}`)
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', currency)
    const link = `${shop}${shopPage}`
    if (lang === 'en') await paste(page, '#calculator-url', link)
    else if (lang === 'de') await paste(page, '#calculator-price', link)
    else {
      await page.fill('#calculator-url', link)
      await page.getByRole('button', { name: 'Ler o link' }).click()
    }
    await expect.poll(() => page.inputValue('#calculator-title')).toBe(title)
    expect(await page.inputValue('#calculator-price')).toBe(price)
    expect(await page.inputValue('#calculator-currency')).toBe(currency)
    expect(await page.inputValue('#calculator-url')).toBe(link)
    await expect.poll(() => page.textContent('#calculator-link-note')).toBe(filled)
    expect(await page.textContent('#calculator-url-hint')).toContain(host)
    await expect.poll(() => page.locator('.calculator-result .result-figure').count()).toBe(1)
    await page.locator('.calculator-result').getByRole('button', { name: save, exact: true }).click()
    await page.getByRole('link', { name: dashboardLink }).click()
    await page.waitForURL(new RegExp(`/${lang}/dashboard`))
    const saved = page.locator('.dashboard-item', { hasText: title }).locator('a.product-link')
    await expect.poll(() => saved.count()).toBe(1)
    expect(await saved.getAttribute('href')).toBe(link)
    expect(await saved.getAttribute('rel')).toBe('nofollow noopener')
    expect(await saved.textContent()).toBe(host)
  })

  it('opens the calculator from a link shared to the app (the manifest’s share target) with the same fields filled', async () => {
    const page = await browser.newPage()
    await page.context().clearCookies()
    const manifest = (await (await page.request.get(`${base}/${lang}/manifest.webmanifest`)).json()) as {
      share_target: { action: string; params: Record<'title' | 'text' | 'url', string> }
    }
    const { action, params } = manifest.share_target
    const link = `${shop}${shopPage}`
    const shared = new URLSearchParams({ [params.title]: 'Shop', [params.text]: `Look at this ${link}`, [params.url]: link })
    await page.goto(`${base}${action}?${shared}`)
    await islandHydrated(page, 'calculator')
    expect(await page.inputValue('#calculator-title')).toBe(title)
    expect(await page.inputValue('#calculator-price')).toBe(price)
    expect(await page.inputValue('#calculator-currency')).toBe(currency)
    expect(await page.inputValue('#calculator-url')).toBe(link)
    expect(await page.textContent('#calculator-link-note')).toBe(filled)
  })
})

describe('a link nothing can be read from', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('says so under the field and leaves price and title for typing', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await paste(page, '#calculator-price', `${shop}/none`)
    await expect
      .poll(() => page.textContent('#calculator-link-note'))
      .toBe('No price could be read from this page. Type the price yourself.')
    expect(await page.inputValue('#calculator-url')).toBe(`${shop}/none`)
    expect(await page.inputValue('#calculator-price')).toBe('')
    await page.fill('#calculator-price', '80')
    await page.fill('#calculator-title', 'Typed myself')
    await expect.poll(() => page.locator('.calculator-result .result-figure').textContent()).toBe('2 hours')
  })

  it('says the link could not be read, not that a Save failed, when the server fails without a word of its own', async () => {
    const page = await browser.newPage()
    const before = browser.problems.length
    await openCalculator(page, '/de')
    await page.route(/\/api\/product\?/, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }))
    await page.fill('#calculator-rate', '40')
    await paste(page, '#calculator-url', `${shop}/json-ld`)
    await expect
      .poll(() => page.textContent('#calculator-link-note'))
      .toBe('Der Link ließ sich gerade nicht lesen. Versuchen Sie es noch einmal, oder geben Sie den Preis selbst ein.')
    expect(await page.inputValue('#calculator-url')).toBe(`${shop}/json-ld`)
    await page.close()
    expect(browser.problems.slice(before).filter((problem) => !problem.includes('502'))).toEqual([])
  })
})

describe('Enter in the calculator', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('calculates from a price, reads the link from the link field, and keeps the focus on “Read the link”', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await page.fill('#calculator-price', '120')
    await page.locator('#calculator-price').press('Enter')
    await expect.poll(() => page.locator('.calculator-result .result-figure').textContent()).toBe('3 hours')
    expect(new URL(page.url()).searchParams.get('fill')).toBeNull()
    expect(await page.locator('.salary-helper .form-errors').count()).toBe(0)

    await page.fill('#calculator-url', `${shop}/json-ld`)
    await page.locator('#calculator-url').press('Enter')
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('Trail running shoe')
    expect(new URL(page.url()).searchParams.get('fill')).toBeNull()

    const read = page.getByRole('button', { name: 'Read the link' })
    await page.fill('#calculator-url', `${shop}/aggregate`)
    await read.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('Espresso machine')
    expect(await read.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it('works the rate out from the salary helper’s fields, and calculates without JavaScript', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.locator('.salary-helper summary').click()
    await page.fill('#calculator-salary', '83200')
    await page.fill('#calculator-hours', '40')
    await page.fill('#calculator-weeks', '52')
    await page.locator('#calculator-salary').press('Enter')
    await page.waitForURL(/fill=rate/)
    await islandHydrated(page, 'calculator')
    expect(await page.inputValue('#calculator-rate')).toBe('40.00')

    const noScript = await launchBrowser({ javaScript: false })
    const plain = await noScript.newPage()
    await plain.goto(`${base}/en`)
    await plain.fill('#calculator-rate', '40')
    await plain.fill('#calculator-price', '80')
    await plain.locator('#calculator-price').press('Enter')
    await plain.waitForURL(/price=80/)
    expect(new URL(plain.url()).searchParams.get('fill')).toBeNull()
    expect(await plain.locator('.calculator-result .result-figure').textContent()).toBe('2 hours')
    await noScript.close()
  })
})

describe('a second product link', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('leaves no price of the first product under the second one’s name when its price cannot be used', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', 'EUR')
    await paste(page, '#calculator-url', `${shop}/other-currency`)
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('Camera')
    expect(await page.inputValue('#calculator-price')).toBe('899.00')
    expect(await page.inputValue('#calculator-priceCurrency')).toBe('USD')
    await paste(page, '#calculator-url', `${shop}/no-reference-rate`)
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('Lantern')
    expect(await page.inputValue('#calculator-price')).toBe('')
    expect(await page.inputValue('#calculator-priceCurrency')).toBe('')
    expect(await page.locator('.calculator-result .result-figure').count()).toBe(0)
  })

  it('fills from the last link given, even when the answer for an earlier one comes later', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/en')
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', 'EUR')
    // The first product's answer is held until the second one's has filled the calculator.
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    await page.route(/\/api\/product\?/, async (route) => {
      if (!route.request().url().includes('other-currency')) return route.fallback()
      const response = await route.fetch()
      await firstHeld
      await route.fulfill({ response })
    })
    const firstAnswered = page.waitForResponse(/other-currency/)
    await paste(page, '#calculator-url', `${shop}/other-currency`)
    await paste(page, '#calculator-url', `${shop}/json-ld`)
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('Trail running shoe')
    releaseFirst()
    await firstAnswered
    await page.waitForTimeout(300)
    expect(await page.inputValue('#calculator-title')).toBe('Trail running shoe')
    expect(await page.inputValue('#calculator-url')).toBe(`${shop}/json-ld`)
    expect(await page.locator('.calculator-link button').getAttribute('aria-disabled')).not.toBe('true')
  })

  it('takes away what an unreadable link’s predecessor filled in, but never what the person typed', async () => {
    const page = await browser.newPage()
    await openCalculator(page, '/pt-BR')
    await page.fill('#calculator-rate', '40')
    await page.selectOption('#calculator-currency', 'EUR')
    await paste(page, '#calculator-url', `${shop}/json-ld`)
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('Trail running shoe')
    await paste(page, '#calculator-url', `${shop}/none`)
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('')
    expect(await page.inputValue('#calculator-price')).toBe('')
    await paste(page, '#calculator-url', `${shop}/json-ld`)
    await expect.poll(() => page.inputValue('#calculator-title')).toBe('Trail running shoe')
    await page.fill('#calculator-price', '100')
    await paste(page, '#calculator-url', `${shop}/none`)
    await expect.poll(() => page.textContent('#calculator-link-note')).toBe(messagesFor('pt-BR').calculator.link.errors.unreadable)
    expect(await page.inputValue('#calculator-title')).toBe('')
    expect(await page.inputValue('#calculator-price')).toBe('100')
  })
})
