import { exports } from 'cloudflare:workers'
import { Hono } from 'hono/tiny'
import { describe, expect, inject, it } from 'vitest'
import type { AppEnv } from '../../src/env.ts'
import { rateLimit } from '../../src/middleware/rate-limit.ts'
import { callApi } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { untilLimited } from './support/rate-limit.ts'

/** A client address nobody else uses. */
const freshIp = () => new CookieJar().ip

describe('rate limits', () => {
  it('key on cf-connecting-ip alone: a rotating x-real-ip does not buy new attempts', async () => {
    const refused = await untilLimited(20, 422, async (attempt) => {
      const res = await exports.default.fetch(
        new Request('http://localhost/en/forgot-password', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', 'x-real-ip': `10.66.0.${attempt}` },
          body: 'email=not-an-address',
        }),
      )
      return res.status
    })
    expect(refused).toBeGreaterThanOrEqual(20)
  })

  it('give Supabase Auth each person’s address: a person past Auth’s limit is refused, and only they', async () => {
    const ip = freshIp()
    // Auth's 30 sign-ins from this person's address at once (as the worker forwards it), straight to the stand-in.
    for (let i = 0; i < 30; i++) {
      await fetch(`${inject('supabaseUrl')}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: inject('supabaseSecretKey'), 'sb-forwarded-for': ip, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${crypto.randomUUID()}@example.test`, password: 'not-the-password' }),
      })
    }
    const login = (address: string) =>
      new CookieJar().fetch('/en/login', {
        form: { email: `nobody-${crypto.randomUUID()}@example.test`, password: 'not-the-password' },
        headers: { 'cf-connecting-ip': address },
      })
    const over = await login(ip)
    expect(over.status).toBe(429)
    expect(await over.text()).toContain('Too many requests')
    expect((await login(freshIp())).status).toBe(401)
  })

  it('limit password changes per user, whatever address they come from', async () => {
    const { jar, account } = await signedUpJar()
    const refused = await untilLimited(5, 422, async (attempt) => {
      const res = await jar.fetch('/en/profile/password', {
        form: { currentPassword: `wrong-${attempt}`, password: 'another-horse-8' },
        headers: { 'cf-connecting-ip': freshIp() },
      })
      return res.status
    })
    expect(refused).toBeGreaterThanOrEqual(5)
    const page = await jar.fetch('/en/profile/password', { form: { currentPassword: account.password, password: 'another-horse-8' } })
    expect(page.status).toBe(429)
    expect(await page.text()).toContain('Too many requests')
  })

  it('limit the API’s writes per user, whatever address they come from', async () => {
    const { jar } = await signedUpJar()
    const refused = await untilLimited(120, 422, async () => {
      return (await callApi(jar, 'POST', '/api/calculations', { mode: 'nope' }, { 'cf-connecting-ip': freshIp() })).status
    })
    expect(refused).toBeGreaterThanOrEqual(120)
    const res = await callApi(jar, 'PATCH', '/api/profile', { hourlyRate: 40 })
    expect(res.status).toBe(429)
    expect(res.json.error.code).toBe('rate_limited')
    expect((await callApi(jar, 'GET', '/api/calculations')).status).toBe(200)
  }, 60_000)

  it('let a request through when the limiter fails instead of answering, and still refuse over the limit', async () => {
    const app = new Hono<AppEnv>()
    app.post('/', rateLimit('save', { onLimited: (c) => c.text('limited', 429) }), (c) => c.text('saved'))
    const limiter = (limit: RateLimit['limit']) => ({ FORM_RATE_LIMITER: { limit } }) as unknown as Env
    const failing = limiter(async () => {
      throw new Error('database is locked: SQLITE_BUSY')
    })
    const failed = await app.request('/', { method: 'POST' }, failing)
    expect([failed.status, await failed.text()]).toEqual([200, 'saved'])
    const refused = await app.request(
      '/',
      { method: 'POST' },
      limiter(async () => ({ success: false })),
    )
    expect([refused.status, await refused.text(), refused.headers.get('retry-after')]).toEqual([429, 'limited', '60'])
  })
})

