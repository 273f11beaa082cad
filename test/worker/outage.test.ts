import { describe, expect, inject, it } from 'vitest'
import { de } from '../../src/i18n/messages/de.ts'
import { en } from '../../src/i18n/messages/en.ts'
import { ptBR } from '../../src/i18n/messages/pt-BR.ts'
import { supabaseDeadline } from '../../src/supabase/deadline.ts'
import { formPost, viaBackend, type BackendRequestInit } from './support/backend.ts'
import { callApi } from './support/api.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { formKeyIn } from './support/fetch.ts'
import { readSession, writeSession } from './support/session.ts'

const flaky = inject('flakyUrl')
/**
 * A frozen backend answers nothing; each request waits for the deadline, so
 * these tests get room and wait side by side: each has its own user and
 * request, so they share nothing.
 */
const OUTAGE_TIMEOUT = 30_000
/** The rule: a request that needs an unreachable Supabase answers within this, retries included. */
const OUTAGE_ANSWER_MS = 5_500
/** Each language's messages. */
const CATALOGUES = { en, de, 'pt-BR': ptBR } as const
/** The outage page's heading in each language. */
const OUTAGE_TITLE = {
  en: 'We could not reach the server',
  de: 'Wir konnten den Server nicht erreichen',
  'pt-BR': 'Não conseguimos falar com o servidor',
} as const
const KINDS = ['frozen', 'down'] as const
type Kind = (typeof KINDS)[number]

/** Sends a request through the real worker with the jar's cookies, its Supabase frozen (SIGSTOP) or gone. */
const duringOutage = (kind: Kind, jar: CookieJar | null, path: string, init: BackendRequestInit = {}) =>
  viaBackend(`${flaky}/${kind}`, jar, path, init)

/**
 * A fresh account whose session the worker has checked once against the
 * reachable stand-in, so the isolate holds the project's signing keys: from
 * then on its fresh token is checked without Supabase, and an outage shows
 * where its data is read.
 */
async function signedInWithKeys() {
  const { jar } = await signedUpJar()
  expect((await jar.fetch('/en/dashboard')).status).toBe(200)
  return jar
}

const clearsSession = (res: Response) => res.headers.getSetCookie().some((line) => /^sb-/.test(line) && /max-age=0/i.test(line))

describe.concurrent('every call to Supabase has a deadline', () => {
  it('gives up on a backend that never answers', { timeout: OUTAGE_TIMEOUT }, async () => {
    await expect(supabaseDeadline().fetch(`${flaky}/frozen/rest/v1/calculations`)).rejects.toThrow()
  })

  it('fails every later call of the same request at once after one ran out of time', { timeout: OUTAGE_TIMEOUT }, async () => {
    const { fetch } = supabaseDeadline()
    await expect(fetch(`${flaky}/frozen/auth/v1/user`)).rejects.toThrow()
    await expect(fetch(`${flaky}/fail/200/0/after-freeze`)).rejects.toThrow()
  })

  it(
    'ends the calls still waiting, and sends no later one, once the session check ran out of time',
    { timeout: OUTAGE_TIMEOUT },
    async () => {
      const deadline = supabaseDeadline()
      const started = performance.now()
      const check = deadline.within(new Promise<string>(() => {}), () => 'late')
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      const waiting = deadline.fetch(`${flaky}/frozen/rest/v1/goals`).then(
        () => 'answered',
        () => 'ended',
      )
      expect(await check).toBe('late')
      expect(await waiting).toBe('ended')
      expect(performance.now() - started).toBeLessThan(6_000)
      await expect(deadline.fetch(`${flaky}/fail/200/0/after-late-check`)).rejects.toThrow()
      expect(((await (await fetch(`${flaky}/hits/after-late-check`)).json()) as { hits: number }).hits).toBe(0)
    },
  )
})

