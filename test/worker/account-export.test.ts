import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { todayIso } from '../../src/lib/goals/iso-date.ts'
import { callApi, laptop } from './support/api.ts'
import { COMPARED, saveCalculations } from './support/comparisons.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { tripGoal } from './support/goals.ts'
import { uploadPicture } from './support/picture.ts'

/** Titles a spreadsheet would run as formulas if a cell began with them. */
const FORMULA_TITLES = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3', '@SUM(A1:A2)']

/** The cells of one CSV line whose every field is quoted, or null when a field is not. */
function quotedCells(line: string, separator: string): string[] | null {
  const cell = '"((?:[^"]|"")*)"'
  if (!new RegExp(`^${cell}(?:${separator}${cell})*$`).test(line)) return null
  return [...line.matchAll(new RegExp(`${cell}(?:${separator}|$)`, 'g'))].map((match) => match[1]!.replaceAll('""', '"'))
}

/** GETs a path with the jar's session, as a link on the profile page does (no JavaScript, the browser's language). */
function download(jar: CookieJar | null, path: string, language = 'en') {
  return callApi(jar, 'GET', path, undefined, { 'accept-language': language })
}

/** GETs a CSV as bytes and reads them as UTF-8 keeping a byte order mark (a `Response.text()` drops it). */
async function downloadCsv(jar: CookieJar, path: string, language = 'en') {
  const res = await exports.default.fetch(
    new Request(`http://localhost${path}`, { headers: { cookie: jar.header(), 'accept-language': language, 'cf-connecting-ip': jar.ip } }),
  )
  return { res, text: new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await res.arrayBuffer()) }
}