describe('changing the password', () => {
  it('asks for the current password, naming the field when it is missing or wrong', async () => {
    const { jar } = await signedUpJar()
    const missing = await jar.fetch('/de/profile/password', { form: { password: 'another-horse-8' } })
    expect(missing.status).toBe(422)
    const missingHtml = await missing.text()
    expect(missingHtml).toContain('<input id="currentPassword" aria-invalid="true" aria-describedby="currentPassword-error"')
    const wrong = await jar.fetch('/de/profile/password', { form: { currentPassword: 'not-my-password', password: 'another-horse-8' } })
    expect(wrong.status).toBe(422)
    const wrongHtml = await wrong.text()
    expect(wrongHtml).toContain('<input id="currentPassword" aria-invalid="true"')
    expect(wrongHtml).toContain('<p class="field-error" id="currentPassword-error">Das aktuelle Passwort stimmt nicht.</p>')
  })

  it('changes it with the right current password; the new one logs in and the session stays', async () => {
    const { jar, account } = await signedUpJar()
    const res = await jar.fetch('/en/profile/password', { form: { currentPassword: account.password, password: 'another-horse-8' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/profile?saved=password')
    expect((await jar.fetch('/en/profile')).status).toBe(200)
    const login = await new CookieJar().fetch('/en/login', { form: { email: account.email, password: 'another-horse-8' } })
    expect(login.status).toBe(303)
  })

  it('says a change sent again after its answer was lost is done, and still refuses a wrong current password', async () => {
    const { jar, account } = await signedUpJar()
    const form = { currentPassword: account.password, password: 'another-horse-8' }
    const first = await jar.fetch('/de/profile/password', { form })
    expect(first.status).toBe(303)
    // The same post again, with the cookies from before it, as a browser resends a form whose answer never came.
    const again = await jar.fetch('/de/profile/password', { form })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/de/profile?saved=password')
    const wrong = await jar.fetch('/de/profile/password', { form: { currentPassword: account.password, password: 'yet-another-horse-9' } })
    expect(wrong.status).toBe(422)
    expect(await wrong.text()).toContain('Das aktuelle Passwort stimmt nicht.')
    const login = await new CookieJar().fetch('/de/login', { form: { email: account.email, password: 'another-horse-8' } })
    expect(login.status).toBe(303)
  })
})

describe('a page’s form over its rate limit', () => {
  it.each([
    ['log-in', '/de/login', { email: 'ada@example.test', password: '' }, 400, { email: 'ada@example.test' }],
    [
      'sign-up',
      '/de/signup',
      { username: 'ada_l', email: 'ada@example.test', password: '123' },
      422,
      { username: 'ada_l', email: 'ada@example.test' },
    ],
    ['forgot password', '/de/forgot-password', { email: 'ada-at-example' }, 422, { email: 'ada-at-example' }],
    ['sending the confirmation again', '/de/signup/resend', { email: 'ada-at-example' }, 422, { email: 'ada-at-example' }],
  ])('comes back as the %s form with what was typed and the limit above it', async (_form, path, form, status, typed) => {
    const jar = new CookieJar()
    let refusal: Response | undefined
    await untilLimited(20, status, async () => {
      const res = await jar.fetch(path, { form })
      if (res.status === 429) refusal = res
      return res.status
    })
    expect(refusal!.headers.get('retry-after')).toBe('60')
    const page = await refusal!.text()
    expect(page).toContain('Zu viele Anfragen. Bitte warten Sie einen Moment')
    for (const [name, value] of Object.entries(typed)) expect(page).toMatch(new RegExp(`<input [^>]*name="${name}"[^>]*value="${value}"`))
    expect(page).not.toMatch(/type="password"[^>]*value=/)
  })

  it('comes back as the contact form with the message typed', async () => {
    const jar = new CookieJar()
    const form = { name: 'Ada', email: 'ada-at-example', message: 'Eine Frage zu meinen Stunden' }
    let refusal: Response | undefined
    await untilLimited(20, 422, async () => {
      const res = await jar.fetch('/en/contact', { form })
      if (res.status === 429) refusal = res
      return res.status
    })
    const page = await refusal!.text()
    expect(page).toContain('Too many requests')
    expect(page).toMatch(/<textarea [^>]*name="message"[^>]*>Eine Frage zu meinen Stunden<\/textarea>/)
    expect(page).toMatch(/<input [^>]*name="name"[^>]*value="Ada"/)
  })

  it('keeps the profile typed with a new address when the password limit is used up', async () => {
    const { jar, account } = await signedUpJar()
    await untilLimited(5, 422, async (attempt) => {
      const res = await jar.fetch('/en/profile/password', { form: { currentPassword: `wrong-${attempt}`, password: 'another-horse-8' } })
      return res.status
    })
    const typed = {
      username: 'ada_lovelace',
      email: 'ada.new@example.test',
      currentPassword: account.password,
      hourlyRate: '55',
      currency: 'EUR',
    }
    const res = await jar.fetch('/en/profile', { form: { ...typed, language: 'en', receiptLanguage: 'eng', useWorkWeek: 'on' } })
    expect(res.status).toBe(429)
    const page = await res.text()
    expect(page).toContain('Too many requests')
    for (const name of ['username', 'email', 'hourlyRate'] as const) {
      expect(page).toMatch(new RegExp(`<input [^>]*name="${name}"[^>]*value="${typed[name]}"`))
    }
  })
})
