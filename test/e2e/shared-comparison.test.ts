import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { messagesFor } from '../../src/i18n/translator.ts'
import { callApi, saveCalculation, type CalculationBody } from './support/api.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { signUp } from './support/sign-up.ts'

const base = inject('baseUrl')

const CALCULATIONS: CalculationBody[] = [
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'Laptop' },
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 400, title: 'Bike' },
  { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 600, title: 'Lisbon' },
]

// One language per journey, another in each file: every page is rendered in every language by site.test.ts and the worker tests.
describe.each(['en'] as const)('a shared comparison in %s', (lang) => {
  const text = messagesFor(lang).content.comparison
  let owner: Browser
  let guest: Browser

  beforeAll(async () => {
    owner = await launchBrowser()
    guest = await launchBrowser({ locale: lang === 'en' ? 'en-US' : lang })
  })
  afterAll(async () => {
    await owner.close()
    await guest.close()
  })

  it('opens for a visitor without a session, leads to the calculator, and is a 404 once deleted', async () => {
    const page = await owner.newPage()
    const { username } = await signUp(page, lang, 'share')
    const ids: string[] = []
    for (const body of CALCULATIONS) ids.push(await saveCalculation(page, body, { lang }))
    const created = await callApi(page, 'POST', '/api/comparisons', { lang, data: { calculationIds: ids } })
    expect(created.status()).toBe(201)
    const { url } = ((await created.json()) as { comparison: { url: string } }).comparison
    expect(url).toMatch(new RegExp(`^${base}/${lang}/compare/[0-9A-Za-z]{10}$`))

    const visitor = await guest.newPage()
    const response = await visitor.goto(url, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    expect(await visitor.getAttribute('html', 'lang')).toBe(lang)
    const title = new Intl.ListFormat(lang, { type: 'disjunction' }).format(['Laptop', 'Bike', 'Lisbon'])
    expect(await visitor.locator('h1').innerText()).toBe(text.previewTitle.replace('{{items}}', title))
    expect(await visitor.locator('.chart-row').count()).toBe(3)
    expect(await visitor.locator('.chart-row-highlight .chart-label').innerText()).toBe('Bike')
    expect(await visitor.locator('.comparison-item-cheapest h3').innerText()).toBe('Bike')
    expect(await visitor.getByText(text.legend).count()).toBe(1)
    expect(await visitor.locator('main').innerText()).toContain(username)
    expect(await visitor.content()).not.toContain(ids[0])

    await visitor.getByRole('link', { name: `${text.costMe} (Lisbon)` }).click()
    await visitor.waitForURL(`${base}/${lang}?mode=price_to_time&price=600&currency=EUR&title=Lisbon`)
    expect(await visitor.inputValue('#calculator-price')).toBe('600')
    expect(await visitor.inputValue('#calculator-title')).toBe('Lisbon')
    expect(await visitor.inputValue('#calculator-currency')).toBe('EUR')

    const code = url.split('/').pop()!
    expect((await callApi(page, 'DELETE', `/api/comparisons/${code}`, { lang })).status()).toBe(204)
    const gone = await visitor.goto(url)
    expect(gone?.status()).toBe(404)
    expect(await visitor.locator('main').innerText()).toContain(`Page not found: /${lang}/compare/${code}`)
    expect([...owner.problems, ...guest.problems].filter((problem) => !problem.includes('404'))).toEqual([])
  })
})
