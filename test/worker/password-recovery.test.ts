import { afterEach, describe, expect, it, vi } from 'vitest'
import { callApi } from './support/api.ts'
import { CookieJar, mailedPath, signedUpJar } from './support/cookie-jar.ts'
import { LANGS } from './support/fetch.ts'
import { untilLimited } from './support/rate-limit.ts'
import { recoveredJar } from './support/recovery.ts'

/** The cookie that marks the session a recovery link opened. */
const MARK = 'recovery_mark'

const EXPIRED = {
  en: 'This link has expired or has already been used.',
  de: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
  'pt-BR': 'Este link expirou ou já foi usado.',
} as const

/** The profile's change-password form, which asks for the current password. */
const toProfileForm = (lang: string) => `href="/${lang}/profile#profile-password"`

const logIn = async (email: string, password: string) => (await new CookieJar().fetch('/en/login', { form: { email, password } })).status

afterEach(() => {
  vi.useRealTimers()
})

describe('a new password without the current one', () => {
  it.each(LANGS)('is refused (401) to a signed-in session no recovery link opened, pointing to the profile’s form (%s)', async (lang) => {
    const { jar, account } = await signedUpJar(lang)
    const res = await jar.fetch(`/${lang}/reset-password`, { form: { password: 'taken-over-1' } })
    expect(res.status).toBe(401)
    const html = await res.text()
    expect(html).toContain(EXPIRED[lang])
    expect(html).toContain(toProfileForm(lang))
    expect(html).not.toContain('type="password"')
    expect(await logIn(account.email, 'taken-over-1')).toBe(401)
    expect(await logIn(account.email, account.password)).toBe(303)
  })

  it.each(LANGS)('is not offered to such a session: the page shows the expired link and the way to the profile (%s)', async (lang) => {
    const { jar } = await signedUpJar(lang)
    const html = await (await jar.fetch(`/${lang}/reset-password`)).text()
    expect(html).toContain(EXPIRED[lang])
    expect(html).toContain(toProfileForm(lang))
    expect(html).not.toContain('type="password"')
  })

  it('is set once by the session the recovery link opened, then refused to it', async () => {
    const { jar, account, location, setCookies } = await recoveredJar('de')
    expect(location).toBe('/de/reset-password')
    const mark = setCookies.find((line) => line.startsWith(`${MARK}=`))
    expect(mark).toMatch(/; Max-Age=600(;|$)/)
    expect(mark).toMatch(/; Path=\/(;|$)/)
    expect(mark).toContain('; HttpOnly')
    expect(mark).toContain('; SameSite=Lax')

    const form = await (await jar.fetch('/de/reset-password')).text()
    expect(form).toContain('action="/de/reset-password"')
    const set = await jar.fetch('/de/reset-password', { form: { password: 'second-pass-2' } })
    expect(set.status).toBe(200)
    expect(await set.text()).toContain('Ihr Passwort wurde geändert.')
    expect(jar.cookies.has(MARK)).toBe(false)

    const again = await jar.fetch('/de/reset-password', { form: { password: 'third-pass-3' } })
    expect(again.status).toBe(401)
    expect(await again.text()).toContain(EXPIRED.de)
    expect(await (await jar.fetch('/de/reset-password')).text()).not.toContain('type="password"')
    expect(await logIn(account.email, 'third-pass-3')).toBe(401)
    expect(await logIn(account.email, 'second-pass-2')).toBe(303)
  })

  it('is still allowed just inside the 10 minutes after the link was opened', async () => {
    const { jar, account } = await recoveredJar()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60_000 + 50_000 })
    expect((await jar.fetch('/en/reset-password', { form: { password: 'second-pass-2' } })).status).toBe(200)
    vi.useRealTimers()
    expect(await logIn(account.email, 'second-pass-2')).toBe(303)
  })

  it('is refused more than 10 minutes after the link was opened', async () => {
    const { jar, account } = await recoveredJar()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 })
    expect(await (await jar.fetch('/en/reset-password')).text()).not.toContain('type="password"')
    const res = await jar.fetch('/en/reset-password', { form: { password: 'second-pass-2' } })
    expect(res.status).toBe(401)
    expect(await res.text()).toContain(EXPIRED.en)
    vi.useRealTimers()
    expect(await logIn(account.email, 'second-pass-2')).toBe(401)
  })

  it('is refused to a session carrying another user’s mark', async () => {
    const { jar: recovered } = await recoveredJar()
    const { jar: other, account } = await signedUpJar()
    other.cookies.set(MARK, recovered.cookies.get(MARK)!)
    const res = await other.fetch('/en/reset-password', { form: { password: 'taken-over-1' } })
    expect(res.status).toBe(401)
    expect(await logIn(account.email, 'taken-over-1')).toBe(401)
    expect((await recovered.fetch('/en/reset-password', { form: { password: 'second-pass-2' } })).status).toBe(200)
  })

  it('is refused with a mark whose value was changed', async () => {
    const { jar, account } = await recoveredJar()
    const mark = jar.cookies.get(MARK)!
    const value = decodeURIComponent(mark)
    const [user] = value.split(':')
    jar.cookies.set(MARK, encodeURIComponent(`${user}:${Date.now() + 3_600_000}${value.slice(value.lastIndexOf('.'))}`))
    expect((await jar.fetch('/en/reset-password', { form: { password: 'second-pass-2' } })).status).toBe(401)
    expect(await logIn(account.email, 'second-pass-2')).toBe(401)
    jar.cookies.set(MARK, mark)
    expect((await jar.fetch('/en/reset-password', { form: { password: 'second-pass-2' } })).status).toBe(200)
  })

  it('counts against the same per-user limit as the profile’s password form', async () => {
    const { jar } = await recoveredJar()
    const refused = await untilLimited(5, 422, async (attempt) => {
      const res = await jar.fetch('/en/profile/password', {
        form: { currentPassword: `wrong-${attempt}`, password: 'another-horse-8' },
        headers: { 'cf-connecting-ip': new CookieJar().ip },
      })
      return res.status
    })
    expect(refused).toBeGreaterThanOrEqual(5)
    const res = await jar.fetch('/en/reset-password', {
      form: { password: 'another-horse-8' },
      headers: { 'cf-connecting-ip': new CookieJar().ip },
    })
    expect(res.status).toBe(429)
  })
})

