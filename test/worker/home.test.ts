import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { CalculatorIslandProps } from '../../src/views/islands/calculator/types.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { visibleText } from './support/visible-text.ts'
import { islandProps as readIslandProps } from './support/island.ts'
import { scriptStarter } from './support/script-starter.ts'

/** The calculator island's serialized props in a page. */
const islandProps = (html: string): CalculatorIslandProps => readIslandProps<CalculatorIslandProps>(html, 'calculator')

describe('home page calculator', () => {
  it.each(['en', 'de', 'pt-BR'] as const)('renders the hero, the calculator island and the steps in %s', async (lang) => {
    const res = await get(`/${lang}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const props = islandProps(html)
    expect(props.locale).toBe(lang)
    expect(props.currencyOptions).toHaveLength(35)
    expect(html).toMatch(new RegExp(`<form class="calculator card"[^>]* action="/${lang}" method="get"`))
    expect(html).toContain('<div class="visually-hidden" role="status" id="calculator-announcement">')
    expect(html).toMatch(/<ol class="steps">(<li>.*?<\/li>){3}<\/ol>/)
    expect(scriptStarter(html).urls).toContainEqual(expect.stringMatching(/^\/assets\/calculator-[\w-]+\.js$/))
  })

  it('renders the result of a submitted form without JavaScript, in the page language', async () => {
    const html = await (await get('/de?mode=price_to_time&rate=40&currency=EUR&price=1200&title=Neues+Fahrrad&workweek=1')).text()
    const page = visibleText(html)
    expect(page).toContain('Neues Fahrrad für 1.200,00 € kostet Sie')
    expect(page).toContain('30 Stunden')
    expect(page).toContain('3,8 Arbeitstage oder 0,8 Arbeitswochen')
  })

  it('prices a duration', async () => {
    const page = visibleText(await (await get('/en?mode=time_to_price&rate=50&currency=USD&duration=3&unit=days&workweek=1')).text())
    expect(page).toContain('For 3 workdays at $50.00 an hour, charge')
    expect(page).toContain('$1,200.00')
    expect(page).toContain('That is 24 hours of work in total.')
  })

  it('asks for a rate instead of showing Infinity or NaN', async () => {
    const page = visibleText(await (await get('/en?mode=price_to_time&rate=0&price=100')).text())
    expect(page).toContain('Enter your hourly rate to see the result.')
    expect(page).not.toMatch(/NaN|Infinity|∞/)
  })

  it.each([
    ['/en?mode=price_to_time&rate=40&price=-100', 'Correct the price to see what it costs you in hours of work.'],
    ['/de?mode=price_to_time&rate=40&price=1%2C234.5', 'Korrigieren Sie den Preis, um zu sehen, wie viele Arbeitsstunden er Sie kostet.'],
    ['/pt-BR?mode=time_to_price&rate=40&duration=0', 'Corrija quanto tempo leva o trabalho para ver quanto cobrar.'],
    ['/en?mode=price_to_time&rate=40', 'Enter a price to see what it costs you in hours of work.'],
  ])('asks to correct a refused price or duration, and to enter a missing one (%s)', async (path, prompt) => {
    const page = visibleText(await (await get(path)).text())
    expect(page).toContain(prompt)
  })

  it('names each bad field in a localized message and still answers 200', async () => {
    const res = await get('/pt-BR?mode=price_to_time&rate=abc&currency=XYZ&price=-5')
    expect(res.status).toBe(200)
    const page = visibleText(await res.text())
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
    expect(visibleText(await res.text())).not.toMatch(/NaN|Infinity/)
  })

  it("starts guests with the currency of the visitor's country, and the URL's currency over it", async () => {
    const fromCountry = await exports.default.fetch(new Request('http://localhost/en', { cf: { country: 'CH' } }))
    expect(islandProps(await fromCountry.text())).toMatchObject({ startCurrency: 'CHF', fixed: { currency: false } })
    const submitted = await exports.default.fetch(new Request('http://localhost/en?currency=JPY', { cf: { country: 'CH' } }))
    const html = await submitted.text()
    expect(islandProps(html)).toMatchObject({ startCurrency: 'JPY', fixed: { currency: true } })
    expect(html).toContain('<option value="JPY" selected="">JPY (¥) - Japanese Yen</option>')
    expect(islandProps(await (await get('/en')).text()).startCurrency).toBe('EUR')
  })

  it('starts with the browser language before the country (the island only adds a stored choice)', async () => {
    const start = async (acceptLanguage: string, country: string) => {
      const request = new Request('http://localhost/en', { headers: { 'accept-language': acceptLanguage }, cf: { country } })
      return islandProps(await (await exports.default.fetch(request)).text()).startCurrency
    }
    expect(await start('de-DE,de;q=0.9,en;q=0.8', 'US')).toBe('EUR')
    expect(await start('en;q=0.5,pt-BR', 'US')).toBe('BRL')
    expect(await start('en-US', 'CH')).toBe('USD')
    expect(await start('de, en', 'CH')).toBe('CHF')
    expect(await start('ja', '')).toBe('JPY')
    expect(await start('*', '')).toBe('EUR')
  })

  it('labels currencies in the page language, sorted by name', async () => {
    const { currencyOptions } = islandProps(await (await get('/de')).text())
    expect(currencyOptions.find((option) => option.code === 'EUR')?.label).toBe('EUR (€) - Euro')
    expect(currencyOptions.find((option) => option.code === 'GBP')?.label).toBe('GBP (£) - Britisches Pfund')
  })

  it('sends a guest who saves to the login page with the calculation in pending', async () => {
    const html = await (await get('/en?mode=price_to_time&rate=25&currency=EUR&price=100&title=Bike')).text()
    const pending = encodeURIComponent('mode=price_to_time&rate=25&currency=EUR&price=100&title=Bike&lang=en')
    expect(html).toContain(`href="/en/login?pending=${pending}"`)
    expect(html).not.toMatch(/formaction=/i)
    expect(islandProps(html)).toMatchObject({ signedIn: false, profile: { hourlyRate: 0 } })
  })

  it('offers Save only once there is a result', async () => {
    expect(await (await get('/en?mode=price_to_time&rate=25')).text()).not.toContain('/en/login?pending=')
  })
})

/** A signed-up user whose profile has a rate, a currency and the work week. */
async function userWithProfile(profile: { hourlyRate: string; currency: string; useWorkWeek?: boolean }) {
  const { jar, account } = await signedUpJar()
  const res = await jar.fetch('/en/profile', {
    form: {
      username: account.username,
      email: account.email,
      hourlyRate: profile.hourlyRate,
      currency: profile.currency,
      language: 'en',
      receiptLanguage: 'eng',
      ...(profile.useWorkWeek ? { useWorkWeek: 'on' } : {}),
    },
  })
  if (res.status !== 303) throw new Error(`profile update failed with ${res.status}`)
  return jar
}

describe('the calculator of a signed-in user', () => {
  it("starts from the profile's rate, currency and work week", async () => {
    const jar = await userWithProfile({ hourlyRate: '40', currency: 'CHF', useWorkWeek: true })
    const html = await (await jar.fetch('/en')).text()
    expect(islandProps(html)).toMatchObject({
      signedIn: true,
      profile: { hourlyRate: 40, currency: 'CHF' },
      startCurrency: 'CHF',
      fixed: { currency: true, workWeek: true },
      form: { workweek: '1', rate: '' },
    })
    expect(visibleText(html)).toContain('Leave it empty to use your profile rate of CHF 40.00.')
  })

  it('computes with the profile rate when no rate is typed, converted into another currency chosen, and with a typed rate over it', async () => {
    const jar = await userWithProfile({ hourlyRate: '40', currency: 'CHF', useWorkWeek: true })
    const fromProfile = visibleText(await (await jar.fetch('/en?mode=price_to_time&price=1200&title=Bike')).text())
    expect(fromProfile).toContain('Bike for CHF 1,200.00 costs you 30 hours of work at CHF 40.00 an hour.')
    const converted = visibleText(await (await jar.fetch('/en?mode=price_to_time&rate=0&price=1200&currency=EUR')).text())
    expect(converted).toContain('Leave it empty to use your profile rate of CHF 40.00, about €42.32 at the ECB reference rate.')
    expect(converted).toContain('€1,200.00 costs you 28 hours 21 minutes of work at €42.32 an hour.')
    const unconverted = visibleText(await (await jar.fetch('/en?mode=price_to_time&price=1200&currency=AED')).text())
    expect(unconverted).toContain('Your profile rate of CHF 40.00 has no reference rate into this currency: enter a rate in it.')
    expect(unconverted).not.toContain('costs you')
    const typed = visibleText(await (await jar.fetch('/en?mode=price_to_time&rate=40&price=1200&currency=EUR')).text())
    expect(typed).toContain('€1,200.00 costs you 30 hours of work at €40.00 an hour.')
    const temporary = visibleText(await (await jar.fetch('/en?mode=time_to_price&rate=50&duration=2&unit=hours')).text())
    expect(temporary).toContain('For 2 hours at CHF 50.00 an hour, charge CHF 100.00')
  })

  it('saves with a form post when JavaScript is off, and never sends the user to log in', async () => {
    const jar = await userWithProfile({ hourlyRate: '40', currency: 'EUR' })
    const html = await (await jar.fetch('/en?mode=price_to_time&price=100')).text()
    const save = /<button[^>]*>Save<\/button>/.exec(html)?.[0] ?? ''
    expect(save).toMatch(/ formaction="\/en\/dashboard\/calculations"/i)
    expect(save).toMatch(/ formmethod="post"/i)
    expect(html).not.toContain('/en/login?pending=')
  })

  it('offers "Use as my hourly rate" only for a typed rate that differs from the profile', async () => {
    const jar = await userWithProfile({ hourlyRate: '40', currency: 'EUR' })
    const query = 'mode=price_to_time&rate=45.50&currency=EUR&price=100'
    const html = await (await jar.fetch(`/en?${query}`)).text()
    const button = /<button[^>]*name="return"[^>]*>Use as my hourly rate<\/button>/.exec(html)?.[0] ?? ''
    expect(button).toMatch(/ formaction="\/en\/profile\/rate"/i)
    expect(button).toMatch(/ formmethod="post"/i)
    expect(button).toContain(`value="/en?${query.replace(/&/g, '&amp;')}"`)
    for (const same of ['/en?mode=price_to_time&rate=40&price=100', '/en?mode=price_to_time&price=100', '/en?rate=abc']) {
      expect(await (await jar.fetch(same)).text()).not.toContain('name="return"')
    }
    expect(await (await get(`/en?${query}`)).text()).not.toContain('name="return"')
  })

  it('says so when the no-JavaScript save came back failed', async () => {
    const jar = await userWithProfile({ hourlyRate: '40', currency: 'EUR' })
    const page = visibleText(await (await jar.fetch('/de?mode=price_to_time&currency=EUR&price=100&failed=1')).text())
    expect(page).toContain('Die Berechnung konnte nicht gespeichert werden.')
  })
})