describe.concurrent.each(KINDS)('an outage is not a sign-out (backend %s)', (kind) => {
  it('keeps public pages at 200 for a signed-in visitor', { timeout: OUTAGE_TIMEOUT }, async () => {
    const jar = await signedInWithKeys()
    const responses = await Promise.all(['/en/faq', '/de', '/pt-BR/pricing'].map((path) => duringOutage(kind, jar, path)))
    for (const { res } of responses) {
      expect(res.status).toBe(200)
      expect(clearsSession(res)).toBe(false)
    }
  })

  it.each([
    ['en', '/dashboard', en.dashboard.loadFailed],
    ['de', '/goals', de.goals.loadFailed],
    ['pt-BR', '/dashboard', ptBR.dashboard.loadFailed],
  ])(
    'renders the signed-in page /%s%s, checked without Supabase, with the localized failure of its data, and keeps the cookies',
    { timeout: OUTAGE_TIMEOUT },
    async (lang, page, failure) => {
      const jar = await signedInWithKeys()
      const { res, body: html, ms } = await duringOutage(kind, jar, `/${lang}${page}?nojs=1`)
      expect(res.status).toBe(200)
      expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
      expect(clearsSession(res)).toBe(false)
      expect(html).toContain(`<html lang="${lang}">`)
      expect(html).toContain(failure)
      expect((await jar.fetch(`/${lang}${page}`)).status).toBe(200)
    },
  )

  it('answers the API with 503, not 401', { timeout: OUTAGE_TIMEOUT }, async () => {
    const jar = await signedInWithKeys()
    const body = JSON.stringify({ mode: 'price_to_time', price: 120, rate: 40, currency: 'EUR', workweek: true, title: 'Kept' })
    const [list, save] = await Promise.all([
      duringOutage(kind, jar, '/api/calculations'),
      duringOutage(kind, jar, '/api/calculations', { method: 'POST', body, type: 'application/json' }),
    ])
    for (const { res, body } of [list, save]) {
      expect(res.status).toBe(503)
      expect((JSON.parse(body) as { error: { code: string } }).error.code).toBe('failed')
      expect(clearsSession(res)).toBe(false)
    }
  })

  it('keeps what was typed into a save: it comes back filled in, with the failure said', { timeout: OUTAGE_TIMEOUT }, async () => {
    const jar = await signedInWithKeys()
    const form = { mode: 'price_to_time', price: '1200', rate: '40', currency: 'EUR', title: 'Fahrrad & Reparatur' }
    const { res, ms } = await duringOutage(kind, jar, '/de/dashboard/calculations', formPost(form))
    expect(res.status).toBe(303)
    expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
    expect(clearsSession(res)).toBe(false)
    const back = new URL(res.headers.get('location')!, 'http://localhost')
    expect(back.searchParams.get('failed')).toBe('1')
    for (const [name, value] of Object.entries(form)) expect(back.searchParams.get(name)).toBe(value)
    const again = await jar.fetch('/de/dashboard/calculations', { form })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toMatch(/^\/de\/dashboard\?saved=/)
  })

  it('keeps a guest’s pending calculation when logging in fails', { timeout: OUTAGE_TIMEOUT }, async () => {
    const pending = 'mode=price_to_time&price=99&rate=30&currency=EUR'
    const { res, body } = await duringOutage(
      kind,
      null,
      '/en/login',
      formPost({ email: 'someone@example.test', password: 'correct-horse-7', pending }),
    )
    expect(res.status).toBe(503)
    expect(body).toContain(`name="pending" value="${pending.replaceAll('&', '&amp;')}"`)
  })

  it(
    'never says every device was signed out when it could not be done; this device alone still signs out',
    { timeout: OUTAGE_TIMEOUT },
    async () => {
      const jar = await signedInWithKeys()
      const everywhere = await duringOutage(kind, jar, '/de/logout', formPost({ scope: 'global' }))
      expect(everywhere.res.status).toBe(503)
      expect(everywhere.ms).toBeLessThan(OUTAGE_ANSWER_MS)
      expect(clearsSession(everywhere.res)).toBe(false)
      expect(everywhere.body).toContain(OUTAGE_TITLE.de)
      expect(everywhere.body).toContain('name="scope" value="global"')
      const here = await duringOutage(kind, jar, '/de/logout', formPost({ scope: 'local' }))
      expect(here.res.status).toBe(303)
      expect(here.res.headers.get('location')).toBe('/de/login?signedOut=1')
      expect(clearsSession(here.res)).toBe(true)
    },
  )

  it('never goes back to the calculator as if “use as my hourly rate” had stored the rate', { timeout: OUTAGE_TIMEOUT }, async () => {
    const jar = await signedInWithKeys()
    const { res, body: html, ms } = await duringOutage(kind, jar, '/de/profile/rate', formPost({ rate: '37,5', return: '/de?rate=37%2C5' }))
    expect(res.status).toBe(503)
    expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
    expect(html).toContain(OUTAGE_TITLE.de)
    expect(html).toContain('value="37,5"')
  })

  it('answers an avatar with 503, never 500', { timeout: OUTAGE_TIMEOUT }, async () => {
    const { res } = await duringOutage(kind, null, '/avatars/00000000-0000-4000-8000-000000000000/avatar-abc.png')
    expect(res.status).toBe(503)
  })
})

