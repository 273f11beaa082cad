import { describe, expect, inject, it } from 'vitest'
import { ageAccount } from '../support/account-age.ts'
import { callApi, laptop } from './support/api.ts'
import { CookieJar, mailedPath, mailsTo, newAccount, signedUpJar, signUpConfirmed } from './support/cookie-jar.ts'
import { readSession, SESSION, writeSession } from './support/session.ts'
import { untilLimited } from './support/rate-limit.ts'

describe('sign-up and the session cookie', () => {
  it('answers a sign-up with "check your inbox" and no session; the mailed link signs in and sets an httpOnly, lax, 400-day session cookie', async () => {
    const jar = new CookieJar()
    const account = newAccount()
    const res = await jar.fetch('/en/signup', { form: account })
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().filter((line) => SESSION.test(line.split('=')[0]!))).toEqual([])
    const page = await res.text()
    expect(page).toContain('Check your inbox')
    expect(page).toContain(`We have sent a confirmation link to ${account.email}.`)
    expect(page).toContain('action="/en/signup/resend"')
    expect((await jar.fetch('/en/dashboard')).status).toBe(302)

    const confirmed = await jar.fetch(await mailedPath(account.email))
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/en/dashboard')
    const lines = confirmed.headers.getSetCookie().filter((line) => SESSION.test(line.split('=')[0]!))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).toContain('HttpOnly')
      expect(line).toContain('SameSite=Lax')
      expect(line).toContain('Path=/')
      expect(line).toContain('Max-Age=34560000')
      expect(line.split(';')[0]!.length).toBeLessThanOrEqual(3180 + 40)
    }
    expect(confirmed.headers.get('cache-control')).toContain('no-store')
    const dashboard = await jar.fetch('/en/dashboard')
    expect(dashboard.status).toBe(200)
  })

  it.each([
    ['en', 'Confirm your email address – TimePrice', 'Check your inbox'],
    ['de', 'Bestätigen Sie Ihre E-Mail-Adresse – TimePrice', 'Schauen Sie in Ihr Postfach'],
    ['pt-BR', 'Confirme o seu e-mail – TimePrice', 'Confira a sua caixa de entrada'],
  ])(
    'mails the confirmation in the sign-up language (%s), linking to /{lang}/auth/confirm with the token hash',
    async (lang, subject, title) => {
      const account = newAccount()
      const res = await new CookieJar().fetch(`/${lang}/signup`, { form: account })
      expect(await res.text()).toContain(title)
      const [mail] = await mailsTo(account.email)
      expect(mail).toMatchObject({ type: 'signup', subject, language: lang })
      const link = new URL(mail!.link!)
      expect(`${link.origin}${link.pathname}`).toBe(`http://localhost/${lang}/auth/confirm`)
      expect(link.searchParams.get('type')).toBe('email')
      expect(link.searchParams.get('token_hash')).toMatch(/^[\w-]+$/)
    },
  )

  it('says a used or broken confirmation link no longer works and offers a new mail', async () => {
    const jar = new CookieJar()
    const account = newAccount()
    await jar.fetch('/de/signup', { form: account })
    const path = await mailedPath(account.email)
    expect((await jar.fetch(path)).status).toBe(303)
    for (const again of [
      path,
      '/de/auth/confirm?token_hash=nope&type=email',
      '/de/auth/confirm?type=email',
      '/de/auth/confirm?token_hash=%3Cx%3E',
    ]) {
      const res = await new CookieJar().fetch(again)
      expect(res.status).toBe(400)
      const html = await res.text()
      expect(html).toContain('Dieser Link funktioniert nicht mehr')
      expect(html).toContain('action="/de/signup/resend"')
    }
  })

  it('refuses to log in before the address is confirmed, says so and offers the mail again', async () => {
    const account = newAccount()
    await new CookieJar().fetch('/en/signup', { form: account })
    const res = await new CookieJar().fetch('/en/login', { form: { email: account.email, password: account.password } })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Please confirm your email address first')
    expect(html).not.toContain('Wrong email address or password.')
    expect(html).toContain('action="/en/signup/resend"')
    expect(html).toContain(`name="email" value="${account.email}"`)
    // A wrong password learns nothing of the address, as on hosted Supabase, which checks the password first.
    const guessed = await new CookieJar().fetch('/en/login', { form: { email: account.email, password: 'not-the-password' } })
    const guessedHtml = await guessed.text()
    expect(guessedHtml).toContain('Wrong email address or password.')
    expect(guessedHtml).not.toContain('action="/en/signup/resend"')
  })

  it('sends it again at most once a minute: too soon is a localized 429 on the same page saying when the last link went, a broken address a 422', async () => {
    const account = newAccount()
    const jar = new CookieJar()
    await jar.fetch('/pt-BR/signup', { form: account })
    const soon = await jar.fetch('/pt-BR/signup/resend', { form: { email: account.email } })
    expect(soon.status).toBe(429)
    const html = await soon.text()
    expect(html).toContain('Confira a sua caixa de entrada')
    expect(soon.headers.get('retry-after')).toBe('60')
    expect(html).toContain('Um link foi enviado para este endereço há menos de um minuto')
    expect(html).not.toContain('Muitas')
    // Refused, it says when the last link went, not that one went now.
    expect(html).not.toContain('Enviamos um link de confirmação')
    expect((await mailsTo(account.email)).length).toBe(1)
    const broken = await jar.fetch('/pt-BR/signup/resend', { form: { email: 'not-an-address' } })
    expect(broken.status).toBe(422)
    expect(await broken.text()).toContain('Digite um endereço de e-mail válido.')
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

  it('answers a taken address like a new one, so no one learns which addresses have accounts', async () => {
    const { account } = await signedUpJar()
    const res = await new CookieJar().fetch('/de/signup', { form: { ...newAccount(), email: account.email } })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Schauen Sie in Ihr Postfach')
  })
})

