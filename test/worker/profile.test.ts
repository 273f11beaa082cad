import { describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { PNG, postMultipart } from './support/picture.ts'
import { readSession, writeSession } from './support/session.ts'

/** Saves the profile form with a rate and a currency. */
async function saveProfile(
  jar: CookieJar,
  account: { username: string; email: string },
  lang: string,
  hourlyRate: string,
  currency: string,
) {
  const form = { username: account.username, email: account.email, hourlyRate, currency, language: lang, receiptLanguage: 'eng' }
  return jar.fetch(`/${lang}/profile`, { form })
}

/** The value the hourly-rate field shows. */
async function shownRate(jar: CookieJar, lang: string): Promise<string | undefined> {
  const html = await (await jar.fetch(`/${lang}/profile`)).text()
  return /<input[^>]*id="hourlyRate"[^>]*>/.exec(html)?.[0].match(/value="([^"]*)"/)?.[1]
}

describe('the profile rate', () => {
  // Typed the page language's way: a German page reads `42.5` as no number, an English one `42,50`.
  it.each([
    ['de', '42,5', '42,50'],
    ['pt-BR', '1.234,5', '1234,50'],
    ['en', '42.5', '42.50'],
  ])('shows in the number format of %s', async (lang, typed, shown) => {
    const { jar, account } = await signedUpJar(lang)
    expect((await saveProfile(jar, account, lang, typed, 'EUR')).status).toBe(303)
    expect(await shownRate(jar, lang)).toBe(shown)
  })

  it.each(['JPY', 'KRW', 'CLP'])('in %s, a currency without a minor unit, is the whole rate every calculation uses', async (currency) => {
    const { jar, account } = await signedUpJar()
    expect((await saveProfile(jar, account, 'en', '42.5', currency)).status).toBe(303)
    expect(await shownRate(jar, 'en')).toBe('43')
    const created = await callApi(jar, 'POST', '/api/calculations', { mode: 'price_to_time', price: 4300, currency })
    expect(created.json.calculation).toMatchObject({ hourly_rate: 43, hours: 100 })
  })

  it('may stay empty while none is set: a new account saves its language without a rate, and the calculator still asks for one', async () => {
    const { jar, account } = await signedUpJar('pt-BR')
    const res = await saveProfile(jar, account, 'en', '', 'EUR')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/profile?saved=profile')
    expect(await shownRate(jar, 'en')).toBe('')
    expect((await callApi(jar, 'GET', '/api/profile')).json.profile).toMatchObject({ hourlyRate: 0, currency: 'EUR' })
    expect(await (await jar.fetch('/en')).text()).toContain('Enter your hourly rate to see the result.')
  })

  it('saved in the language the header switched to, with the stored language left as it is, stays in the page’s language', async () => {
    const { jar, account } = await signedUpJar('en')
    const form = {
      username: account.username,
      email: account.email,
      hourlyRate: '30',
      currency: 'EUR',
      language: 'en',
      receiptLanguage: 'eng',
    }
    const res = await jar.fetch('/pt-BR/profile', { form })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/pt-BR/profile?saved=profile')
    const chosen = await jar.fetch('/pt-BR/profile', { form: { ...form, language: 'de' } })
    expect(chosen.headers.get('location')).toBe('/de/profile?saved=profile')
  })

  it('is never emptied once set: the form comes back naming the field, and the rate stays', async () => {
    const { jar, account } = await signedUpJar('de')
    expect((await saveProfile(jar, account, 'de', '42,5', 'EUR')).status).toBe(303)
    const res = await saveProfile(jar, account, 'de', '', 'EUR')
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('id="hourlyRate-error"')
    expect((await callApi(jar, 'GET', '/api/profile')).json.profile).toMatchObject({ hourlyRate: 42.5 })
  })

  it.each([
    ['de', 'abc'],
    ['de', '1,234.56'],
    ['en', 'abc'],
  ])('in %s, a rate that is no number (%s) is refused, naming and marking the field', async (lang, typed) => {
    const { jar, account } = await signedUpJar(lang)
    const res = await saveProfile(jar, account, lang, typed, 'EUR')
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('id="hourlyRate-error"')
    expect(html).toMatch(/<input id="hourlyRate" aria-invalid="true"/)
  })

  it('in JPY, a typed rate of 0.4 rounds to nothing and is refused, naming the field', async () => {
    const { jar, account } = await signedUpJar()
    const res = await saveProfile(jar, account, 'en', '0.4', 'JPY')
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Hourly rate')
  })
})

