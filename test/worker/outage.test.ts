import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, inject, it } from 'vitest'
import worker from '../../src/worker.ts'
import { deadlineFetch } from '../../src/supabase/deadline.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'

const flaky = inject('flakyUrl')
/**
 * A frozen backend answers nothing; each request waits for the deadline, so
 * these tests get room (no timing is asserted) and wait side by side: each
 * has its own user and request, so they share nothing.
 */
const OUTAGE_TIMEOUT = 30_000
const KINDS = ['frozen', 'down'] as const
type Kind = (typeof KINDS)[number]

/** Sends a request through the real worker with the jar's cookies, its Supabase frozen (SIGSTOP) or gone. */
async function duringOutage(
  kind: Kind,
  jar: CookieJar | null,
  path: string,
  init: { method?: string; body?: BodyInit; type?: string } = {},
) {
  const headers = new Headers({ 'cf-connecting-ip': jar?.ip ?? '10.9.9.9' })
  if (jar?.cookies.size) headers.set('cookie', jar.header())
  if (init.body !== undefined) {
    headers.set('origin', 'http://localhost')
    if (init.type) headers.set('content-type', init.type)
  }
  const request = new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' })
  const ctx = createExecutionContext()
  const res = await worker.fetch(request, { ...env, SUPABASE_URL: `${flaky}/${kind}` }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

const clearsSession = (res: Response) => res.headers.getSetCookie().some((line) => /^sb-/.test(line) && /max-age=0/i.test(line))

describe.concurrent('every call to Supabase has a deadline', () => {
  it('gives up on a backend that never answers', { timeout: OUTAGE_TIMEOUT }, async () => {
    await expect(deadlineFetch()(`${flaky}/frozen/rest/v1/calculations`)).rejects.toThrow()
  })

  it('fails every later call of the same request at once after one ran out of time', { timeout: OUTAGE_TIMEOUT }, async () => {
    const fetchOnce = deadlineFetch()
    await expect(fetchOnce(`${flaky}/frozen/auth/v1/user`)).rejects.toThrow()
    await expect(fetchOnce(`${flaky}/fail/200/0/after-freeze`)).rejects.toThrow()
  })
})

describe.concurrent.each(KINDS)('an outage is not a sign-out (backend %s)', (kind) => {
  it('keeps public pages at 200 for a signed-in visitor', { timeout: OUTAGE_TIMEOUT }, async () => {
    const { jar } = await signedUpJar()
    const responses = await Promise.all(['/en/faq', '/de', '/pt-BR/login'].map((path) => duringOutage(kind, jar, path)))
    for (const res of responses) {
      expect(res.status).toBe(200)
      expect(clearsSession(res)).toBe(false)
    }
  })

  it.each([
    ['en', '/dashboard', 'We could not reach the server'],
    ['de', '/goals', 'Wir konnten den Server nicht erreichen'],
    ['pt-BR', '/profile', 'Não conseguimos falar com o servidor'],
  ])(
    'answers the signed-in page /%s%s with the localized 503 page and keeps the cookies',
    { timeout: OUTAGE_TIMEOUT },
    async (lang, page, title) => {
      const { jar } = await signedUpJar()
      const res = await duringOutage(kind, jar, `/${lang}${page}`)
      expect(res.status).toBe(503)
      expect(res.headers.get('location')).toBeNull()
      expect(clearsSession(res)).toBe(false)
      const html = await res.text()
      expect(html).toContain(`<html lang="${lang}">`)
      expect(html).toContain(title)
      expect((await jar.fetch(`/${lang}${page}`)).status).toBe(200)
    },
  )

  it('answers the API with 503, not 401', { timeout: OUTAGE_TIMEOUT }, async () => {
    const { jar } = await signedUpJar()
    const body = JSON.stringify({ mode: 'price_to_time', price: 120, rate: 40, currency: 'EUR', workweek: true, title: 'Kept' })
    const [list, save] = await Promise.all([
      duringOutage(kind, jar, '/api/calculations'),
      duringOutage(kind, jar, '/api/calculations', { method: 'POST', body, type: 'application/json' }),
    ])
    for (const res of [list, save]) {
      expect(res.status).toBe(503)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable')
      expect(clearsSession(res)).toBe(false)
    }
  })

  it('keeps what was typed into a save: the 503 page sends it again', { timeout: OUTAGE_TIMEOUT }, async () => {
    const { jar } = await signedUpJar()
    const form = { mode: 'price_to_time', price: '1200', rate: '40', currency: 'EUR', title: 'Fahrrad & Reparatur' }
    const res = await duringOutage(kind, jar, '/de/dashboard/calculations', {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      type: 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(503)
    expect(clearsSession(res)).toBe(false)
    const html = await res.text()
    expect(html).toContain('action="/de/dashboard/calculations"')
    for (const [name, value] of Object.entries(form)) expect(html).toContain(`name="${name}" value="${value.replace('&', '&amp;')}"`)
    const again = await jar.fetch('/de/dashboard/calculations', { form })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toMatch(/^\/de\/dashboard\?saved=/)
  })

  it('keeps a guest’s pending calculation when logging in fails', { timeout: OUTAGE_TIMEOUT }, async () => {
    const pending = 'mode=price_to_time&price=99&rate=30&currency=EUR'
    const res = await duringOutage(kind, null, '/en/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'someone@example.test', password: 'correct-horse-7', pending }).toString(),
      type: 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(503)
    expect(await res.text()).toContain(`name="pending" value="${pending.replaceAll('&', '&amp;')}"`)
  })

  it('answers an avatar with 503, never 500', { timeout: OUTAGE_TIMEOUT }, async () => {
    const res = await duringOutage(kind, null, '/avatars/00000000-0000-4000-8000-000000000000/avatar-abc.png')
    expect(res.status).toBe(503)
  })
})

describe.concurrent('a refresh that cannot reach Supabase', () => {
  it('answers within the deadline although auth-js keeps retrying, and keeps the session', { timeout: OUTAGE_TIMEOUT }, async () => {
    const { jar } = await signedUpJar()
    const name = [...jar.cookies.keys()].find((key) => /^sb-127-auth-token$/.test(key))!
    const value = decodeURIComponent(jar.cookies.get(name)!).replace(/^base64-/, '')
    const session = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0))),
    )
    const expired = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ ...session, expires_at: 1 }))))
    jar.cookies.set(name, `base64-${expired.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`)
    const res = await duringOutage('frozen', jar, '/en/dashboard')
    expect(res.status).toBe(503)
    expect(clearsSession(res)).toBe(false)
  })
})