describe('an address someone else signed up with first', () => {
  const login = (email: string, password: string) => new CookieJar().fetch('/en/login', { form: { email, password } })

  it('makes whoever confirms it from a later mail choose their password, and the first sign-up’s password no longer logs in', async () => {
    const first = newAccount('first')
    await new CookieJar().fetch('/en/signup', { form: first })
    // Sent again within the minute: "check your inbox", as the first answer said.
    const twice = await new CookieJar().fetch('/en/signup', { form: first })
    expect(twice.status).toBe(200)
    const again = await twice.text()
    expect(again).toContain(`We have sent a confirmation link to ${first.email}.`)
    expect(again).toContain(
      'That link went less than a minute ago, with the first sign-up for this address: this one sent no other and changed nothing.',
    )
    expect(await mailsTo(first.email)).toHaveLength(1)

    await ageAccount(inject('supabaseUrl'), inject('supabaseSecretKey'), first.email, 120)
    const owner = { ...newAccount('owner'), email: first.email, password: 'owners-own-8' }
    const jar = new CookieJar()
    expect(await (await jar.fetch('/en/signup', { form: owner })).text()).toContain('Check your inbox')
    expect(await mailsTo(owner.email)).toHaveLength(2)
    const confirmed = await jar.fetch(await mailedPath(owner.email))
    expect(confirmed.status).toBe(303)
    const choose = confirmed.headers.get('location')!
    expect(choose).toBe('/en/reset-password?confirmed=1&next=%2Fen%2Fdashboard')
    // Supabase kept the first sign-up's password; it stops working as the address is confirmed.
    for (const password of [first.password, owner.password]) expect((await login(owner.email, password)).status).toBe(401)

    const page = await (await jar.fetch(choose)).text()
    expect(page).toContain('Your address is confirmed. It was signed up with or mailed more than once')
    expect(page).toContain('action="/en/reset-password?confirmed=1&amp;next=%2Fen%2Fdashboard"')
    const chosen = await jar.fetch(choose, { form: { password: 'owners-choice-9' } })
    expect(chosen.status).toBe(200)
    const done = await chosen.text()
    expect(done).toContain('Your password has been changed. You are now logged in.')
    expect(done).toContain('href="/en/dashboard"')
    expect((await jar.fetch('/en/dashboard')).status).toBe(200)
    expect((await login(owner.email, 'owners-choice-9')).status).toBe(303)
    expect((await login(owner.email, first.password)).status).toBe(401)
  })

  it('asks whoever signed up with the address while the first sign-up’s mail was on its way, when they open that mail', async () => {
    const first = newAccount('early')
    await new CookieJar().fetch('/pt-BR/signup', { form: first })
    const owner = { ...newAccount('late'), email: first.email, password: 'owners-own-8' }
    const jar = new CookieJar()
    const twice = await jar.fetch('/pt-BR/signup', { form: owner })
    expect(twice.status).toBe(200)
    expect(await mailsTo(owner.email)).toHaveLength(1)
    const confirmed = await jar.fetch(await mailedPath(owner.email))
    expect(confirmed.headers.get('location')).toBe('/pt-BR/reset-password?confirmed=1&next=%2Fpt-BR%2Fdashboard')
    for (const password of [first.password, owner.password]) expect((await login(owner.email, password)).status).toBe(401)
    expect(await (await jar.fetch(confirmed.headers.get('location')!)).text()).toContain('Seu endereço foi confirmado.')
  })

  it('asks the same after "send it again" in another browser than the sign-up’s, and goes on with the calculation the sign-up kept', async () => {
    const account = newAccount('resent')
    const pending = new URLSearchParams({ mode: 'price_to_time', rate: '40', currency: 'EUR', price: '800', title: 'Bike' }).toString()
    await new CookieJar().fetch('/de/signup', { form: { ...account, pending } })
    await ageAccount(inject('supabaseUrl'), inject('supabaseSecretKey'), account.email, 120)
    expect((await new CookieJar().fetch('/de/signup/resend', { form: { email: account.email } })).status).toBe(200)
    const jar = new CookieJar()
    const confirmed = await jar.fetch(await mailedPath(account.email))
    const choose = new URL(confirmed.headers.get('location')!, 'http://localhost')
    expect(choose.pathname).toBe('/de/reset-password')
    const onward = choose.searchParams.get('next')!
    expect(onward).toMatch(/^\/de\/dashboard\?saved=[\w-]+$/)
    const chosen = await (await jar.fetch(choose.pathname + choose.search, { form: { password: 'neues-passwort-5' } })).text()
    expect(chosen).toContain('Ihr Passwort wurde geändert.')
    expect(chosen).toContain(`href="${onward}"`)
    expect(await (await jar.fetch(onward)).text()).toContain('Bike')
  })

  it('asks nothing when the later mail is opened in the browser the account was made in: its password was typed there', async () => {
    const account = newAccount('samebrowser')
    const jar = new CookieJar()
    await jar.fetch('/en/signup', { form: account })
    await ageAccount(inject('supabaseUrl'), inject('supabaseSecretKey'), account.email, 120)
    // Someone signing up with the address again changes nothing of that.
    expect(await (await new CookieJar().fetch('/en/signup', { form: { ...account, password: 'someone-else-3' } })).text()).toContain(
      'Check your inbox',
    )
    const confirmed = await jar.fetch(await mailedPath(account.email))
    expect(confirmed.headers.get('location')).toBe('/en/dashboard')
    expect((await login(account.email, account.password)).status).toBe(303)
  })

  it('asks after all when that browser signed up a second time: the password typed then may differ from the one kept', async () => {
    const account = newAccount('retyped')
    const jar = new CookieJar()
    await jar.fetch('/en/signup', { form: account })
    await ageAccount(inject('supabaseUrl'), inject('supabaseSecretKey'), account.email, 120)
    expect(await (await jar.fetch('/en/signup', { form: { ...account, password: 'retyped-horse-4' } })).text()).toContain(
      'Check your inbox',
    )
    const confirmed = await jar.fetch(await mailedPath(account.email))
    expect(confirmed.headers.get('location')).toBe('/en/reset-password?confirmed=1&next=%2Fen%2Fdashboard')
  })
})

