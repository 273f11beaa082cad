import { describe, expect, it } from 'vitest'
import { DASHBOARD_PAGE_SIZE } from '../../src/lib/calculation/page.ts'
import { callApi } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { islandProps } from './support/island.ts'
import { plainSpaces } from './support/visible-text.ts'

/** A calculation with a price in whole euros, so each is told apart by its price. */
const priced = (price: number) => ({ mode: 'price_to_time', rate: 40, currency: 'EUR', price, title: `Item ${price}` })

async function create(jar: CookieJar, body: Record<string, unknown>): Promise<{ id: string; title: string | null; mode: string }> {
  const res = await callApi(jar, 'POST', '/api/calculations', body)
  expect(res.status).toBe(201)
  return res.json.calculation
}

/** Text with Intl's no-break spaces as plain spaces. */

describe('the dashboard pages through long lists', () => {
  it('pages GET /api/calculations with limit and offset, and keeps the unpaged answer for callers that do not page', async () => {
    const { jar } = await signedUpJar()
    for (const price of [1, 2, 3, 4, 5]) await create(jar, priced(price))
    const all = await callApi(jar, 'GET', '/api/calculations')
    expect(all.status).toBe(200)
    expect(Object.keys(all.json)).toEqual(['calculations'])
    expect(all.json.calculations.map((row: { amount: number }) => row.amount)).toEqual([5, 4, 3, 2, 1])

    const first = await callApi(jar, 'GET', '/api/calculations?limit=2')
    expect(first.status).toBe(200)
    expect(first.json.calculations.map((row: { amount: number }) => row.amount)).toEqual([5, 4])
    expect(first.json.total).toBe(5)
    expect(first.json.nextOffset).toBe(2)
    const last = await callApi(jar, 'GET', '/api/calculations?limit=2&offset=4')
    expect(last.json.calculations.map((row: { amount: number }) => row.amount)).toEqual([1])
    expect(last.json.nextOffset).toBeNull()
  })

  it('refuses a bad page with a 422 naming the field', async () => {
    const { jar } = await signedUpJar()
    for (const query of ['limit=0', 'limit=abc', 'limit=1001', 'offset=-1', 'offset=1.5', 'limit=2&limit=3']) {
      const res = await callApi(jar, 'GET', `/api/calculations?${query}`)
      expect(res.status, query).toBe(422)
      expect(Object.keys(res.json.error.fields), query).toEqual([query.split('=')[0]])
    }
  })

  it(`renders the first ${DASHBOARD_PAGE_SIZE} rows and a "Show more" link that works without JavaScript`, async () => {
    const { jar } = await signedUpJar()
    const count = DASHBOARD_PAGE_SIZE + 3
    for (let price = 1; price <= count; price += 1) await create(jar, priced(price))
    const html = await (await jar.fetch('/en/dashboard?nojs=1')).text()
    const props = islandProps(html)
    expect(props.calculations).toHaveLength(DASHBOARD_PAGE_SIZE)
    expect(props.total).toBe(count)
    expect(html).toContain(`${count} calculations`)
    expect(html).toContain(`href="/en/dashboard?nojs=1&amp;shown=${count}#calculation-`)
    expect(html).toContain('class="dashboard-more"')

    const more = await (await jar.fetch(`/en/dashboard?nojs=1&shown=${count}`)).text()
    expect(islandProps(more).calculations).toHaveLength(count)
    expect(more).not.toContain('class="dashboard-more"')
    expect((await jar.fetch('/en/dashboard?shown=abc')).status).toBe(200)
  })
})