describe('a recovery link opened while someone is signed in', () => {
  it('asks before signing the browser in to the link’s account, and goes on to choose a password only when its own form is posted back', async () => {
    const { jar, account } = await signedUpJar('pt-BR')
    const other = await signedUpJar()
    await new CookieJar().fetch('/pt-BR/forgot-password', { form: { email: other.account.email } })
    const link = await mailedPath(other.account.email, 'recovery')

    const asked = await jar.fetch(link)
    expect(asked.status).toBe(200)
    expect(asked.headers.get('cache-control')).toContain('no-store')
    const page = await asked.text()
    expect(page).toContain(`Você está conectado como ${account.username}.`)
    expect(page).toContain('action="/pt-BR/auth/callback" method="post"')
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(account.username)

    const { token_hash, next } = Object.fromEntries(new URL(link, 'http://localhost').searchParams)
    const forged = await jar.fetch('/pt-BR/auth/callback', {
      form: { token_hash: token_hash!, type: 'recovery', next: next! },
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(account.username)

    const continued = await jar.fetch('/pt-BR/auth/callback', { form: { token_hash: token_hash!, type: 'recovery', next: next! } })
    expect(continued.status).toBe(303)
    expect(continued.headers.get('location')).toBe('/pt-BR/reset-password')
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(other.account.username)
  })

  it('posted back with a spent or missing token, ends on the expired-link page and keeps who is signed in', async () => {
    const { jar, account } = await signedUpJar()
    const forms: Record<string, string>[] = [
      { token_hash: 'spent', type: 'recovery', next: '/en/reset-password' },
      { next: '//evil.example' },
    ]
    for (const form of forms) {
      const res = await jar.fetch('/en/auth/callback', { form })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/en/reset-password?expired=1')
    }
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(account.username)
  })
})
