import { beforeAll, describe, expect, it } from 'vitest'
import { sameSitePath } from '../../src/lib/safe-redirect.ts'
import { CookieJar, mailedPath, newAccount, signedUpJar } from './support/cookie-jar.ts'

/**
 * Off-site targets smuggled into `next` / `return`: dot segments that the URL
 * parser folds into `//host`, percent-encoded dots, backslashes (which
 * browsers read as slashes), control characters, schemes and bare hosts.
 */
const PAYLOADS = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/.%2e//evil.example',
  '/%2e.//evil.example',
  '/a/..//evil.example',
  '/en/../..//evil.example',
  '/././/evil.example',
  '/%2e%2e/%2e%2e//evil.example/x?y=1',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example@localhost',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/.\\/evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r//evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000//evil.example',
  'https://evil.example/',
  'http:evil.example',
  'https:/evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  './/evil.example',
  '../evil.example',
  '/..\\evil.example',
  '/%09/evil.example',
  '/.%09/.//evil.example',
] as const

/** Where a Location header sends a browser on http://localhost. */
const originOf = (location: string | null) => new URL(location ?? '/', 'http://localhost/en/login').origin

describe('the redirect table', () => {
  it('has at least 30 payloads, each sent off-site by a naive parse', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(PAYLOADS)('sameSitePath never returns an off-site target for %j', (payload) => {
    const path = sameSitePath(payload, '/fallback')
    expect(originOf(path)).toBe('http://localhost')
    expect(path).toMatch(/^\/(?![/\\])/)
  })

  describe('through the worker', () => {
    let member: CookieJar
    let account: ReturnType<typeof newAccount>
    beforeAll(async () => {
      ;({ jar: member, account } = await signedUpJar())
    })

    /** A fresh client address per request so the per-client form limit never answers instead. */
    const anotherIp = () => ({ 'cf-connecting-ip': new CookieJar().ip })

    it.each(PAYLOADS)('GET /login and /signup signed in stay on the site for next=%j', async (payload) => {
      for (const page of ['login', 'signup']) {
        const res = await member.fetch(`/en/${page}?next=${encodeURIComponent(payload)}`)
        expect(res.status).toBe(303)
        expect(originOf(res.headers.get('location'))).toBe('http://localhost')
      }
    })

    it.each(PAYLOADS)('POST /login stays on the site for next=%j, in the form and in the query', async (payload) => {
      const credentials = { email: account.email, password: account.password }
      const fromForm = await new CookieJar().fetch('/en/login', { form: { ...credentials, next: payload }, headers: anotherIp() })
      const fromQuery = await new CookieJar().fetch(`/en/login?next=${encodeURIComponent(payload)}`, {
        form: credentials,
        headers: anotherIp(),
      })
      for (const res of [fromForm, fromQuery]) {
        expect(res.status).toBe(303)
        expect(originOf(res.headers.get('location'))).toBe('http://localhost')
      }
    })

    it.each(PAYLOADS)(
      'POST /signup stays on the site for next=%j: the page, then its confirmation link, lead nowhere else',
      async (payload) => {
        const jar = new CookieJar()
        const account = newAccount('redir')
        const res = await jar.fetch('/en/signup', { form: { ...account, next: payload }, headers: anotherIp() })
        expect(res.status).toBe(200)
        expect(res.headers.get('location')).toBeNull()
        const confirmed = await jar.fetch(await mailedPath(account.email), { headers: anotherIp() })
        expect(confirmed.status).toBe(303)
        expect(originOf(confirmed.headers.get('location'))).toBe('http://localhost')
      },
    )

    it.each(PAYLOADS)('POST /profile/rate stays on the site for return=%j', async (payload) => {
      for (const rate of ['40', 'junk']) {
        const res = await member.fetch('/en/profile/rate', { form: { rate, return: payload } })
        expect(res.status).toBe(303)
        expect(originOf(res.headers.get('location'))).toBe('http://localhost')
      }
    })

    it.each(PAYLOADS)('GET /language/de stays on the site for next=%j', async (payload) => {
      const res = await new CookieJar().fetch(`/language/de?next=${encodeURIComponent(payload)}`)
      expect(res.status).toBe(302)
      expect(originOf(res.headers.get('location'))).toBe('http://localhost')
    })
  })
})
