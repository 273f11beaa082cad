import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'
import { messagesFor } from '../../src/i18n/translator.ts'

const base = inject('baseUrl')
const LANGS = ['en', 'de', 'pt-BR'] as const
const PAGES = [
  '',
  '/faq',
  '/pricing',
  '/contact',
  '/impressum',
  '/privacy',
  '/terms',
  '/sitemap',
  '/test-shared-comparison',
  '/login',
  '/signup',
]

describe('the site in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  it.each(LANGS)('renders every page in %s without console errors or CSP violations', async (lang) => {
    const page = await browser.newPage()
    for (const path of PAGES) {
      const response = await page.goto(`${base}/${lang}${path}`, { waitUntil: 'networkidle' })
      expect(response?.status(), path).toBe(200)
      expect(await page.getAttribute('html', 'lang')).toBe(lang)
      expect(await page.locator('h1').count(), path).toBeGreaterThan(0)
    }
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('switches language on the same page and makes / remember it', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/en/faq`)
    await page.locator('.language-switcher a[hreflang="de"]').click()
    await page.waitForURL(`${base}/de/faq`)
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    await page.goto(`${base}/`)
    expect(new URL(page.url()).pathname).toBe('/de')
    await page.locator('.language-switcher a[hreflang="pt-BR"]').click()
    await page.waitForURL(`${base}/pt-BR`)
    await page.goto(`${base}/`)
    expect(new URL(page.url()).pathname).toBe('/pt-BR')
    await page.close()
    expect(browser.problems).toEqual([])
  })

  it('serves /sitemap.xml as well-formed XML with hreflang alternates', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/en`)
    const result = await page.evaluate(async () => {
      const text = await (await fetch('/sitemap.xml')).text()
      const xml = new DOMParser().parseFromString(text, 'application/xml')
      return {
        errors: xml.getElementsByTagName('parsererror').length,
        urls: xml.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url').length,
        alternates: xml.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
      }
    })
    expect(result).toEqual({ errors: 0, urls: 24, alternates: 24 * 4 })
    await page.close()
  })

  it('shows the 404 page with the not-found message', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${base}/en/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found')
    expect(await page.textContent('body')).toContain('Page not found: /en/no-such-page')
    await page.close()
  })
})

describe('the site without JavaScript', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ javaScript: false })
  })
  afterAll(async () => {
    await browser.close()
  })

  it.each(LANGS)('renders and navigates in %s', async (lang) => {
    const page = await browser.newPage()
    await page.goto(`${base}/${lang}`)
    await page.locator('.site-footer a').first().click()
    await page.waitForURL(`${base}/${lang}/contact`)
    expect(await page.locator('form textarea[name="message"]').count()).toBe(1)
    await page.locator('.language-switcher a[hreflang="en"]').click()
    await page.waitForURL(`${base}/en/contact`)
    await page.close()
  })

  it('validates the contact form and stores a message', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/de/contact`)
    await page.locator('button[type="submit"]').last().click()
    await page.waitForLoadState()
    expect(await page.locator('.field-error').count()).toBe(3)
    await page.fill('#name', 'Erika Mustermann')
    await page.fill('#email', 'erika@example.test')
    await page.fill('#message', 'Eine Frage zum Rechner: rundet er auf ganze Minuten?')
    await page.locator('form button[type="submit"]').last().click()
    await page.waitForURL(`${base}/de/contact?sent=1`)
    expect(await page.locator('.form-success').textContent()).toBe(messagesFor('de').auth.contact.sent)
    // The thanks are a page of their own: a reload sends nothing again.
    const resent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') resent.push(request.url())
    })
    await page.reload()
    expect(await page.locator('.form-success').textContent()).toBe(messagesFor('de').auth.contact.sent)
    expect(resent).toEqual([])
    await page.close()
  })
})