describe('a confirmation link opened while signed in', () => {
  it('asks before signing the browser in to the link’s account, and goes on only when its own form is posted back', async () => {
    const { jar, account } = await signedUpJar('de')
    const other = newAccount('sender')
    expect((await new CookieJar().fetch('/de/signup', { form: other })).status).toBe(200)
    const link = await mailedPath(other.email)

    const asked = await jar.fetch(link)
    expect(asked.status).toBe(200)
    const page = await asked.text()
    expect(page).toContain(`Sie sind als ${account.username} angemeldet.`)
    expect(page).toContain('action="/de/auth/confirm" method="post"')
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(account.username)

    const tokenHash = new URL(link, 'http://localhost').searchParams.get('token_hash')!
    const forged = await jar.fetch('/de/auth/confirm', {
      form: { token_hash: tokenHash, type: 'email' },
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(account.username)

    const continued = await jar.fetch('/de/auth/confirm', { form: { token_hash: tokenHash, type: 'email' } })
    expect(continued.status).toBe(303)
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(other.username)
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

  it('asks for an email or phone and a password with the fixed message, on log-in and sign-up alike', async () => {
    const res = await new CookieJar().fetch('/en/login', { form: { email: '', password: '' } })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('You must provide either an email or phone number and a password')
    for (const form of [
      { username: 'ada_l', email: '', password: '' },
      { username: 'ada_l', email: 'ada@example.com', password: '' },
    ]) {
      const signup = await new CookieJar().fetch('/en/signup', { form })
      expect(signup.status).toBe(422)
      const html = await signup.text()
      expect(html).toContain('You must provide either an email or phone number and a password')
      expect(html).toContain('value="ada_l"')
    }
    const shortName = await new CookieJar().fetch('/en/signup', { form: { username: 'a', email: 'ada@example.com', password: 'secret-1' } })
    expect(shortName.status).toBe(422)
    expect(await shortName.text()).toContain('Please correct the marked fields.')
  })

  it('names a field sent twice beside it, in the page’s language, instead of refusing the form without a word', async () => {
    const form: [string, string][] = [
      ['username', 'ada_l'],
      ['username', 'ada_m'],
      ['email', 'ada@example.com'],
      ['password', 'secret-1'],
    ]
    const res = await new CookieJar().fetch('/de/signup', { form })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('„username“')
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
  it('lets a session copied before the logout in only until its access token expires; then it cannot refresh, and pages and the API show none of its data', async () => {
    const { jar } = await signedUpJar()
    const title = `secret-${crypto.randomUUID()}`
    expect((await callApi(jar, 'POST', '/api/calculations', { ...laptop, title })).status).toBe(201)
    const copy = new CookieJar()
    for (const [name, value] of jar.cookies) copy.cookies.set(name, value)
    expect((await jar.fetch('/en/logout', { form: {} })).status).toBe(303)
    writeSession(copy, { ...readSession(copy), expires_at: Math.floor(Date.now() / 1000) - 10 })
    const copied = copy.header()
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

  it('refuses a profile change through a session copied before the logout with 401, the session being gone at Auth', async () => {
    const { jar } = await signedUpJar()
    const copy = new CookieJar()
    for (const [name, value] of jar.cookies) copy.cookies.set(name, value)
    expect((await jar.fetch('/en/logout', { form: {} })).status).toBe(303)
    const res = await callApi(null, 'PATCH', '/api/profile', { hourlyRate: 7 }, { cookie: copy.header() })
    expect(res.status).toBe(401)
    expect(res.json.error.code).toBe('unauthorized')
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
    await signUpConfirmed(jar, 'pt-BR', newAccount())
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

  it.each([
    ['en', 'This request came from another site'],
    ['de', 'Diese Anfrage kam von einer anderen Website'],
    ['pt-BR', 'Este pedido veio de outro site'],
  ])('says so on a page in the form’s language (%s)', async (lang, title) => {
    const res = await new CookieJar().fetch(`/${lang}/login`, {
      form: { email: 'a@b.test', password: 'whatever' },
      headers: { origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    const page = await res.text()
    expect(page).toContain(`<h1 id="refusal-title">${title}</h1>`)
    expect(page).toContain(`<html lang="${lang}"`)
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
