import { describe, expect, inject, it } from 'vitest'
import { DASHBOARD_LISTS_WAIT_MS, DASHBOARD_PAGE_SIZE } from '../../src/lib/calculation/page.ts'
import { callApi, laptop } from './support/api.ts'
import { viaBackend } from './support/backend.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { islandProps as readIslandProps } from './support/island.ts'
import { scriptStarter } from './support/script-starter.ts'
import { plainSpaces } from './support/visible-text.ts'

const bike = { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: false, price: 350, title: 'Road bike' }
const job = { mode: 'time_to_price', rate: 50, currency: 'USD', workweek: true, duration: 3, unit: 'days' }

async function create(jar: CookieJar, body: Record<string, string | number | boolean>): Promise<string> {
  const res = await callApi(jar, 'POST', '/api/calculations', body)
  expect(res.status).toBe(201)
  return res.json.calculation.id
}

/** The island's serialized props, read back out of the page's HTML. */
type DashboardProps = {
  calculations: { id: string; title: string | null; amount: number }[]
  total: number
  savedId: string | null
  favoritesOnly: boolean
}

const islandProps = (html: string) => readIslandProps<DashboardProps>(html)

/** Text with Intl's no-break spaces as plain spaces. */

describe('dashboard', () => {
  it('sends guests to log in and back', async () => {
    const res = await new CookieJar().fetch('/de/dashboard')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/de/login?next=${encodeURIComponent('/de/dashboard')}`)
  })

  it("server-renders the user's rows, newest first, with the no-JavaScript forms", async () => {
    const { jar } = await signedUpJar()
    const first = await create(jar, laptop)
    const second = await create(jar, bike)
    const third = await create(jar, job)
    const res = await jar.fetch('/en/dashboard')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Saved calculations</h1>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(scriptStarter(html).urls).toContainEqual(expect.stringMatching(/^\/assets\/dashboard-[\w-]+\.js$/))
    expect(islandProps(html).calculations.map((row) => row.id)).toEqual([third, second, first])
    const list = html.slice(html.indexOf('class="dashboard-list"'))
    expect(list.indexOf('Untitled')).toBeLessThan(list.indexOf('Road bike'))
    expect(list.indexOf('Road bike')).toBeLessThan(list.indexOf('New laptop'))
    expect(html).toContain('€1,200.00')
    expect(html).toContain('30 hours')
    expect(html).toContain('3.8 workdays')
    expect(html).toContain('8 hours 45 minutes')
    expect(html).toContain('0.4 days')
    expect(html).toContain('$1,200.00')
    expect(html).toContain('€40.00/h')
    expect(html).toContain(`action="/en/dashboard/calculations/${first}/delete"`)
    expect(html).toContain(`action="/en/dashboard/calculations/${first}/favorite"`)
    expect(html).toContain(`href="/en/dashboard/receipt/${first}"`)
    expect(html).toContain('aria-pressed="false"')
    expect(html).toContain('role="img" aria-label="Bar chart of the hours of work each saved item costs"')
  })

  it('keeps a title that looks like markup inside the props: it cannot end their JSON block', async () => {
    const { jar } = await signedUpJar()
    const title = '</script><script>alert(1)</script><!--'
    const id = await create(jar, { ...bike, title })
    const html = await (await jar.fetch('/en/dashboard')).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /nonce=|type="application\/json"/.test(tag))).toBe(true)
    expect(islandProps(html).calculations).toEqual([expect.objectContaining({ id, title })])
  })

  it('shows the empty state leading to the calculator for a new user', async () => {
    const { jar } = await signedUpJar('pt-BR')
    const html = await (await jar.fetch('/pt-BR/dashboard')).text()
    expect(html).toContain('class="empty-state"')
    expect(html).toContain('Nada salvo ainda')
    expect(html).toContain('<a class="button" href="/pt-BR">Abrir a calculadora</a>')
    expect(islandProps(html).calculations).toEqual([])
  })

  it('confirms and highlights ?saved=<id>, filters ?favorites=1, and speaks German', async () => {
    const { jar } = await signedUpJar('de')
    const starred = await create(jar, laptop)
    const plain = await create(jar, bike)
    expect((await callApi(jar, 'POST', `/api/calculations/${starred}/favorite`, { isFavorite: false })).status).toBe(200)

    const saved = await (await jar.fetch(`/de/dashboard?saved=${plain}`)).text()
    expect(saved).toContain('„Road bike“ ist gespeichert.')
    expect(saved).toContain('dashboard-item dashboard-item-saved')
    expect(saved).toContain('1.200,00\u00a0€')
    expect(saved).toContain('Gespeicherte Berechnungen')

    const favorites = await (await jar.fetch('/de/dashboard?favorites=1')).text()
    expect(islandProps(favorites).favoritesOnly).toBe(true)
    const list = favorites.slice(favorites.indexOf('class="dashboard-list"'), favorites.indexOf('data-island-props'))
    expect(list).toContain('New laptop')
    expect(list).not.toContain('Road bike')
    expect(list).toContain('aria-pressed="true"')
  })

  it('shows the list at first paint when Supabase answers within the wait, with no loading state', async () => {
    const { jar } = await signedUpJar()
    await create(jar, laptop)
    // The stand-in shares two CPUs with the other test files: a busy moment can make one read slower than the wait,
    // so the loads are spread over a few seconds, each later one after a longer pause.
    let whole = ''
    for (let attempt = 0; attempt < 10 && !whole; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      const html = await (await jar.fetch('/en/dashboard')).text()
      if (!html.includes('<template id="B:0">')) whole = html
    }
    expect(whole, 'one of ten loads came in one piece').not.toBe('')
    expect(whole).not.toContain('Loading your calculations…')
    expect(whole).not.toContain('<div hidden id="S:0">')
    expect(whole.indexOf('data-island="dashboard"')).toBeLessThan(whole.indexOf('</main>'))
    expect(whole).toContain('New laptop')
    expect(whole).toContain('<noscript><meta http-equiv="refresh" content="0; url=/en/dashboard?nojs=1"/></noscript>')
  })

  it('streams the list behind a Suspense boundary when Supabase is slow, and sends browsers without JavaScript to a one-piece page', async () => {
    const { jar } = await signedUpJar()
    await create(jar, laptop)
    const slow = `${inject('flakyUrl')}/rest-slow/${DASHBOARD_LISTS_WAIT_MS * 4}/dashboard-${jar.ip}`
    const streamed = (await viaBackend(slow, jar, '/en/dashboard?favorites=1')).body
    expect(streamed).toContain('<template id="B:0"></template>')
    expect(streamed).toContain('Loading your calculations…')
    expect(streamed).toMatch(/<div hidden id="S:0">[\s\S]*data-island="dashboard"/)
    expect(streamed).toContain('<noscript><meta http-equiv="refresh" content="0; url=/en/dashboard?favorites=1&amp;nojs=1"/></noscript>')

    const whole = (await viaBackend(slow, jar, '/en/dashboard?favorites=1&nojs=1')).body
    expect(whole).not.toContain('<template id="B:0">')
    expect(whole).not.toContain('http-equiv="refresh"')
    expect(whole.indexOf('data-island="dashboard"')).toBeLessThan(whole.indexOf('</main>'))
  })

  it('reports the outcome of a no-JavaScript form post', async () => {
    const { jar } = await signedUpJar()
    expect(await (await jar.fetch('/en/dashboard?deleted=1')).text()).toContain('The calculation was deleted.')
    expect(await (await jar.fetch('/en/dashboard?error=notFound')).text()).toContain('Calculation not found or has been deleted')
  })
})

describe('receipt', () => {
  it('is written in the receipt language while the page stays in the URL language', async () => {
    const { jar, account } = await signedUpJar()
    const profile = await jar.fetch('/en/profile', {
      form: {
        username: account.username,
        email: account.email,
        hourlyRate: '40',
        currency: 'EUR',
        language: 'en',
        receiptLanguage: 'deu',
        useWorkWeek: 'on',
      },
    })
    expect(profile.status).toBe(303)
    const id = await create(jar, laptop)
    const res = await jar.fetch(`/en/dashboard/receipt/${id}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Receipt – TimePrice</title>')
    const start = html.indexOf('<article class="receipt"')
    const receipt = html.slice(start, html.indexOf('</article>', start))
    expect(receipt).toContain('lang="de"')
    expect(receipt).toContain('<h2 id="receipt-title">Beleg</h2>')
    expect(receipt).toContain('New laptop')
    expect(receipt).toContain('1.200,00\u00a0€')
    expect(receipt).toContain('40,00\u00a0€/Std.')
    expect(receipt).toContain('30 Stunden')
    expect(receipt).toContain('3,8 Arbeitstage')
    expect(receipt).toContain(account.username)
    expect(receipt).not.toContain('Back to the dashboard')
    expect(html.slice(html.indexOf('</article>'))).toContain('Back to the dashboard')
    expect(html).toContain('written in your receipt language (German)')
  })

  it('defaults to English receipts and needs a login', async () => {
    const { jar } = await signedUpJar('pt-BR')
    const id = await create(jar, job)
    const html = await (await jar.fetch(`/pt-BR/dashboard/receipt/${id}`)).text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<article class="receipt" lang="en"')
    expect(html).toContain('$1,200.00')
    expect(html).toContain('Voltar ao painel')
    const guest = await new CookieJar().fetch(`/en/dashboard/receipt/${id}`)
    expect(guest.status).toBe(302)
  })

  it("is a 404 for someone else's id, an unknown id and a malformed id", async () => {
    const owner = await signedUpJar()
    const id = await create(owner.jar, laptop)
    const { jar } = await signedUpJar()

    const foreign = await jar.fetch(`/en/dashboard/receipt/${id}`)
    expect(foreign.status).toBe(404)
    const foreignHtml = await foreign.text()
    expect(foreignHtml).toContain(`Page not found: /en/dashboard/receipt/${id}`)
    expect(foreignHtml).not.toContain('New laptop')

    const unknown = await jar.fetch('/en/dashboard/receipt/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Page not found: /en/dashboard/receipt/00000000-0000-4000-8000-000000000000')

    const malformed = await jar.fetch('/en/dashboard/receipt/not-a-uuid?x=1')
    expect(malformed.status).toBe(404)
    expect(await malformed.text()).toContain('Page Not Found: /en/dashboard/receipt/not-a-uuid?x=1')
  })
})

