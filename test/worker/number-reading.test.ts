import { describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { visibleText } from './support/visible-text.ts'

/**
 * Typed numbers are read the way the page's language writes them: in English
 * `.` is the decimal point and `,` groups thousands, in German and Brazilian
 * Portuguese the other way round; three decimals are refused in every field
 * with the same sentence.
 */

/** The calculator page for a query, as a reader sees it. */
const calculator = async (lang: string, query: string) => visibleText(await (await get(`/${lang}?${query}`)).text())

/** Each language's sentence for three decimals, for a field's name. */
const DECIMALS = {
  en: (field: string) => `${field} can have at most two decimal places.`,
  de: (field: string) => `${field} darf höchstens zwei Nachkommastellen haben.`,
  'pt-BR': (field: string) => `${field} pode ter no máximo duas casas decimais.`,
} as const

describe('the calculator reads numbers the way its language writes them', () => {
  it.each([
    ['en', '1,200', '€1,200.00'],
    ['en', '1.5', '€1.50'],
    ['en', '1,234.5', '€1,234.50'],
    ['de', '1.200', '1.200,00 €'],
    ['de', '1,5', '1,50 €'],
    ['de', '1.234,5', '1.234,50 €'],
    ['pt-BR', '1.200', '€ 1.200,00'],
    ['pt-BR', '1.234,5', '€ 1.234,50'],
    ['pt-BR', '€ 1.234,56', '€ 1.234,56'],
    ['de', '1.234,56 €', '1.234,56 €'],
    ['en', 'EUR 1,234.56', '€1,234.56'],
  ])('in %s, a price typed %s is %s', async (lang, typed, shown) => {
    const page = await calculator(lang, `mode=price_to_time&rate=40&currency=EUR&price=${encodeURIComponent(typed)}`)
    expect(page).toContain(shown)
  })

  it('in English, “1.200” is one point two, not twelve hundred', async () => {
    const page = await calculator('en', 'mode=price_to_time&rate=40&currency=EUR&price=1.200')
    expect(page).toContain('€1.20')
    expect(page).not.toContain('€1,200.00')
  })

  it.each([
    ['en', 'rate', '25.555', 'Hourly rate'],
    ['en', 'price', '0.001', 'Price'],
    ['en', 'price', '1,200.555', 'Price'],
    ['de', 'rate', '25,555', 'Stundensatz'],
    ['de', 'price', '0,001', 'Preis'],
    ['pt-BR', 'rate', '25,555', 'Valor por hora'],
    ['pt-BR', 'price', '1.200,555', 'Preço'],
  ] as const)('in %s, a %s of %s is refused for its three decimals', async (lang, field, typed, name) => {
    const other = field === 'rate' ? 'price=100' : 'rate=40'
    const page = await calculator(lang, `mode=price_to_time&currency=EUR&${other}&${field}=${encodeURIComponent(typed)}`)
    expect(page).toContain(DECIMALS[lang](name))
  })

  it.each([
    ['en', '12,5', 'Price: enter a number, for example 25 or 12.50.'],
    ['en', '1.234,5', 'Price: enter a number, for example 25 or 12.50.'],
    ['de', '12.5', 'Preis: Bitte geben Sie eine Zahl ein, zum Beispiel 25 oder 12,50.'],
    ['pt-BR', '1,234.5', 'Preço: digite um número, por exemplo 25 ou 12,50.'],
  ])('in %s, %s is no number', async (lang, typed, message) => {
    const page = await calculator(lang, `mode=price_to_time&currency=EUR&rate=40&price=${encodeURIComponent(typed)}`)
    expect(page).toContain(message)
  })
})

describe('the salary helper reads numbers the same way', () => {
  it.each([
    ['en', '52,000', '37.5'],
    ['de', '52.000', '37,5'],
    ['pt-BR', '52.000', '37,5'],
  ])('in %s, %s a year at %s hours a week', async (lang, salary, hours) => {
    const page = await calculator(
      lang,
      `fill=rate&salary=${encodeURIComponent(salary)}&period=year&hours=${encodeURIComponent(hours)}&weeks=52&currency=EUR`,
    )
    expect(page).toMatch(/26[.,]67/)
  })

  it('refuses three decimals and a number written the other language’s way', async () => {
    expect(await calculator('en', 'fill=rate&salary=52000.555&currency=EUR')).toContain(DECIMALS.en('Salary'))
    expect(await calculator('de', 'fill=rate&salary=52000&hours=37,555&currency=EUR')).toContain(DECIMALS.de('Stunden pro Woche'))
    expect(await calculator('en', 'fill=rate&salary=52000&hours=37,5&currency=EUR')).toContain(
      'Hours per week: enter a number, for example 25 or 12.50.',
    )
  })
})

describe('forms read numbers in the page’s language', () => {
  /** The profile's rate as its form shows it. */
  const shownRate = async (jar: CookieJar, lang: string) =>
    /<input[^>]*id="hourlyRate"[^>]*>/.exec(await (await jar.fetch(`/${lang}/profile`)).text())?.[0].match(/value="([^"]*)"/)?.[1]

  const saveRate = (jar: CookieJar, account: { username: string; email: string }, lang: string, hourlyRate: string) =>
    jar.fetch(`/${lang}/profile`, {
      form: { username: account.username, email: account.email, hourlyRate, currency: 'EUR', language: lang, receiptLanguage: 'eng' },
    })

  it.each([
    ['en', '1,234.5', '1234.50'],
    ['de', '1.234,5', '1234,50'],
    ['pt-BR', '42,5', '42,50'],
  ])('the profile takes a rate typed %s-style: %s', async (lang, typed, shown) => {
    const { jar, account } = await signedUpJar(lang)
    expect((await saveRate(jar, account, lang, typed)).status).toBe(303)
    expect(await shownRate(jar, lang)).toBe(shown)
  })

  it.each([
    ['en', '25.555', 'Hourly rate can have at most two decimal places.'],
    ['de', '25,555', 'Stundensatz darf höchstens zwei Nachkommastellen haben.'],
    ['pt-BR', '25,555', 'Valor por hora pode ter no máximo duas casas decimais.'],
  ])('the profile refuses a rate with three decimals in %s with the calculator’s sentence', async (lang, typed, message) => {
    const { jar, account } = await signedUpJar(lang)
    const res = await saveRate(jar, account, lang, typed)
    expect(res.status).toBe(422)
    expect(visibleText(await res.text())).toContain(message)
  })

  it('refuses a rate with three decimals in the JSON API with the same sentence', async () => {
    const { jar } = await signedUpJar()
    const res = await callApi(jar, 'PATCH', '/api/profile', { hourlyRate: 25.555 })
    expect(res.status).toBe(422)
    expect(res.json.error.fields.hourlyRate).toBe('Hourly rate can have at most two decimal places.')
  })

  it('stores “use as my rate” without JavaScript in the page’s language, and refuses three decimals', async () => {
    const { jar } = await signedUpJar('de')
    await jar.fetch('/de/profile/rate', { form: { rate: '42,5', return: '/de' } })
    expect(await shownRate(jar, 'de')).toBe('42,50')
    await jar.fetch('/en/profile/rate', { form: { rate: '25.555', return: '/en' } })
    expect(await shownRate(jar, 'de')).toBe('42,50')
  })

  it.each([
    ['en', '1,000.5', '€1,000.50', '10.001', 'Target amount'],
    ['de', '1.000,5', '1.000,50 €', '10,001', 'Zielbetrag'],
    ['pt-BR', '1.000,5', '€ 1.000,50', '10,001', 'Valor da meta'],
  ] as const)('goals take amounts typed %s-style and refuse three decimals', async (lang, typed, shown, decimals, name) => {
    const { jar } = await signedUpJar(lang)
    const created = await jar.fetch(`/${lang}/goals`, { form: { title: 'Trip', targetAmount: typed, currency: 'EUR' } })
    expect(created.status).toBe(303)
    expect(visibleText(await (await jar.fetch(`/${lang}/goals`)).text())).toContain(shown)
    const refused = await jar.fetch(`/${lang}/goals`, { form: { title: 'Trip', targetAmount: decimals, currency: 'EUR' } })
    expect(refused.status).toBe(422)
    expect(visibleText(await refused.text())).toContain(DECIMALS[lang](name))
  })
})

