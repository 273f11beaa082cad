import { beforeAll, describe, expect, it } from 'vitest'
import { INTL_LOCALE, type Locale } from '../../src/i18n/locales.ts'
import { translatorOf } from '../../src/i18n/translate.ts'
import { createTranslator, messagesFor } from '../../src/i18n/translator.ts'
import { formatMoney } from '../../src/lib/format.ts'
import { callApi } from './support/api.ts'
import { COMPARED, saveCalculations, userIdOf } from './support/comparisons.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { get, LANGS } from './support/fetch.ts'
import { plainSpaces } from './support/visible-text.ts'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" }

/** The HTML with React's entities and text separators undone and odd spaces made plain. */
function decoded(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[\u00a0\u202f]/g, ' ')
}

/** The content of a `<meta>` tag, decoded. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)
  return match ? decoded(match[1]!) : undefined
}

describe('the public comparison page', () => {
  let owner: { jar: CookieJar; username: string; id: string }
  let ids: string[]
  let code: string
  let createdAt: string
  let untitledCode: string

  beforeAll(async () => {
    const signedUp = await signedUpJar()
    owner = { jar: signedUp.jar, username: signedUp.account.username, id: userIdOf(signedUp.jar) }
    ids = await saveCalculations(owner.jar, COMPARED)
    const titled = await callApi(owner.jar, 'POST', '/api/comparisons', { calculationIds: ids, title: 'Gadgets & trips' })
    code = titled.json.comparison.code
    createdAt = titled.json.comparison.createdAt
    untitledCode = (await callApi(owner.jar, 'POST', '/api/comparisons', { calculationIds: [ids[0], ids[1]] })).json.comparison.code
  })

  describe.each(LANGS)('in %s, opened with no session', (lang: Locale) => {
    const messages = messagesFor(lang).content.comparison
    let html: string
    let res: Response

    beforeAll(async () => {
      res = await get(`/${lang}/compare/${code}`)
      html = decoded(await res.text())
    })

    it('answers 200 in the viewer’s language, shared caches keep it a minute at most, never indexed', () => {
      expect(res.status).toBe(200)
      expect(html).toContain(`<html lang="${lang}">`)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      expect(res.headers.get('x-robots-tag')).toBe('noindex')
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
      expect(html).toContain(`>${messages.eyebrowShared}<`)
      expect(html).toContain('<h1>Gadgets & trips</h1>')
    })

    it('shows each amount in its own currency, formatted for the viewer, with hours and workdays', () => {
      for (const [amount, currency] of [
        [1200, 'EUR'],
        [400, 'EUR'],
        [10000, 'JPY'],
      ] as const) {
        expect(html).toContain(`<dd>${plainSpaces(formatMoney(amount, currency, lang))}</dd>`)
      }
      const hours = (count: number) =>
        plainSpaces(new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(count))
      for (const count of [30, 10, 4]) expect(html).toContain(`<span class="chart-value">${hours(count)}</span>`)
      const workdays = createTranslator(lang)('calculator.result.workdays.other', {
        count: new Intl.NumberFormat(INTL_LOCALE[lang]).format(3.8),
      })
      expect(html).toContain(`<dd>${workdays}</dd>`)
    })

    it('draws the chart and highlights exactly one cheapest item, with a legend saying what that means', () => {
      expect(html.match(/class="chart-label"/g)).toHaveLength(3)
      expect(html.match(/class="[^"]*\bchart-bar-highlight\b/g)).toHaveLength(1)
      expect(html.match(/class="[^"]*\bcomparison-item-cheapest\b/g)).toHaveLength(1)
      expect(html).toMatch(/<div class="chart-row chart-row-highlight" title="[^"]*¥[^"]*">/)
      expect(html).toContain(messages.legend)
    })

    it('names the owner and the date', () => {
      const date = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(createdAt))
      const [before] = messages.byline.split('{{date}}')
      expect(html).toContain(translatorOf({ before: before! })('before', { owner: owner.username }))
      expect(html).toMatch(new RegExp(`<time dateTime="[^"]+">${date}</time>`))
    })

    it('links each item to the calculator with its price, currency and title', () => {
      const links = [...html.matchAll(/<a class="button button-secondary" href="([^"]+)">([^<]+)/g)]
      expect(links.map((link) => link[1])).toEqual([
        `/${lang}?mode=price_to_time&price=1200&currency=EUR&title=New+laptop`,
        `/${lang}?mode=price_to_time&price=400&currency=EUR&title=City+bike`,
        `/${lang}?mode=price_to_time&price=10000&currency=JPY`,
      ])
      expect(links.map((link) => link[2])).toEqual(Array(3).fill(messages.costMe))
    })

    it('names what is compared in og:title and twitter:title, and the cheapest in og:description', () => {
      const list = new Intl.ListFormat(INTL_LOCALE[lang], { type: 'disjunction' }).format([
        'New laptop',
        'City bike',
        plainSpaces(formatMoney(10000, 'JPY', lang)),
      ])
      const title = translatorOf(messages)('previewTitle', { items: list })
      expect(metaContent(html, 'property', 'og:title')).toBe(title)
      expect(metaContent(html, 'name', 'twitter:title')).toBe(title)
      expect(html).toContain(`<title>${title}</title>`)
      const description = metaContent(html, 'property', 'og:description')
      expect(description).toContain(plainSpaces(formatMoney(10000, 'JPY', lang)))
      expect(description).toBe(metaContent(html, 'name', 'description'))
      expect(description?.startsWith(messages.summary.split('{{')[0]!)).toBe(true)
    })

    it('carries no user id, no calculation id and no session', () => {
      expect(html).not.toContain(owner.id)
      for (const id of ids) expect(html).not.toContain(id)
      expect(html).not.toContain('user_id')
      expect(res.headers.getSetCookie()).toEqual([])
    })
  })

  it('says a time under a minute as the calculator does, in its chart, its card, its preview and on the owner’s dashboard', async () => {
    const { jar } = await signedUpJar('de')
    const cheap = { mode: 'price_to_time', rate: 42.75, currency: 'CHF', workweek: true }
    const ids = await saveCalculations(jar, [
      { ...cheap, price: 0.3, title: 'Kaugummi' },
      { ...cheap, price: 120, title: 'Schuhe' },
    ])
    const created = await callApi(jar, 'POST', '/api/comparisons', { calculationIds: ids })
    const page = decoded(await (await get(`/de/compare/${created.json.comparison.code}`)).text())
    const under = messagesFor('de').calculator.result.lessThanAMinute
    expect(page).toContain(`<span class="chart-value">${under}</span>`)
    expect(page).toContain(`<dd>${under}</dd>`)
    expect(metaContent(page, 'property', 'og:description')).toContain(under)
    expect(page).not.toMatch(/\b0 (Minuten|Stunden)\b/)
    expect(page).toContain('<span class="chart-value">2 Stunden, 48 Minuten</span>')
    const dashboard = decoded(await (await jar.fetch('/de/dashboard')).text())
    expect(dashboard).toContain(`<span class="chart-value">${under}</span>`)
  })

  it('uses the comparison’s list title as heading when it has no title of its own', async () => {
    const html = decoded(await (await get(`/en/compare/${untitledCode}`)).text())
    expect(html).toContain('<h1>New laptop or City bike — in hours of work</h1>')
    expect(metaContent(html, 'property', 'og:title')).toBe('New laptop or City bike — in hours of work')
    expect(metaContent(html, 'property', 'og:description')).toBe('Cheapest in time: City bike, at 10 hours of work.')
  })

  it('is the same for a signed-in stranger, whose calculator links keep their work week', async () => {
    const stranger = await signedUpJar()
    await stranger.jar.fetch('/en/profile', {
      form: {
        username: stranger.account.username,
        email: stranger.account.email,
        hourlyRate: '20',
        currency: 'EUR',
        language: 'en',
        receiptLanguage: 'eng',
        useWorkWeek: 'on',
      },
    })
    const res = await stranger.jar.fetch(`/en/compare/${code}`)
    expect(res.status).toBe(200)
    const html = decoded(await res.text())
    expect(html).toContain('<h1>Gadgets & trips</h1>')
    expect(html).toContain('href="/en?mode=price_to_time&price=1200&currency=EUR&title=New+laptop&workweek=1"')
    expect(html).not.toContain(owner.id)
  })

  it('opens the calculator from a link with the item’s price, currency and title, at the visitor’s rate converted into that currency', async () => {
    const stranger = await signedUpJar()
    await stranger.jar.fetch('/en/profile', {
      form: {
        username: stranger.account.username,
        email: stranger.account.email,
        hourlyRate: '20',
        currency: 'USD',
        language: 'en',
        receiptLanguage: 'eng',
      },
    })
    const page = decoded(await (await stranger.jar.fetch('/en?mode=price_to_time&price=1200&currency=EUR&title=New+laptop')).text())
    expect(page.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(
      'New laptop for €1,200.00 costs you 66 hours 56 minutes of work at €17.93 an hour.',
    )
  })

  it('answers an unknown code with the 404 page and a deleted one too', async () => {
    const unknown = await get('/de/compare/Unknown123')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Page not found: /de/compare/Unknown123')

    const doomed = (await callApi(owner.jar, 'POST', '/api/comparisons', { calculationIds: [ids[0], ids[2]] })).json.comparison.code
    expect((await get(`/pt-BR/compare/${doomed}`)).status).toBe(200)
    expect((await callApi(owner.jar, 'DELETE', `/api/comparisons/${doomed}`)).status).toBe(204)
    const gone = await get(`/pt-BR/compare/${doomed}`)
    expect(gone.status).toBe(404)
    const html = await gone.text()
    expect(html).toContain(`Page not found: /pt-BR/compare/${doomed}`)
    // A link its owner deleted is not the visitor's typo: the page says either may be why.
    expect(html).toContain('O endereço pode ter sido digitado errado, ou o que ele mostrava foi excluído ou mudou de lugar.')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it.each(['abc', 'abcDEF12345', 'abcDEF123!', 'abcDEF123%20'])('treats the malformed code %s as a malformed route', async (bad) => {
    const res = await get(`/en/compare/${bad}`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain(`Page Not Found: /en/compare/${bad}`)
  })
})

describe('the sample comparison is the same view', () => {
  it.each(LANGS)('in %s it has link previews, a legend and calculator links, and sends guests to sign up', async (lang) => {
    const messages = messagesFor(lang).content.comparison
    const html = decoded(await (await get(`/${lang}/test-shared-comparison`)).text())
    const list = new Intl.ListFormat(INTL_LOCALE[lang], { type: 'disjunction' }).format(Object.values(messages.sample.items))
    expect(metaContent(html, 'property', 'og:title')).toBe(translatorOf(messages)('previewTitle', { items: list }))
    expect(metaContent(html, 'name', 'twitter:title')).toBe(translatorOf(messages)('previewTitle', { items: list }))
    expect(metaContent(html, 'property', 'og:description')).toContain(messages.sample.items.headphones)
    expect(html).toContain(messages.legend)
    expect(html.match(/class="button button-secondary"/g)).toHaveLength(4)
    expect(html).toContain(`<a class="button" href="/${lang}/signup">${messages.sampleCtaGuest}</a>`)
  })

  it('sends a signed-in user to the dashboard’s selection mode', async () => {
    const { jar } = await signedUpJar('de')
    const html = decoded(await (await jar.fetch('/de/test-shared-comparison')).text())
    expect(html).toContain(`<a class="button" href="/de/dashboard?select=1">${messagesFor('de').content.comparison.sampleCtaUser}</a>`)
  })
})
