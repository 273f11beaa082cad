import { env } from 'cloudflare:workers'
import { describe, expect, inject, it } from 'vitest'
import { comparisonCacheKey } from '../../src/middleware/edge-cache.ts'
import { recalledPage } from '../../src/middleware/page-memory.ts'
import { callApi } from './support/api.ts'
import { COMPARED, saveCalculations } from './support/comparisons.ts'
import { CookieJar, signedUpJar, signedUpJarFor } from './support/cookie-jar.ts'
import { viaBackend } from './support/backend.ts'
import { get } from './support/fetch.ts'
import { tripGoal } from './support/goals.ts'
import { uploadPicture } from './support/picture.ts'
import { untilLimited } from './support/rate-limit.ts'
import { openRelay } from './support/sse.ts'

const LANGS = ['en', 'de', 'pt-BR'] as const

/** A fresh account with two calculations, a comparison of them, a goal with savings and a picture. */
async function accountWithData(lang = 'en') {
  const { jar, account } = await signedUpJar(lang)
  const ids = await saveCalculations(jar, COMPARED.slice(0, 2))
  const code: string = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: ids })).json.comparison.code
  const goal = (await callApi(jar, 'POST', '/api/goals', tripGoal)).json.goal
  expect((await callApi(jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 10 })).status).toBe(200)
  const picture = await uploadPicture(jar, lang)
  return { jar, account, code, picture }
}

/** What the account's export holds, as a check that nothing was deleted. */
async function stored(jar: CookieJar) {
  const { status, json } = await callApi(jar, 'GET', '/api/export')
  expect(status).toBe(200)
  return json
}