describe('numbers the pages write for the next request are written the language’s way', () => {
  /** A page's hidden form fields by name. */
  const hiddenFields = (html: string, action: string) => {
    const form = new RegExp(`<form[^>]*action="${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? ''
    return Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    )
  }

  it.each(['en', 'de', 'pt-BR'])('an undone goal deletion in %s comes back with its decimals', async (lang) => {
    const { jar } = await signedUpJar(lang)
    const goal = (await callApi(jar, 'POST', '/api/goals', { title: 'Trip', targetAmount: 1000.5, savedAmount: 20.25, currency: 'EUR' }))
      .json.goal
    const deleted = await jar.fetch(`/${lang}/goals/${goal.id}/delete`, { form: {} })
    const page = await (await jar.fetch(deleted.headers.get('location')!)).text()
    const undo = hiddenFields(page, `/${lang}/goals/restore`)
    expect(undo.targetAmount).toBeDefined()
    expect((await jar.fetch(`/${lang}/goals/restore`, { form: undo })).status).toBe(303)
    expect((await callApi(jar, 'GET', '/api/goals')).json.goals).toMatchObject([{ id: goal.id, targetAmount: 1000.5, savedAmount: 20.25 }])
  })

  it.each([
    ['en', '€1,199.50'],
    ['de', '1.199,50 €'],
    ['pt-BR', '€ 1.199,50'],
  ])('a shared comparison’s “what would it cost me” link in %s carries the price the calculator reads', async (lang, shown) => {
    const { jar } = await signedUpJar(lang)
    await callApi(jar, 'PATCH', '/api/profile', { hourlyRate: 40, currency: 'EUR' })
    const body = { mode: 'price_to_time', rate: 40, currency: 'EUR', price: 1199.5 }
    const ids = [
      (await callApi(jar, 'POST', '/api/calculations', body)).json.calculation.id,
      (await callApi(jar, 'POST', '/api/calculations', { ...body, price: 20 })).json.calculation.id,
    ]
    const code = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: ids })).json.comparison.code
    const page = await (await jar.fetch(`/${lang}/compare/${code}`)).text()
    const link = [...page.matchAll(/href="(\/[^"]*mode=price_to_time[^"]*)"/g)]
      .map((match) => match[1]!.replace(/&amp;/g, '&'))
      .find((href) => !href.includes('price=20'))
    expect(link).toBeDefined()
    expect(visibleText(await (await jar.fetch(link!)).text())).toContain(shown)
  })
})

describe('the language switch keeps the numbers a page’s query carries', () => {
  const switchTo = (lang: string, next: string, referer: string) =>
    get(`/language/${lang}?next=${encodeURIComponent(next)}`, { referer }).then((res) => res.headers.get('location'))

  it('rewrites the calculator’s and the salary helper’s numbers into the new language', async () => {
    const english = 'mode=price_to_time&rate=37.5&currency=EUR&price=1%2C200.5&title=Bike+1.5&salary=52%2C000&hours=37.5'
    const german = await switchTo('de', `/de?${english}`, `http://localhost/en?${english}`)
    expect(german).toBe('/de?mode=price_to_time&rate=37%2C5&currency=EUR&price=1200%2C5&title=Bike+1.5&salary=52000&hours=37%2C5')
    const page = await calculator('de', german!.slice('/de?'.length))
    expect(page).toContain('1.200,50 €')
    expect(await switchTo('en', '/en?price=1.200%2C5', 'http://localhost/pt-BR?price=1.200%2C5')).toBe('/en?price=1200.5')
  })

  it('leaves a guest’s pending calculation as it is: it names the language its numbers are written in', async () => {
    const pending = 'mode=price_to_time&price=1.200&currency=EUR&lang=de'
    const target = await switchTo(
      'en',
      `/en/login?pending=${encodeURIComponent(pending)}`,
      `http://localhost/de/login?pending=${encodeURIComponent(pending)}`,
    )
    expect(new URL(target!, 'http://localhost').searchParams.get('pending')).toBe(pending)
  })

  it('leaves text that is no number, and a query without a page language to compare with, as it is', async () => {
    expect(await switchTo('de', '/de?price=abc', 'http://localhost/en?price=abc')).toBe('/de?price=abc')
    expect(await switchTo('de', '/de?price=1%2C200', 'http://evil.example/en?price=1%2C200')).toBe('/de?price=1%2C200')
  })
})