describe('the profile picture', () => {
  it.each([
    ['en', 'Choose a picture first.'],
    ['de', 'Wählen Sie zuerst ein Bild aus.'],
    ['pt-BR', 'Escolha uma foto primeiro.'],
  ])('asks for a picture when none is chosen (%s)', async (lang, message) => {
    const { jar } = await signedUpJar(lang)
    const empty = new FormData()
    empty.set('picture', new File([], ''))
    const res = await postMultipart(jar, `/${lang}/profile/picture`, empty)
    expect(res.status).toBe(422)
    expect(await res.text()).toContain(message)
    const none = await postMultipart(jar, `/${lang}/profile/picture`, new FormData())
    expect(none.status).toBe(422)
    expect(await none.text()).toContain(message)
  })

  it('can be removed: the page, the header and the file forget it', async () => {
    const { jar } = await signedUpJar()
    const form = new FormData()
    form.set('picture', new File([PNG], 'me.png', { type: 'image/png' }))
    expect((await postMultipart(jar, '/en/profile/picture', form)).status).toBe(303)
    const withPicture = await (await jar.fetch('/en/profile')).text()
    const src = /src="(\/avatars\/[^"]+)"/.exec(withPicture)?.[1]
    expect(src).toBeDefined()
    expect(withPicture).toContain('action="/en/profile/picture/remove"')
    expect((await jar.fetch(src!)).status).toBe(200)

    const removed = await jar.fetch('/en/profile/picture/remove', { form: {} })
    expect(removed.status).toBe(303)
    expect(removed.headers.get('location')).toBe('/en/profile?saved=pictureRemoved')
    const page = await (await jar.fetch('/en/profile?saved=pictureRemoved')).text()
    expect(page).toContain('Your profile picture has been removed.')
    expect(page).not.toContain('/avatars/')
    expect(page).not.toContain('action="/en/profile/picture/remove"')
    expect((await jar.fetch(src!)).status).toBe(404)
  })

  it('removing when there is none is harmless', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/en/profile/picture/remove', { form: {} })
    expect(res.status).toBe(303)
  })
})

describe('the profile page', () => {
  it('answers its forms’ own addresses opened as pages (a refused form reloaded, a copied address) with the profile page', async () => {
    const { jar } = await signedUpJar('de')
    for (const path of [
      '/de/profile/password',
      '/de/profile/delete',
      '/de/profile/rate',
      '/de/profile/picture',
      '/de/profile/picture/remove',
    ]) {
      const res = await jar.fetch(path)
      expect(res.status, path).toBe(303)
      expect(res.headers.get('location'), path).toBe('/de/profile')
    }
  })

  it('shows the account as stored now, not as an older copy of the session holds it, so the form sends back no outdated field', async () => {
    const { jar, account } = await signedUpJar('pt-BR')
    const older = new CookieJar()
    for (const [name, value] of jar.cookies) older.cookies.set(name, value)
    const changed = { username: 'ze_ninguem', email: account.email, hourlyRate: '1.234,56', currency: 'EUR', useWorkWeek: 'on' }
    const saved = await jar.fetch('/pt-BR/profile', { form: { ...changed, language: 'pt-BR', receiptLanguage: 'eng' } })
    expect(saved.status).toBe(303)

    const html = await (await older.fetch('/pt-BR/profile')).text()
    expect(html).toMatch(/<input[^>]*id="hourlyRate"[^>]*value="1234,56"/)
    expect(html).toMatch(/<input[^>]*id="username"[^>]*value="ze_ninguem"/)
    expect(html).toMatch(/<option value="EUR" selected="">/)
    expect(html).toMatch(/<input[^>]*name="useWorkWeek"[^>]*checked=""/)
  })

  it.each([
    ['de', '1.5', 'Stundensatz: Bitte geben Sie eine Zahl ein, zum Beispiel 25 oder 12,50.'],
    ['pt-BR', '1.5', 'Valor por hora: digite um número, por exemplo 25 ou 12,50.'],
    ['en', '12,5', 'Hourly rate: enter a number, for example 25 or 12.50.'],
  ])('in %s asks for a rate written as %s the other language’s way as a number, not as out of range', async (lang, typed, message) => {
    const { jar, account } = await signedUpJar(lang)
    const form = {
      username: 'rate_typist',
      email: account.email,
      hourlyRate: typed,
      currency: 'EUR',
      language: lang,
      receiptLanguage: 'eng',
    }
    const res = await jar.fetch(`/${lang}/profile`, { form })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain(message)
    expect(html).toMatch(new RegExp(`<input[^>]*id="hourlyRate"[^>]*value="${typed.replace('.', '\\.')}"`))
  })

  it('sends a copy of a session signed out since to log in, its cookies cleared, rather than show the profile it held', async () => {
    const { jar } = await signedUpJar('de')
    const copy = new CookieJar()
    for (const [name, value] of jar.cookies) copy.cookies.set(name, value)
    expect((await jar.fetch('/de/logout', { form: {} })).status).toBe(303)
    const res = await new CookieJar().fetch('/de/profile', { headers: { cookie: copy.header() } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/de/login?next=%2Fde%2Fprofile')
    expect(res.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true)
  })
})

describe('a new password', () => {
  it('ends the sessions of other devices: once their access token expires they cannot refresh, while this one goes on', async () => {
    const { jar, account } = await signedUpJar()
    const other = new CookieJar()
    expect((await other.fetch('/en/login', { form: { email: account.email, password: account.password } })).status).toBe(303)
    const changed = await jar.fetch('/en/profile/password', { form: { currentPassword: account.password, password: 'new-horse-12' } })
    expect(changed.status).toBe(303)

    writeSession(other, { ...readSession(other), expires_at: Math.floor(Date.now() / 1000) - 10 })
    const refused = await other.fetch('/en/dashboard')
    expect(refused.status).toBe(302)
    expect(refused.headers.get('location')).toBe('/en/login?next=%2Fen%2Fdashboard')
    writeSession(jar, { ...readSession(jar), expires_at: Math.floor(Date.now() / 1000) - 10 })
    expect((await jar.fetch('/en/dashboard')).status).toBe(200)
  })
})
