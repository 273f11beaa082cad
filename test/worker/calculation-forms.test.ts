import { describe, expect, it } from 'vitest'
import { formKeyIn } from './support/fetch.ts'
import { callApi, laptop, laptopForm } from './support/api.ts'
import { CookieJar, mailedPath, newAccount, signedUpJar, signUpConfirmed } from './support/cookie-jar.ts'

const pending = new URLSearchParams({
  mode: 'price_to_time',
  rate: '30',
  currency: 'BRL',
  workweek: '1',
  price: '600',
  title: 'Bicicleta',
}).toString()

async function rows(jar: CookieJar) {
  return (await callApi(jar, 'GET', '/api/calculations')).json.calculations as {
    id: string
    title: string | null
    is_favorite: boolean
    hours: number
  }[]
}

describe('saving without JavaScript', () => {
  it('saves the calculator form and shows it on the dashboard', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/en/dashboard/calculations', { form: laptopForm })
    expect(res.status).toBe(303)
    const [row] = await rows(jar)
    expect(res.headers.get('location')).toBe(`/en/dashboard?saved=${row!.id}`)
    expect(row).toMatchObject({ title: 'New laptop', hours: 30 })
  })

  it('stores one calculation from the same Save sent twice, and a new one when the same page saves something else', async () => {
    const { jar } = await signedUpJar()
    const page = await (await jar.fetch(`/en?${new URLSearchParams(laptopForm)}`)).text()
    const key = formKeyIn(page)
    expect(key).toBeDefined()
    const save = (form: Record<string, string>) => jar.fetch('/en/dashboard/calculations', { form: { ...form, idempotencyKey: key! } })
    const first = await save(laptopForm)
    const again = await save(laptopForm)
    expect(again.headers.get('location')).toBe(first.headers.get('location'))
    expect(await rows(jar)).toHaveLength(1)
    await save({ ...laptopForm, price: '1500' })
    expect((await rows(jar)).map((row) => row.hours).sort()).toEqual([30, 37.5])
  })

  it('sends invalid input back to the calculator with what was typed', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/de/dashboard/calculations', { form: { ...laptopForm, rate: 'viel' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/de\?.*rate=viel/)
    expect(await rows(jar)).toEqual([])
  })

  it('sends a guest to the login page', async () => {
    const res = await new CookieJar().fetch('/en/dashboard/calculations', { form: laptopForm })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/en\/login\?next=/)
  })

  it('deletes and stars with plain forms, and only the owner can', async () => {
    const { jar } = await signedUpJar()
    const other = await signedUpJar()
    const id = (await callApi(jar, 'POST', '/api/calculations', laptop)).json.calculation.id
    const star = await jar.fetch(`/en/dashboard/calculations/${id}/favorite`, { form: { isFavorite: 'false' } })
    expect(star.headers.get('location')).toBe('/en/dashboard')
    expect((await rows(jar))[0]!.is_favorite).toBe(true)

    const stolen = await other.jar.fetch(`/en/dashboard/calculations/${id}/delete`, { form: {} })
    expect(stolen.headers.get('location')).toBe('/en/dashboard?error=notFound')
    const starredByOther = await other.jar.fetch(`/en/dashboard/calculations/${id}/favorite`, { form: {} })
    expect(starredByOther.headers.get('location')).toBe('/en/dashboard?error=notFound')
    expect((await rows(jar))[0]).toMatchObject({ id, is_favorite: true })

    const gone = await jar.fetch(`/en/dashboard/calculations/${id}/delete`, { form: {} })
    expect(gone.headers.get('location')).toBe('/en/dashboard?deleted=1')
    expect(await rows(jar)).toEqual([])
    const again = await jar.fetch(`/en/dashboard/calculations/not-a-uuid/delete`, { form: {} })
    expect(again.headers.get('location')).toBe('/en/dashboard?error=notFound')
  })

  it('clears all with a plain form after asking on a page of its own, and only the poster’s own rows', async () => {
    const { jar } = await signedUpJar('de')
    const other = await signedUpJar()
    for (const price of [100, 200]) await callApi(jar, 'POST', '/api/calculations', { ...laptop, price })
    await callApi(other.jar, 'POST', '/api/calculations', laptop)
    const asked = await (await jar.fetch('/de/dashboard?clear=1&nojs=1')).text()
    expect(asked).toContain('id="clear-all-question"')
    expect(asked).toContain('action="/de/dashboard/calculations/clear"')
    const cleared = await jar.fetch('/de/dashboard/calculations/clear', { form: {} })
    expect([cleared.status, cleared.headers.get('location')]).toEqual([303, '/de/dashboard?cleared=1'])
    expect(await rows(jar)).toEqual([])
    expect(await rows(other.jar)).toHaveLength(1)
    expect(await (await jar.fetch('/de/dashboard?cleared=1&nojs=1')).text()).toContain('Alle Berechnungen wurden gelöscht.')
  })

  it('renames with a plain form, gives a refused title back with its reason, and only the owner can', async () => {
    const { jar } = await signedUpJar()
    const other = await signedUpJar()
    const id = (await callApi(jar, 'POST', '/api/calculations', laptop)).json.calculation.id
    const renamed = await jar.fetch(`/de/dashboard/calculations/${id}/rename`, { form: { title: '  Arbeitslaptop  ' } })
    expect(renamed.headers.get('location')).toBe('/de/dashboard')
    expect((await rows(jar))[0]!.title).toBe('Arbeitslaptop')

    const refused = await jar.fetch(`/de/dashboard/calculations/${id}/rename`, { form: { title: 'x'.repeat(121) } })
    const back = new URL(refused.headers.get('location')!, 'http://localhost')
    expect(Object.fromEntries(back.searchParams)).toEqual({ rename: id, title: 'x'.repeat(121), error: 'validation.titleLength' })
    const page = await (await jar.fetch(back.pathname + back.search + '&nojs=1')).text()
    expect(page).toContain('Der Titel darf höchstens 120 Zeichen lang sein.')
    expect(page).toContain(`value="${'x'.repeat(121)}"`)
    const made = await (await jar.fetch(`/de/dashboard?nojs=1&rename=${id}&title=Hi&error=Alles%20gut`)).text()
    expect(made).not.toContain('Alles gut')
    expect((await rows(jar))[0]!.title).toBe('Arbeitslaptop')

    const stolen = await other.jar.fetch(`/de/dashboard/calculations/${id}/rename`, { form: { title: 'Meins' } })
    expect(stolen.headers.get('location')).toBe('/de/dashboard?error=notFound')
    const cleared = await jar.fetch(`/de/dashboard/calculations/${id}/rename`, { form: { title: '' } })
    expect(cleared.headers.get('location')).toBe('/de/dashboard')
    expect((await rows(jar))[0]!.title).toBeNull()
  })

  it('uses the typed rate as the profile rate when asked', async () => {
    const { jar } = await signedUpJar()
    // A German page's rate, typed the German way (an English page reads `37,5` as no number).
    const res = await jar.fetch('/de/profile/rate', { form: { rate: '37,5', return: '/de?rate=37%2C5' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/de?rate=37%2C5')
    const created = await callApi(jar, 'POST', '/api/calculations', { ...laptop, rate: undefined })
    expect(created.json.calculation.hourly_rate).toBe(37.5)
    const offsite = await jar.fetch('/de/profile/rate', { form: { rate: '40', return: 'https://evil.example/' } })
    expect(offsite.headers.get('location')).toBe('/de')
  })

  it('takes a rate typed 1.234,50 in the German profile form, as the calculator does', async () => {
    const { jar, account } = await signedUpJar()
    const form = { username: account.username, email: account.email, currency: 'EUR', language: 'de', receiptLanguage: 'deu' }
    const saved = await jar.fetch('/de/profile', { form: { ...form, hourlyRate: '1.234,50' } })
    expect(saved.status).toBe(303)
    const created = await callApi(jar, 'POST', '/api/calculations', { ...laptop, rate: undefined })
    expect(created.json.calculation.hourly_rate).toBe(1234.5)
    const refused = await jar.fetch('/de/profile', { form: { ...form, hourlyRate: '12,3456' } })
    expect(refused.status).toBe(422)
  })
})

describe('a guest never loses a calculation', () => {
  it('keeps the pending calculation with the sign-up and saves it once, on the first confirmed sign-in, in whichever browser opens the link', async () => {
    const signingUp = new CookieJar()
    const account = newAccount()
    const res = await signingUp.fetch('/pt-BR/signup', { form: { ...account, pending } })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('O seu cálculo fica guardado com a sua conta e é salvo assim que você confirmar.')
    const elsewhere = new CookieJar()
    const confirmed = await elsewhere.fetch(await mailedPath(account.email))
    const [row, ...more] = await rows(elsewhere)
    expect(more).toEqual([])
    expect(confirmed.headers.get('location')).toBe(`/pt-BR/dashboard?saved=${row!.id}`)
    expect(row).toMatchObject({ title: 'Bicicleta', hours: 20 })
    const login = await signingUp.fetch('/pt-BR/login', { form: { email: account.email, password: account.password } })
    expect(login.headers.get('location')).toBe('/pt-BR/dashboard')
    expect((await rows(signingUp)).map((one) => one.id)).toEqual([row!.id])
  })

  it('goes to the page that asked for the sign-up once its mail is confirmed, and only that first time', async () => {
    const account = newAccount()
    const jar = new CookieJar()
    const confirmed = await signUpConfirmed(jar, 'de', { ...account, next: '/de/goals' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/de/goals')
    const login = await new CookieJar().fetch('/de/login', { form: { email: account.email, password: account.password } })
    expect(login.headers.get('location')).toBe('/de/dashboard')
  })

  it('saves the pending calculation right after logging in', async () => {
    const { account } = await signedUpJar()
    const jar = new CookieJar()
    const res = await jar.fetch('/de/login', { form: { email: account.email, password: account.password, pending } })
    const [row] = await rows(jar)
    expect(res.headers.get('location')).toBe(`/de/dashboard?saved=${row!.id}`)
  })

  it('stores a pending calculation under the key it carries, so the same Save kept on the device and sent later is stored once', async () => {
    const { account } = await signedUpJar()
    const jar = new CookieJar()
    const key = crypto.randomUUID()
    const res = await jar.fetch('/de/login', {
      form: { email: account.email, password: account.password, pending: `${pending}&key=${key}` },
    })
    expect(res.headers.get('location')).toBe(`/de/dashboard?saved=${key}`)
    const kept = await callApi(
      jar,
      'POST',
      '/api/calculations',
      { mode: 'price_to_time', rate: 30, currency: 'BRL', workweek: true, price: 600, title: 'Bicicleta' },
      { 'idempotency-key': key },
    )
    expect(kept.json.calculation.id).toBe(key)
    expect((await rows(jar)).map((row) => row.id)).toEqual([key])
  })

  it('reads a pending calculation’s numbers in the language it was typed in, whatever the log-in page’s', async () => {
    const { account } = await signedUpJar()
    const jar = new CookieJar()
    const typedInGerman = 'mode=price_to_time&rate=12%2C50&currency=EUR&price=1.234%2C56&title=Gast-Rad&lang=de'
    const res = await jar.fetch('/en/login', { form: { email: account.email, password: account.password, pending: typedInGerman } })
    const [row] = await rows(jar)
    expect(res.headers.get('location')).toBe(`/en/dashboard?saved=${row!.id}`)
    expect(row).toMatchObject({ title: 'Gast-Rad', amount: 1234.56, hourly_rate: 12.5 })
  })

  it('keeps the pending calculation in the form after a failed login', async () => {
    const res = await new CookieJar().fetch('/en/login', { form: { email: 'nobody@example.test', password: 'wrong-one', pending } })
    expect(res.status).toBe(401)
    const html = await res.text()
    expect(html).toContain(`name="pending" value="${pending.replace(/&/g, '&amp;')}"`)
  })

  it('carries it from the login page to the sign-up link', async () => {
    const html = await (await new CookieJar().fetch(`/en/login?pending=${encodeURIComponent(pending)}`)).text()
    expect(html).toContain(`/en/signup?pending=${encodeURIComponent(pending).replace(/%20/g, '+')}`)
  })

  it('drops a tampered pending calculation and signs the user in anyway', async () => {
    const jar = new CookieJar()
    const res = await signUpConfirmed(jar, 'en', { ...newAccount(), pending: 'mode=price_to_time&price=-5&rate=x' })
    expect(res.headers.get('location')).toBe('/en/dashboard')
    expect(await rows(jar)).toEqual([])
  })
})