describe.concurrent.each(KINDS)('a request that needs Supabase answers a localized 503 within 5.5 s (backend %s)', (kind) => {
  it.each(Object.entries(OUTAGE_TITLE))(
    'shows a guest the outage page for a shared comparison in %s, and keeps nothing',
    { timeout: OUTAGE_TIMEOUT },
    async (lang, title) => {
      const { res, body, ms } = await duringOutage(kind, null, `/${lang}/compare/Unknown123`)
      expect(res.status).toBe(503)
      expect(body).toContain(`<html lang="${lang}">`)
      expect(body).toContain(title)
      expect(body).toContain(CATALOGUES[lang as keyof typeof CATALOGUES].errors.outage.guestHint)
      expect(body).not.toContain(CATALOGUES[lang as keyof typeof CATALOGUES].errors.outage.hint)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(ms).toBeLessThan(OUTAGE_ANSWER_MS)
    },
  )

  it('answers a signed-in dashboard, comparison, list and save in time', { timeout: OUTAGE_TIMEOUT }, async () => {
    const jar = await signedInWithKeys()
    const save = JSON.stringify({ mode: 'price_to_time', price: 120, rate: 40, currency: 'EUR', workweek: true, title: 'Kept' })
    const [dashboard, profile, comparison, list, write, picture] = await Promise.all([
      duringOutage(kind, jar, '/en/dashboard?nojs=1'),
      duringOutage(kind, jar, '/en/profile'),
      duringOutage(kind, jar, '/de/compare/Unknown123'),
      duringOutage(kind, jar, '/api/calculations', { language: 'pt-BR' }),
      duringOutage(kind, jar, '/api/calculations', { method: 'POST', body: save, type: 'application/json', language: 'de' }),
      duringOutage(kind, jar, '/avatars/00000000-0000-4000-8000-000000000000/avatar-abc.png'),
    ])
    expect(dashboard.res.status).toBe(200)
    // The profile as the session's claims hold it, when Auth cannot say how it is stored now.
    expect(profile.res.status).toBe(200)
    for (const answer of [dashboard, profile, comparison, list, write, picture]) {
      if (answer !== dashboard && answer !== profile) expect(answer.res.status).toBe(503)
      expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS)
      expect(clearsSession(answer.res)).toBe(false)
    }
    expect(dashboard.body).toContain(en.dashboard.loadFailed)
    expect(comparison.body).toContain('<html lang="de">')
    expect(comparison.body).toContain(OUTAGE_TITLE.de)
    expect(JSON.parse(list.body).error.code).toBe('failed')
    expect(JSON.parse(write.body).error.code).toBe('failed')
  })
})

describe('a signed-in page whose data cannot be read after the session check', () => {
  it('answers a receipt with the localized outage page, never a 500', async () => {
    const { jar } = await signedUpJar()
    const { res, body } = await viaBackend(
      `${flaky}/rest-fails/503/receipt`,
      jar,
      '/pt-BR/dashboard/receipt/00000000-0000-4000-8000-000000000000',
    )
    expect(res.status).toBe(503)
    expect(body).toContain(OUTAGE_TITLE['pt-BR'])
    expect(body).toContain(ptBR.errors.outage.hint)
  })
})

describe('a goal form whose write cannot reach Supabase after the session check', () => {
  it('answers the localized 503 page holding what was typed, which sends it again once, as it was', async () => {
    const { jar } = await signedUpJar('de')
    const form = {
      title: 'Fahrrad & Schloss',
      targetAmount: '1.234,50',
      idempotencyKey: formKeyIn(await (await jar.fetch('/de/goals')).text())!,
    }
    const { res, body: html } = await viaBackend(`${flaky}/rest-fails/503/goal-create`, jar, '/de/goals', formPost(form))
    expect(res.status).toBe(503)
    expect(html).toContain(OUTAGE_TITLE.de)
    expect(html).toContain('value="Fahrrad &amp; Schloss"')
    expect(html).toContain('value="1.234,50"')
    expect(html).toContain(`value="${form.idempotencyKey}"`)
    for (let send = 0; send < 2; send++) expect((await jar.fetch('/de/goals', { form })).status).toBe(303)
    expect((await callApi(jar, 'GET', '/api/goals')).json.goals).toMatchObject([{ title: 'Fahrrad & Schloss', targetAmount: 1234.5 }])
  })
})

describe.concurrent('a refresh that cannot reach Supabase', () => {
  it('answers within the deadline although auth-js keeps retrying, and keeps the session', { timeout: OUTAGE_TIMEOUT }, async () => {
    const { jar } = await signedUpJar()
    writeSession(jar, { ...readSession(jar), expires_at: 1 })
    const { res } = await duringOutage('frozen', jar, '/en/dashboard')
    expect(res.status).toBe(503)
    expect(clearsSession(res)).toBe(false)
  })

  it.each(KINDS)(
    'answers public pages and their forms in time too, as a guest’s, the session kept (backend %s)',
    { timeout: OUTAGE_TIMEOUT },
    async (kind) => {
      const { jar } = await signedUpJar()
      writeSession(jar, { ...readSession(jar), expires_at: 1 })
      const contact = { name: 'Ada', email: 'ada@example.test', message: 'Kept while the server is away.' }
      const [home, calculated, sent] = await Promise.all([
        duringOutage(kind, jar, '/de'),
        duringOutage(kind, jar, '/en?mode=price_to_time&rate=40&currency=EUR&price=100&priceCurrency=USD'),
        duringOutage(kind, jar, '/pt-BR/contact', formPost(contact)),
      ])
      for (const answer of [home, calculated, sent]) {
        expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS)
        expect(clearsSession(answer.res)).toBe(false)
      }
      expect(home.res.status).toBe(200)
      expect(calculated.res.status).toBe(200)
      expect(sent.res.status).toBe(503)
      expect(sent.body).toContain(contact.message)
    },
  )
})