/** A pattern matching `text` literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('downloading my data', () => {
  let owner: { jar: CookieJar; account: { username: string; email: string } }
  let picture: string
  let code: string

  beforeAll(async () => {
    owner = await signedUpJar()
    expect((await callApi(owner.jar, 'PATCH', '/api/profile', { hourlyRate: 40, currency: 'EUR', useWorkWeek: true })).status).toBe(200)
    const ids = await saveCalculations(owner.jar, COMPARED.slice(0, 2))
    await saveCalculations(
      owner.jar,
      FORMULA_TITLES.map((title) => ({ ...laptop, price: 1200.5, title })),
    )
    code = (await callApi(owner.jar, 'POST', '/api/comparisons', { calculationIds: ids, title: 'Laptop or bike' })).json.comparison.code
    const goal = (await callApi(owner.jar, 'POST', '/api/goals', { ...tripGoal, deadline: '2030-06-30' })).json.goal
    expect((await callApi(owner.jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 50.25 })).status).toBe(200)
    picture = await uploadPicture(owner.jar)
  })

  it('refuses guests with 401, as JSON and as CSV', async () => {
    for (const path of ['/api/export', '/api/export/calculations.csv']) {
      const res = await download(null, path)
      expect(res.status, path).toBe(401)
      expect(res.json.error.code, path).toBe('unauthorized')
    }
  })

  it('sends a signed-out person who follows the profile’s link to the login page in the link’s language, back to the profile after', async () => {
    for (const path of ['/api/export?lang=de', '/api/export/calculations.csv?lang=de']) {
      const res = await callApi(null, 'GET', path, undefined, { 'accept-language': 'en', 'sec-fetch-mode': 'navigate' })
      expect(res.status, path).toBe(303)
      expect(res.headers.get('location'), path).toBe(`/de/login?next=${encodeURIComponent('/de/profile')}`)
    }
    const odd = await callApi(null, 'GET', '/api/export?lang=EN', undefined, { 'accept-language': 'pt-BR', 'sec-fetch-mode': 'navigate' })
    expect(odd.headers.get('location')).toBe(`/pt-BR/login?next=${encodeURIComponent('/pt-BR/profile')}`)
  })

  it('gives everything stored about me as a JSON attachment: profile, calculations, goals with savings, comparisons with links', async () => {
    const res = await download(owner.jar, '/api/export')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json\b/)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="timeprice-export-${todayIso()}.json"`)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(Object.keys(res.json)).toEqual(['profile', 'calculations', 'goals', 'comparisons'])
    expect(res.json.profile).toEqual({
      username: owner.account.username,
      email: owner.account.email,
      currency: 'EUR',
      language: 'en',
      receiptLanguage: 'eng',
      hourlyRate: 40,
      useWorkWeek: true,
      pictureUrl: `http://localhost${picture}`,
    })
    expect(res.json.calculations).toHaveLength(6)
    for (const calculation of res.json.calculations) {
      expect(typeof calculation.amount).toBe('number')
      expect(typeof calculation.hours).toBe('number')
      expect(new Date(calculation.created_at).toISOString()).toBeTruthy()
      expect(calculation.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
      expect(calculation).not.toHaveProperty('user_id')
    }
    expect(res.json.calculations.map((calculation: { title: string }) => calculation.title)).toEqual(
      expect.arrayContaining([...FORMULA_TITLES, 'New laptop', 'City bike']),
    )
    expect(res.json.goals).toEqual([
      expect.objectContaining({ title: tripGoal.title, targetAmount: 1000, savedAmount: 250.25, currency: 'EUR', deadline: '2030-06-30' }),
    ])
    expect(res.json.goals[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(res.json.comparisons).toEqual([
      expect.objectContaining({ code, title: 'Laptop or bike', url: `http://localhost/en/compare/${code}` }),
    ])
    const german = await download(owner.jar, '/api/export?lang=de')
    expect(german.json.comparisons[0].url).toBe(`http://localhost/de/compare/${code}`)
    expect(res.json.comparisons[0].items).toHaveLength(2)
    expect(res.json.comparisons[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it.each([
    [
      'en',
      ',',
      '1200.5',
      [
        ...['Saved on', 'Title', 'Kind', 'Amount', 'Currency', 'Hourly rate', 'Hours of work', 'Work week', 'Favourite'],
        ...['Price as entered', 'Price currency', 'Exchange rate', 'Rate date', 'Product link'],
      ],
    ],
    [
      'de',
      ';',
      '1200,5',
      [
        ...['Gespeichert am', 'Titel', 'Art', 'Betrag', 'Währung', 'Stundensatz', 'Arbeitsstunden', 'Arbeitswoche', 'Favorit'],
        ...['Preis wie eingegeben', 'Währung des Preises', 'Wechselkurs', 'Kurs vom', 'Produktlink'],
      ],
    ],
    [
      'pt-BR',
      ';',
      '1200,5',
      [
        ...['Salvo em', 'Título', 'Tipo', 'Valor', 'Moeda', 'Valor por hora', 'Horas de trabalho', 'Semana de trabalho', 'Favorito'],
        ...['Preço informado', 'Moeda do preço', 'Taxa de câmbio', 'Data da taxa', 'Link do produto'],
      ],
    ],
  ])(
    'gives my calculations as a UTF-8 CSV attachment in %s: header row, quoted fields, formulas neutralized',
    async (lang, separator, amount, header) => {
      const { res, text } = await downloadCsv(owner.jar, `/api/export/calculations.csv?lang=${lang}`, 'en')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="timeprice-calculations-${todayIso()}.csv"`)
      expect(text.startsWith('\uFEFF')).toBe(true)
      const lines = text.slice(1).split('\r\n')
      expect(lines.at(-1)).toBe('')
      const rows = lines.slice(0, -1).map((line) => quotedCells(line, separator))
      expect(rows.every(Boolean), text).toBe(true)
      expect(rows[0]).toEqual(header)
      expect(rows).toHaveLength(7)
      const titles = rows.slice(1).map((row) => row![1])
      for (const title of FORMULA_TITLES) expect(titles).toContain(`'${title}`)
      expect(titles).toContain('New laptop')
      for (const row of rows.slice(1)) expect(row![1]).not.toMatch(/^[=+\-@]/)
      const formula = rows.find((row) => row![1] === `'${FORMULA_TITLES[0]}`)!
      expect(formula[0]).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(formula.slice(3, 5)).toEqual([amount, 'EUR'])
      // Typed in the rate's currency from no shop: the price as typed, and no rate, day or link.
      expect(formula.slice(9)).toEqual([amount, 'EUR', '', '', ''])
    },
  )

  it('gives a price typed in another currency with its rate and day, and a price read from a shop with its link', async () => {
    const { jar } = await signedUpJar()
    const link = 'https://shop.example/p/ramen?size=2&colour=red'
    const saved = await callApi(jar, 'POST', '/api/calculations', { ...laptop, price: 5000, priceCurrency: 'JPY', url: link })
    expect(saved.status).toBe(201)
    const { convertedPrice, exchangeRate, rateDate } = saved.json.calculation
    const { text } = await downloadCsv(jar, '/api/export/calculations.csv?lang=de')
    const row = quotedCells(text.split('\r\n')[1]!, ';')!
    const comma = (value: number) => String(value).replace('.', ',')
    expect(row.slice(3, 5)).toEqual([comma(convertedPrice), 'EUR'])
    expect(row.slice(9)).toEqual(['5000', 'JPY', comma(exchangeRate), rateDate, link])
  })

  it('takes the request’s language when the link names none', async () => {
    const { text } = await downloadCsv(owner.jar, '/api/export/calculations.csv', 'de')
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Gespeichert am";"Titel";"Art";"Betrag";"Währung";"Stundensatz";"Arbeitsstunden";"Arbeitswoche";"Favorit";' +
        '"Preis wie eingegeben";"Währung des Preises";"Wechselkurs";"Kurs vom";"Produktlink"',
    )
  })

  it.each(['/api/export?lang=fr', '/api/export/calculations.csv?lang=fr'])(
    'refuses a language it does not know, naming the field: %s',
    async (path) => {
      const res = await download(owner.jar, path)
      expect(res.status).toBe(422)
      expect(res.json.error.fields).toHaveProperty('lang')
    },
  )

  it('gives another user their own data only, never mine (row-level security through the API)', async () => {
    const other = await signedUpJar()
    const res = await download(other.jar, '/api/export')
    expect(res.status).toBe(200)
    expect(res.json.profile.email).toBe(other.account.email)
    expect(res.json).toMatchObject({ calculations: [], goals: [], comparisons: [] })
    expect(res.json.profile.pictureUrl).toBeNull()
    const csv = await download(other.jar, '/api/export/calculations.csv')
    expect((csv.json as string).split('\r\n').filter(Boolean)).toHaveLength(1)
  })

  it.each([
    ['en', 'Download my data (JSON)', 'Download my calculations (CSV)'],
    ['de', 'Meine Daten herunterladen (JSON)', 'Meine Berechnungen herunterladen (CSV)'],
    ['pt-BR', 'Baixar meus dados (JSON)', 'Baixar meus cálculos (CSV)'],
  ])('are links on the profile page in %s, which work without JavaScript', async (lang, json, csv) => {
    const page = await (await owner.jar.fetch(`/${lang}/profile`)).text()
    expect(page).toMatch(new RegExp(`<a[^>]*href="${literally(`/api/export?lang=${lang}`)}"[^>]*>${literally(json)}</a>`))
    expect(page).toMatch(new RegExp(`<a[^>]*href="${literally(`/api/export/calculations.csv?lang=${lang}`)}"[^>]*>${literally(csv)}</a>`))
  })
})

describe('the privacy page and the FAQ', () => {
  it.each([
    ['en', 'Downloading your data and deleting your account', 'How do I download my data?', 'How do I delete my account?', 'Danger zone'],
    [
      'de',
      'Ihre Daten herunterladen und Ihr Konto löschen',
      'Wie lade ich meine Daten herunter?',
      'Wie lösche ich mein Konto?',
      'Gefahrenbereich',
    ],
    ['pt-BR', 'Baixar os seus dados e excluir a sua conta', 'Como baixo os meus dados?', 'Como excluo a minha conta?', 'Zona de perigo'],
  ])('say in %s where the download and the deletion are and what deletion removes', async (lang, section, download, deletion, zone) => {
    const privacy = await (await get(`/${lang}/privacy`)).text()
    expect(privacy).toContain(section)
    expect(privacy).toContain(zone)
    expect(privacy).not.toMatch(
      /including deleting your account, write to us|auch für die Löschung Ihres Kontos|inclusive a exclusão da sua conta/,
    )
    const faq = await (await get(`/${lang}/faq`)).text()
    expect(faq).toContain(`<summary>${download}</summary>`)
    expect(faq).toContain(`<summary>${deletion}</summary>`)
    expect(faq).toContain(zone)
  })
})
