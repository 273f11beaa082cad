import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { CalculatorIslandProps } from '../../src/views/islands/calculator.tsx'
import { get } from './support/fetch.ts'

/** Undoes React's attribute escaping. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The calculator island's serialized props in a page. */
function islandProps(html: string): CalculatorIslandProps {
  const match = /<div data-island="calculator" data-props="([^"]*)">/.exec(html)
  if (!match?.[1]) throw new Error('no calculator island in the page')
  return JSON.parse(unescapeHtml(match[1])) as CalculatorIslandProps
}

/** Visible text of a page, with no-break spaces as plain spaces. */
function text(html: string): string {
  return unescapeHtml(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')
}

describe('home page calculator', () => {
  it.each(['en', 'de', 'pt-BR'] as const)('renders the hero, the calculator island and the steps in %s', async (lang) => {
    const res = await get(`/${lang}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const props = islandProps(html)
    expect(props.locale).toBe(lang)
    expect(props.currencyOptions).toHaveLength(35)
    expect(html).toMatch(new RegExp(`<form class="calculator card"[^>]* action="/${lang}" method="get"`))
    expect(html).toContain('aria-live="polite"')
    expect(html).toMatch(/<ol class="steps">(<li>.*?<\/li>){3}<\/ol>/)
    expect(html).toMatch(/<script type="module" src="\/assets\/calculator\.entry-[^"]+\.js"/)
  })

  it('renders the result of a submitted form without JavaScript, in the page language', async () => {
    const html = await (await get('/de?mode=price_to_time&rate=40&currency=EUR&price=1200&title=Neues+Fahrrad&workweek=1')).text()
    const page = text(html)
    expect(page).toContain('Neues Fahrrad für 1.200,00 € kostet Sie')
    expect(page).toContain('30 Stunden')
    expect(page).toContain('3,8 Arbeitstage oder 0,8 Arbeitswochen')
  })

  it('prices a duration', async () => {
    const page = text(await (await get('/en?mode=time_to_price&rate=50&currency=USD&duration=3&unit=days&workweek=1')).text())
    expect(page).toContain('For 3 workdays at $50.00 an hour, charge')
    expect(page).toContain('$1,200.00')
    expect(page).toContain('That is 24 hours of work in total.')
  })

  it('asks for a rate instead of showing Infinity or NaN', async () => {
    const page = text(await (await get('/en?mode=price_to_time&rate=0&price=100')).text())
    expect(page).toContain('Enter your hourly rate to see the result.')
    expect(page).not.toMatch(/NaN|Infinity|∞/)
  })

  it('names each bad field in a localized message and still answers 200', async () => {
    const res = await get('/pt-BR?mode=price_to_time&rate=abc&currency=XYZ&price=-5')
    expect(res.status).toBe(200)
    const page = text(await res.text())
    expect(page).toContain('Valor por hora: digite um número, por exemplo 25 ou 12,50.')
    expect(page).toContain('Moeda: escolha uma das moedas da lista.')
    expect(page).toContain('Preço precisa ser maior que 0.')
  })

  it.each([
    ['control characters and markup', '/en?rate=%00&currency=%3Cscript%3E&price[]=1&mode=x&unit=y&workweek=maybe'],
    ['non-finite numbers', '/en?rate=1e400&price=NaN&duration=Infinity&mode=time_to_price'],
    ['huge values', `/de?title=${'x'.repeat(5000)}&price=${'9'.repeat(400)}`],
    ['broken percent-encoding', '/en?rate=%E0%A4%A&price=%'],
  ])('never fails on garbage: %s', async (_label, path) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(text(await res.text())).not.toMatch(/NaN|Infinity/)
  })

  it("starts guests with the currency of the visitor's country, and the URL's currency over it", async () => {
    const fromCountry = await exports.default.fetch(new Request('http://localhost/en', { cf: { country: 'CH' } }))
    expect(islandProps(await fromCountry.text())).toMatchObject({ startCurrency: 'CHF', country: 'CH', fixed: { currency: false } })
    const submitted = await exports.default.fetch(new Request('http://localhost/en?currency=JPY', { cf: { country: 'CH' } }))
    const html = await submitted.text()
    expect(islandProps(html)).toMatchObject({ startCurrency: 'JPY', fixed: { currency: true } })
    expect(html).toContain('<option value="JPY" selected="">JPY (¥) - Japanese Yen</option>')
    expect(islandProps(await (await get('/en')).text()).startCurrency).toBe('EUR')
  })

  it('labels currencies in the page language, sorted by name', async () => {
    const { currencyOptions } = islandProps(await (await get('/de')).text())
    expect(currencyOptions.find((option) => option.code === 'EUR')?.label).toBe('EUR (€) - Euro')
    expect(currencyOptions.find((option) => option.code === 'GBP')?.label).toBe('GBP (£) - Britisches Pfund')
  })

  it('sends a guest who saves to the login page with the calculation in next', async () => {
    const html = await (await get('/en?mode=price_to_time&rate=25&currency=EUR&price=100')).text()
    const next = encodeURIComponent('/en?mode=price_to_time&rate=25&currency=EUR&price=100')
    expect(html).toContain(`href="/en/login?next=${next.replace(/&/g, '&amp;')}"`)
  })
})
