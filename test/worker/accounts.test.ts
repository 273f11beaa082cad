import { describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { CookieJar, newAccount, signedUpJar } from './support/cookie-jar.ts'
import { untilLimited } from './support/rate-limit.ts'

const SESSION = /^sb-127-auth-token(\.\d+)?$/

describe('sign-up and the session cookie', () => {
  it('signs up, lands on the dashboard and sets an httpOnly, lax, 400-day session cookie', async () => {
    const jar = new CookieJar()
    const res = await jar.fetch('/en/signup', { form: newAccount() })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/dashboard')
    const lines = res.headers.getSetCookie().filter((line) => SESSION.test(line.split('=')[0]!))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).toContain('HttpOnly')
      expect(line).toContain('SameSite=Lax')
      expect(line).toContain('Path=/')
      expect(line).toContain('Max-Age=34560000')
      expect(line.split(';')[0]!.length).toBeLessThanOrEqual(3180 + 40)
    }
    expect(res.headers.get('cache-control')).toContain('no-store')
    const dashboard = await jar.fetch('/en/dashboard')
    expect(dashboard.status).toBe(200)
  })

  it('sends the user to a same-site next after sign-up, and ignores an off-site one', async () => {
    const jar = new CookieJar()
    const res = await jar.fetch('/de/signup', { form: { ...newAccount(), next: '/de/goals?x=1' } })
    expect(res.headers.get('location')).toBe('/de/goals?x=1')
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const other = new CookieJar()
      const answer = await other.fetch('/en/signup', { form: { ...newAccount(), next } })
      expect(answer.headers.get('location')).toBe('/en/dashboard')
    }
  })

  it('shows field errors for a bad sign-up and keeps what was typed', async () => {
    const res = await new CookieJar().fetch('/pt-BR/signup', { form: { username: 'x', email: 'not-an-email', password: '123' } })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('O nome de usuário precisa ter de 3 a 30 caracteres.')
    expect(html).toContain('Digite um endereço de e-mail válido.')
    expect(html).toContain('A senha precisa ter pelo menos 6 caracteres.')
    expect(html).toContain('value="not-an-email"')
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('says the account exists when the email is taken', async () => {
    const { account } = await signedUpJar()
    const res = await new CookieJar().fetch('/de/signup', { form: { ...newAccount(), email: account.email } })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('Konto')
  })
})

describe('log in and out', () => {
  it('logs in and goes back to next', async () => {
    const { account } = await signedUpJar()
    const jar = new CookieJar()
    const res = await jar.fetch('/en/login', { form: { email: account.email, password: account.password, next: '/en/profile' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/profile')
    expect((await jar.fetch('/en/profile')).status).toBe(200)
  })

  it('answers wrong credentials with a localized message', async () => {
    const { account } = await signedUpJar()
    const res = await new CookieJar().fetch('/de/login', { form: { email: account.email, password: 'wrong-password' } })
    expect(res.status).toBe(401)
    const html = await res.text()
    expect(html).toContain('<html lang="de">')
    expect(html).not.toContain('Invalid login credentials')
  })

  it('asks for an email or phone and a password with the fixed message', async () => {
    const res = await new CookieJar().fetch('/en/login', { form: { email: '', password: '' } })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('You must provide either an email or phone number and a password')
  })

  it('logs out and clears every session cookie', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/en/logout', { form: {} })
    expect(res.status).toBe(303)
    expect([...jar.cookies.keys()].filter((name) => SESSION.test(name))).toEqual([])
    expect((await jar.fetch('/en/dashboard')).status).toBe(302)
  })
})

describe('guards and the session check', () => {
  it('refuses a signed-out session copied before the logout, on pages and the API, and shows none of its data', async () => {
    const { jar } = await signedUpJar()
    const title = `secret-${crypto.randomUUID()}`
    expect((await callApi(jar, 'POST', '/api/calculations', { ...laptop, title })).status).toBe(201)
    const copied = jar.header()
    expect((await jar.fetch('/en/logout', { form: {} })).status).toBe(303)
    for (const path of ['/en/dashboard', '/en/goals']) {
      const res = await new CookieJar().fetch(path, { headers: { cookie: copied } })
      expect(res.status).toBe(302)
      expect(res.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true)
      expect(await res.text()).not.toContain(title)
    }
    for (const path of ['/api/calculations', '/api/calculations?limit=5&offset=0', '/api/comparisons', '/api/goals']) {
      const res = await callApi(null, 'GET', path, undefined, { cookie: copied })
      expect(res.status).toBe(401)
      expect(JSON.stringify(res.json)).not.toContain(title)
    }
  })

  it('lets a user in and keeps a guest out', async () => {
    const { jar } = await signedUpJar()
    for (const page of ['dashboard', 'goals', 'profile']) {
      expect((await jar.fetch(`/en/${page}`)).status).toBe(200)
      expect((await new CookieJar().fetch(`/en/${page}`)).status).toBe(302)
    }
  })

  it('sends a signed-in user from the login and sign-up pages on to next, else the dashboard', async () => {
    const { jar } = await signedUpJar()
    for (const page of ['login', 'signup']) {
      const plain = await jar.fetch(`/de/${page}`)
      expect(plain.status).toBe(303)
      expect(plain.headers.get('location')).toBe('/de/dashboard')
      const onward = await jar.fetch(`/de/${page}?next=${encodeURIComponent('/de/goals?x=1')}`)
      expect(onward.headers.get('location')).toBe('/de/goals?x=1')
      expect((await new CookieJar().fetch(`/de/${page}`)).status).toBe(200)
    }
  })

  it('treats a tampered cookie as a guest and clears it', async () => {
    const { jar } = await signedUpJar()
    const name = [...jar.cookies.keys()].find((key) => SESSION.test(key))!
    jar.cookies.set(name, 'base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0')
    const res = await jar.fetch('/en/dashboard')
    expect(res.status).toBe(302)
    expect(res.headers.getSetCookie().some((line) => line.startsWith(`${name}=`) && /Max-Age=0/.test(line))).toBe(true)
  })

  it('prefers the signed-in user language for /', async () => {
    const jar = new CookieJar()
    await jar.fetch('/pt-BR/signup', { form: newAccount() })
    const res = await jar.fetch('/', { headers: { cookie: `${jar.header()}; i18n_redirected=de` } })
    expect(res.headers.get('location')).toBe('/pt-BR')
  })
})

describe('write protection', () => {
  it('refuses a cross-site form post', async () => {
    const res = await new CookieJar().fetch('/en/login', {
      form: { email: 'a@b.test', password: 'whatever' },
      headers: { origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
  })

  it('limits log-in attempts per client with a localized 429', async () => {
    const jar = new CookieJar()
    let refusal: Response | undefined
    const refused = await untilLimited(20, 401, async () => {
      const res = await jar.fetch('/de/login', { form: { email: 'nobody@example.test', password: 'wrong-password' } })
      if (res.status === 429) refusal = res
      return res.status
    })
    expect(refused).toBeGreaterThanOrEqual(20)
    expect(await refusal!.text()).toContain('Zu viele Anfragen')
  })
})