describe('the favourites filter reads the favourites from the server', () => {
  /** A calculation told apart by its price, in whole euros. */
  const priced = (price: number) => ({ mode: 'price_to_time', rate: 40, currency: 'EUR', price, title: `Item ${price}` })
  const star = async (jar: CookieJar, id: string) =>
    expect((await callApi(jar, 'POST', `/api/calculations/${id}/favorite`, { isFavorite: false })).status).toBe(200)
  const amounts = (rows: { amount: number }[]) => rows.map((row) => row.amount)

  it('pages GET /api/calculations?favorites=1 through the favourites alone, with their own total', async () => {
    const { jar } = await signedUpJar()
    const ids: string[] = []
    for (const price of [1, 2, 3, 4, 5, 6]) ids.push(await create(jar, priced(price)))
    for (const index of [0, 1, 3]) await star(jar, ids[index]!)

    const first = await callApi(jar, 'GET', '/api/calculations?favorites=1&limit=2')
    expect(first.status).toBe(200)
    expect(amounts(first.json.calculations)).toEqual([4, 2])
    expect(first.json.total).toBe(3)
    expect(first.json.nextOffset).toBe(2)
    const last = await callApi(jar, 'GET', '/api/calculations?favorites=1&limit=2&offset=2')
    expect(amounts(last.json.calculations)).toEqual([1])
    expect(last.json.total).toBe(3)
    expect(last.json.nextOffset).toBeNull()

    const unpaged = await callApi(jar, 'GET', '/api/calculations?favorites=1')
    expect(Object.keys(unpaged.json)).toEqual(['calculations'])
    expect(amounts(unpaged.json.calculations)).toEqual([4, 2, 1])
    const every = await callApi(jar, 'GET', '/api/calculations?favorites=0&limit=10')
    expect(amounts(every.json.calculations)).toEqual([6, 5, 4, 3, 2, 1])
    expect(every.json.total).toBe(6)

    for (const query of ['favorites=yes', 'favorites=1&favorites=1', 'favorites=1&limit=0']) {
      const res = await callApi(jar, 'GET', `/api/calculations?${query}`)
      expect(res.status, query).toBe(422)
      expect(Object.keys(res.json.error.fields), query).toEqual([query.endsWith('limit=0') ? 'limit' : 'favorites'])
    }
  })

  it(`shows old favourites among more than ${DASHBOARD_PAGE_SIZE} calculations, counted and paged on their own, without JavaScript too`, async () => {
    const { jar } = await signedUpJar()
    const count = DASHBOARD_PAGE_SIZE + 3
    const ids: string[] = []
    for (let price = 1; price <= count; price += 1) ids.push(await create(jar, priced(price)))
    await star(jar, ids[0]!)
    await star(jar, ids[1]!)

    for (const path of ['/en/dashboard?favorites=1&nojs=1', '/en/dashboard?favorites=1']) {
      const html = await (await jar.fetch(path)).text()
      const props = islandProps(html)
      expect(amounts(props.calculations), path).toEqual([2, 1])
      expect(props.total, path).toBe(2)
      const rendered = html.slice(0, html.indexOf('data-island-props'))
      expect(rendered.includes('2 favourites'), path).toBe(true)
      expect(rendered.includes('No favourites yet'), path).toBe(false)
      expect(rendered.includes('class="dashboard-more"'), path).toBe(false)
    }

    for (const id of ids.slice(2, DASHBOARD_PAGE_SIZE + 1)) await star(jar, id)
    const favorites = DASHBOARD_PAGE_SIZE + 1
    const paged = await (await jar.fetch('/en/dashboard?favorites=1&nojs=1')).text()
    expect(islandProps(paged).calculations).toHaveLength(DASHBOARD_PAGE_SIZE)
    expect(plainSpaces(paged).includes(`Showing the newest ${DASHBOARD_PAGE_SIZE} of ${favorites}.`)).toBe(true)
    expect(paged.includes(`href="/en/dashboard?favorites=1&amp;nojs=1&amp;shown=${favorites}#calculation-`)).toBe(true)
    const more = await (await jar.fetch(`/en/dashboard?favorites=1&nojs=1&shown=${favorites}`)).text()
    expect(amounts(islandProps(more).calculations)).toEqual(Array.from({ length: favorites }, (_, index) => favorites - index))
    expect(more.includes('class="dashboard-more"')).toBe(false)
  })
})

describe('the day a calculation was saved', () => {
  it('is the day where the edge places the person, on the dashboard and the receipt, and UTC’s where it places no one', async () => {
    const { jar } = await signedUpJar()
    const saved = (await callApi(jar, 'POST', '/api/calculations', laptop)).json.calculation
    // Twenty-five hours apart: whatever the hour, the two zones are on different days.
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const day = (dateStyle: 'medium' | 'long') =>
        plainSpaces(new Intl.DateTimeFormat('en-US', { dateStyle, timeZone }).format(new Date(saved.created_at)))
      const dashboard = await jar.fetch('/en/dashboard', { cf: { timezone: timeZone } })
      const html = plainSpaces(await dashboard.text())
      expect(readIslandProps(html, 'dashboard')).toMatchObject({ timeZone })
      expect(html).toContain(day('medium'))
      const receipt = plainSpaces(await (await jar.fetch(`/en/dashboard/receipt/${saved.id}`, { cf: { timezone: timeZone } })).text())
      expect(receipt).toContain(day('long'))
    }
    expect(readIslandProps(await (await jar.fetch('/en/dashboard', { cf: { timezone: 'Not/AZone' } })).text(), 'dashboard')).toMatchObject({
      timeZone: 'UTC',
    })
  })
})