describe('every error names its field', () => {
  it('says which log-in field is missing, keeping the fixed message on top', async () => {
    const both = await new CookieJar().fetch('/en/login', { form: { email: '', password: '' } })
    expect(both.status).toBe(400)
    const html = await both.text()
    expect(html).toContain('You must provide either an email or phone number and a password')
    expect(html).toContain('Enter your email address.')
    expect(html).toContain('Enter your password.')
    expect(html).toContain('<input id="email" aria-invalid="true" aria-describedby="email-error"')

    const noPassword = await (await new CookieJar().fetch('/de/login', { form: { email: 'a@example.test', password: '' } })).text()
    expect(noPassword).toContain('Bitte geben Sie Ihr Passwort ein.')
    expect(noPassword).not.toContain('Bitte geben Sie Ihre E-Mail-Adresse ein.')
  })

  it('names the field in the required messages of the other forms', async () => {
    const res = await new CookieJar().fetch('/pt-BR/contact', { form: { name: '', email: '', message: 'long enough message' } })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Informe seu nome.')
    expect(html).toContain('Informe seu endereço de e-mail.')
  })
})

describe('a quote keeps its title', () => {
  it('stores the title of a time-to-price calculation', async () => {
    const { jar } = await signedUpJar()
    const quote = await create(jar, { mode: 'time_to_price', rate: 50, currency: 'EUR', duration: 3, unit: 'hours', title: 'Logo design' })
    expect(quote.title).toBe('Logo design')
  })

  it('never reads "0 workdays" for a tiny result', async () => {
    const { jar } = await signedUpJar()
    const tiny = await create(jar, { mode: 'price_to_time', rate: 1000, currency: 'EUR', workweek: true, price: 1, title: 'Gum' })
    const html = plainSpaces(await (await jar.fetch(`/en/dashboard/receipt/${tiny.id}`)).text())
    expect(html).not.toContain('0 workdays')
    expect(html).toContain('less than 0.1 workday')
    expect(html).toContain('less than 0.1 work week')
  })
})

describe('a receipt of a quote headlines the price', () => {
  it('shows the price to charge as the big figure of a time-to-price receipt, the time of a price-to-time one', async () => {
    const { jar } = await signedUpJar()
    const quote = await create(jar, { mode: 'time_to_price', rate: 50, currency: 'EUR', duration: 3, unit: 'hours' })
    const html = plainSpaces(await (await jar.fetch(`/en/dashboard/receipt/${quote.id}`)).text())
    expect(html).toMatch(/<p class="result-figure">€150\.00<\/p>/)
    const item = await create(jar, priced(120))
    const other = plainSpaces(await (await jar.fetch(`/en/dashboard/receipt/${item.id}`)).text())
    expect(other).toMatch(/<p class="result-figure">3 hours<\/p>/)
  })
})

describe('the language switch keeps the query the page shows', () => {
  const query = 'mode=price_to_time&rate=40&currency=EUR&price=1200'
  const target = (referer: string, next = '/de') =>
    get(`/language/de?next=${encodeURIComponent(next)}`, { referer }).then((res) => res.headers.get('location'))

  it('takes the query from the Referer when it is the same page, in any language, on this origin', async () => {
    expect(await target(`http://localhost/en?${query}`)).toBe(`/de?${query}`)
    expect(await target(`http://localhost/en?${query}`, '/de?mode=price_to_time&price=9')).toBe(`/de?${query}`)
    expect(await target(`http://localhost/pt-BR/login?pending=x`, '/de/login')).toBe('/de/login?pending=x')
  })

  it('moves the log-in page’s next to the new language with it, and leaves any other next as it is', async () => {
    const login = (next: string) => `/de/login?next=${encodeURIComponent(next)}`
    expect(await target('', login('/en/goals'))).toBe(login('/de/goals'))
    expect(await target(`http://localhost${login('/pt-BR/goals?x=1').replace('/de/', '/pt-BR/')}`, login('/pt-BR/goals?x=1'))).toBe(
      login('/de/goals?x=1'),
    )
    expect(await target('', login('/en'))).toBe(login('/de'))
    expect(await target('', login('/de/goals'))).toBe(login('/de/goals'))
    expect(await target('', login('/english/goals'))).toBe(login('/english/goals'))
  })

  it('ignores a Referer from elsewhere or of another page', async () => {
    expect(await target(`http://evil.example/en?${query}`)).toBe('/de')
    expect(await target(`http://localhost/en/faq?${query}`)).toBe('/de')
    expect(await target('not a url')).toBe('/de')
    expect(await target(`http://localhost/en?${query}`, '/de/faq')).toBe('/de/faq')
  })
})
