import { decode, sign } from 'hono/jwt'
import { describe, expect, inject, it } from 'vitest'
import { callApi } from './support/api.ts'
import { viaBackend } from './support/backend.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { readSession, writeSession } from './support/session.ts'

const flaky = inject('flakyUrl')

/** What the stand-in's counting proxy saw for `key`, as `METHOD /path`. */
async function requestsOf(key: string): Promise<string[]> {
  return ((await (await fetch(`${flaky}/requests/${key}`)).json()) as { requests: string[] }).requests
}

/** The stand-in's legacy HS256 secret, derived from its secret key as `supabase/local/keys.ts` does. */
async function legacySecret(): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(inject('supabaseSecretKey')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode('timeprice-local-jwt')))
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A P-256 key of nobody's project, as a private JWK Hono's `sign` takes. */
async function unknownKey(kid: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair
  return { ...((await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey), kid, alg: 'ES256' as const }
}

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A signed-in jar whose session cookie carries `token` instead of its own access token, as fresh as the cookie says. */
async function jarWithToken(forge: (claims: Record<string, unknown>, header: Record<string, unknown>) => Promise<string>) {
  const { jar } = await signedUpJar()
  const session = readSession(jar)
  const { header, payload } = decode(session.access_token)
  writeSession(jar, { ...session, access_token: await forge(payload, header as unknown as Record<string, unknown>) })
  return jar
}

const now = () => Math.floor(Date.now() / 1000)

describe('the session checked where the request runs', () => {
  it('the stand-in signs access tokens with ES256 and publishes the key', async () => {
    const { jar } = await signedUpJar()
    const { header } = decode(readSession(jar).access_token)
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    const jwks = (await (await fetch(`${inject('supabaseUrl')}/auth/v1/.well-known/jwks.json`)).json()) as { keys: JsonWebKey[] }
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: (header as { kid?: string }).kid })])
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('a signed-in dashboard with a fresh token asks Auth nothing: only its data requests reach Supabase', async () => {
    const { jar } = await signedUpJar()
    const key = `claims${crypto.randomUUID()}`
    const via = `${flaky}/pass/${key}`
    expect((await viaBackend(via, jar, '/en/dashboard')).res.status).toBe(200)
    const seen = (await requestsOf(key)).length
    const { res } = await viaBackend(via, jar, '/de/dashboard')
    expect(res.status).toBe(200)
    const requests = (await requestsOf(key)).slice(seen)
    expect(requests.filter((line) => line.includes('/auth/v1/'))).toEqual([])
    expect(requests.some((line) => line.includes('/rest/v1/'))).toBe(true)
  })

  const refused: [string, (claims: Record<string, unknown>, header: Record<string, unknown>) => Promise<string>][] = [
    ['signed by another key under the project key id', async (claims, header) => sign(claims, await unknownKey(String(header.kid)))],
    ['signed by another key under a key id of its own', async (claims) => sign(claims, await unknownKey(crypto.randomUUID()))],
    ['with alg none', async (claims) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`],
    ['HS256 with a guessed secret', async (claims) => sign(claims, 'super-secret-jwt-token-with-at-least-32-characters-long', 'HS256')],
    ['expired, though signed by the project', async (claims) => sign({ ...claims, exp: now() - 60 }, await legacySecret(), 'HS256')],
  ]

  it.each(refused)('treats a token %s as signed out: the login page for pages, 401 for the API', async (_, forge) => {
    for (const path of ['/en/dashboard', '/en/profile']) {
      const res = await (await jarWithToken(forge)).fetch(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/en/login?next=${encodeURIComponent(path)}`)
      expect(res.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true)
    }
    const jar = await jarWithToken(forge)
    const api = await callApi(null, 'GET', '/api/calculations', undefined, { cookie: jar.header() })
    expect(api.status).toBe(401)
  })

  it('accepts the same claims signed with the project legacy secret, so the refusals above are about the key', async () => {
    const jar = await jarWithToken(async (claims) => sign({ ...claims, exp: now() + 600 }, await legacySecret(), 'HS256'))
    expect((await jar.fetch('/en/dashboard')).status).toBe(200)
  })

  it('a copied session stays usable until its access token expires, then cannot refresh once signed out everywhere', async () => {
    const { jar } = await signedUpJar()
    const copy = new CookieJar()
    for (const [name, value] of jar.cookies) copy.cookies.set(name, value)
    const res = await jar.fetch('/en/logout', { form: { scope: 'global' } })
    expect(res.headers.get('location')).toBe('/en/login?signedOut=1')
    expect((await copy.fetch('/en/dashboard')).status).toBe(200)
    writeSession(copy, { ...readSession(copy), expires_at: now() - 10 })
    const expired = await copy.fetch('/en/dashboard')
    expect(expired.status).toBe(302)
    expect(expired.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true)
  })
})