/** Fetches each language's page of a comparison until the edge keeps it, and returns the cache keys. */
async function cachedComparisonPages(code: string): Promise<string[]> {
  const keys = LANGS.map((lang) => comparisonCacheKey(new Request(`http://localhost/${lang}/compare/${code}`), env, lang, code)!)
  for (const [index, lang] of LANGS.entries()) {
    for (let attempt = 0; attempt < 50 && !(await caches.default.match(keys[index]!)); attempt++) {
      await (await get(`/${lang}/compare/${code}`)).arrayBuffer()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(await caches.default.match(keys[index]!), keys[index]).toBeDefined()
  }
  return keys
}

/** Everything that must hold once an account is gone: no session, no login, no rows, no picture, no comparison page anywhere. */
async function expectGone({ jar, account, code, picture }: Awaited<ReturnType<typeof accountWithData>>, cacheKeys: string[]) {
  expect((await callApi(jar, 'GET', '/api/export')).status).toBe(401)
  expect((await jar.fetch('/en/dashboard')).status).toBe(302)
  for (const key of cacheKeys) {
    expect(recalledPage(key), key).toBeUndefined()
    expect(await caches.default.match(key), key).toBeUndefined()
  }
  for (const lang of LANGS) expect((await get(`/${lang}/compare/${code}`)).status, lang).toBe(404)
  expect((await get(picture)).status).toBe(404)
  const login = await new CookieJar().fetch('/en/login', { form: { email: account.email, password: account.password } })
  expect(login.status).toBe(401)
  const again = await signedUpJarFor({ ...account, password: 'another-horse-9' })
  expect(await stored(again)).toMatchObject({ calculations: [], goals: [], comparisons: [], profile: { pictureUrl: null } })
}

describe('DELETE /api/account', () => {
  it('refuses guests with 401', async () => {
    const res = await callApi(null, 'DELETE', '/api/account', { password: 'correct-horse-7' })
    expect(res.status).toBe(401)
  })

  it('refuses a body that is not JSON (400) and a missing password (422 naming it)', async () => {
    const { jar } = await signedUpJar()
    expect((await callApi(jar, 'DELETE', '/api/account', '{"password":')).status).toBe(400)
    const missing = await callApi(jar, 'DELETE', '/api/account', {})
    expect(missing.status).toBe(422)
    expect(missing.json.error.fields).toEqual({ password: 'Enter your password.' })
  })

  it('names the password when it is no string, and refuses any other key, deleting nothing', async () => {
    const { jar, account } = await signedUpJar()
    for (const password of [5, null]) {
      const res = await callApi(jar, 'DELETE', '/api/account', { password }, { 'accept-language': 'de' })
      expect(res.status).toBe(422)
      expect(res.json.error.fields).toEqual({ password: 'Bitte geben Sie Ihr Passwort ein.' })
    }
    const extra = await callApi(jar, 'DELETE', '/api/account', { password: account.password, confirm: true })
    expect(extra.status).toBe(422)
    expect(extra.json.error.fields).toEqual({ confirm: 'Only “password” is accepted here.' })
    expect((await jar.fetch('/en/profile')).status).toBe(200)
  })

  it.each([
    ['en', 'The current password is not correct.'],
    ['de', 'Das aktuelle Passwort stimmt nicht.'],
    ['pt-BR', 'A senha atual não está correta.'],
  ])('refuses a wrong password with 422 naming the field in %s, and deletes nothing', async (lang, message) => {
    const data = await accountWithData()
    const before = await stored(data.jar)
    const res = await callApi(data.jar, 'DELETE', '/api/account', { password: 'not-my-password' }, { 'accept-language': lang })
    expect(res.status).toBe(422)
    expect(res.json.error).toMatchObject({ code: 'invalid', fields: { password: message } })
    expect(await stored(data.jar)).toEqual(before)
    expect((await get(data.picture)).status).toBe(200)
    expect((await get(`/en/compare/${data.code}`)).status).toBe(200)
  })

  it('with the right password answers 204 and removes the account, every row, the picture, the sessions and the cached comparison pages', async () => {
    const data = await accountWithData()
    const otherDevice = new CookieJar()
    expect((await otherDevice.fetch('/en/login', { form: { email: data.account.email, password: data.account.password } })).status).toBe(
      303,
    )
    const keys = await cachedComparisonPages(data.code)
    const res = await callApi(data.jar, 'DELETE', '/api/account', { password: data.account.password })
    expect(res.status).toBe(204)
    expect(res.headers.getSetCookie().some((cookie) => /^sb-.+-auth-token(\.\d+)?=;.*Max-Age=0/i.test(cookie))).toBe(true)
    expect((await callApi(otherDevice, 'GET', '/api/export')).status).toBe(401)
    await expectGone(data, keys)
  })

  it("tells the account's other open tabs through the relay that it is gone, before any row change", async () => {
    const { jar, account } = await accountWithData()
    const tab = new CookieJar()
    for (const [name, value] of jar.cookies) tab.cookies.set(name, value)
    const relay = await openRelay(tab)
    try {
      await relay.until((event) => event.event === 'online')
      expect((await callApi(jar, 'DELETE', '/api/account', { password: account.password })).status).toBe(204)
      const { match } = await relay.until((event) => event.event === 'message')
      expect(match.data).toMatchObject({ event: 'account_deleted' })
    } finally {
      await relay.close()
    }
  })

  it('is limited like password changes: wrong guesses share their per-user limit', async () => {
    const { jar, account } = await signedUpJar()
    const refused = await untilLimited(5, 422, async (attempt) => {
      const res = await callApi(
        jar,
        'DELETE',
        '/api/account',
        { password: `wrong-${attempt}` },
        { 'cf-connecting-ip': `10.1.2.${attempt}` },
      )
      return res.status
    })
    expect(refused).toBeGreaterThanOrEqual(5)
    const limited = await callApi(jar, 'DELETE', '/api/account', { password: account.password })
    expect(limited.status).toBe(429)
    expect(limited.json.error.code).toBe('rate_limited')
    expect((await jar.fetch('/en/profile/password', { form: { currentPassword: account.password, password: 'x-horse-12' } })).status).toBe(
      429,
    )
    expect((await stored(jar)).profile.email).toBe(account.email)
  })
})

describe('the profile’s "Delete my account" form', () => {
  it.each([
    ['en', 'Delete my account', 'Danger zone'],
    ['de', 'Mein Konto löschen', 'Gefahrenbereich'],
    ['pt-BR', 'Excluir minha conta', 'Zona de perigo'],
  ])('is a separate danger zone asking for the password and a confirmation in %s', async (lang, button, heading) => {
    const { jar } = await signedUpJar(lang)
    const page = await (await jar.fetch(`/${lang}/profile`)).text()
    const form = /<form[^>]*action="\/[^"]+\/profile\/delete"[\s\S]*?<\/form>/.exec(page)?.[0] ?? ''
    expect(page).toContain(heading)
    expect(form).toContain(`>${button}</button>`)
    expect(form).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/)
    expect(form).toMatch(/<input[^>]*type="checkbox"[^>]*name="confirm"|<input[^>]*name="confirm"[^>]*type="checkbox"/)
  })

  it('asks for the confirmation and the password, naming each field, and deletes nothing', async () => {
    const data = await accountWithData()
    const before = await stored(data.jar)
    const res = await data.jar.fetch('/de/profile/delete', { form: { password: '' } })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Bitte geben Sie Ihr Passwort ein.')
    expect(html).toContain('Bitte bestätigen Sie, dass Sie Ihr Konto und alle Ihre Daten löschen möchten.')
    const wrong = await data.jar.fetch('/de/profile/delete', { form: { password: 'not-my-password', confirm: 'yes' } })
    expect(wrong.status).toBe(422)
    expect(await wrong.text()).toContain('Das aktuelle Passwort stimmt nicht.')
    expect(await stored(data.jar)).toEqual(before)
  })

  it('refuses a post from another site (CSRF) and deletes nothing', async () => {
    const data = await accountWithData()
    const res = await data.jar.fetch('/en/profile/delete', {
      form: { password: data.account.password, confirm: 'yes' },
      headers: { origin: 'http://evil.example' },
    })
    expect(res.status).toBe(403)
    expect((await stored(data.jar)).profile.email).toBe(data.account.email)
  })

  it.each([
    ['en', 'Your account has been deleted'],
    ['de', 'Ihr Konto wurde gelöscht'],
    ['pt-BR', 'A sua conta foi excluída'],
  ])('deletes everything with the right password and says goodbye in %s', async (lang, goodbye) => {
    const data = await accountWithData(lang)
    const keys = await cachedComparisonPages(data.code)
    const res = await data.jar.fetch(`/${lang}/profile/delete`, { form: { password: data.account.password, confirm: 'yes' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/${lang}/goodbye`)
    const page = await data.jar.fetch(`/${lang}/goodbye`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(goodbye)
    await expectGone(data, keys)
  })

  it("deletes only the signed-in user's account: B's form leaves A's data as it was", async () => {
    const a = await accountWithData()
    const before = await stored(a.jar)
    const b = await signedUpJar()
    const res = await b.jar.fetch('/en/profile/delete', { form: { password: b.account.password, confirm: 'yes' } })
    expect(res.status).toBe(303)
    expect(await stored(a.jar)).toEqual(before)
    expect((await get(a.picture)).status).toBe(200)
    expect((await callApi(b.jar, 'GET', '/api/export')).status).toBe(401)
  })

  it('sends a signed-in visitor of the goodbye page on to the dashboard', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/en/goodbye')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/dashboard')
  })
})

describe('deleting an account while Supabase fails', () => {
  const flaky = inject('flakyUrl')

  it.each([
    ['the API', 'DELETE', '/api/account', 'application/json'],
    ['the form', 'POST', '/de/profile/delete', 'application/x-www-form-urlencoded'],
  ])('answers 503 through %s within 5.5 s and deletes nothing', async (_way, method, path, type) => {
    const data = await accountWithData()
    const before = await stored(data.jar)
    const body =
      type === 'application/json'
        ? JSON.stringify({ password: data.account.password })
        : new URLSearchParams({ password: data.account.password, confirm: 'yes' }).toString()
    const key = `deletion-${crypto.randomUUID()}`
    const {
      res,
      body: answer,
      ms,
    } = await viaBackend(`${flaky}/rest-fails/503/${key}`, data.jar, path, { method, body, type, language: 'de' })
    expect(res.status).toBe(503)
    expect(ms).toBeLessThan(5_500)
    if (type !== 'application/json') expect(answer).toContain('<form')
    expect(await stored(data.jar)).toEqual(before)
    expect((await get(data.picture)).status).toBe(200)
  })
})

describe('asking Auth whether the account still exists', () => {
  const flaky = inject('flakyUrl')

  it.each([429, 500, 400])(
    'keeps the session when Auth answers %i: the export says 503, and the next request is still signed in',
    async (status) => {
      const { jar } = await signedUpJar()
      const key = `exists-${crypto.randomUUID()}`
      const { res } = await viaBackend(`${flaky}/user-fails/${status}/${key}`, jar, '/api/export')
      expect(res.status).toBe(503)
      expect(res.headers.getSetCookie().filter((cookie) => /^sb-/.test(cookie) && /Max-Age=0/i.test(cookie))).toEqual([])
      expect((await callApi(jar, 'GET', '/api/export')).status).toBe(200)
    },
  )
})

describe('a session copied before its account was deleted', () => {
  it('is answered 401 on a write until its token expires, not a 503 that invites a retry', async () => {
    const { jar, account } = await signedUpJar()
    const copy = new CookieJar()
    for (const [name, value] of jar.cookies) copy.cookies.set(name, value)
    expect((await callApi(jar, 'DELETE', '/api/account', { password: account.password })).status).toBe(204)
    const calculation = { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'After the end' }
    for (const [path, body] of [
      ['/api/calculations', calculation],
      ['/api/goals', tripGoal],
    ] as const) {
      const res = await callApi(copy, 'POST', path, body)
      expect([res.status, res.json.error.code]).toEqual([401, 'unauthorized'])
    }
  })
})
