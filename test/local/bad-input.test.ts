import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { calculation, claimsOf, newUser, sharedStandIn, withClaims, type TestUser } from './support.ts'

let sb: LocalSupabase
let user: TestUser
beforeAll(async () => {
  sb = await sharedStandIn()
  user = await newUser(sb, 'bad-input')
  await user.client.from('calculations').insert([calculation({ title: 'keep 1' }), calculation({ title: 'keep 2' })])
})

function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('apikey', sb.publishableKey)
  headers.set('authorization', `Bearer ${init.token ?? user.accessToken}`)
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json')
  return fetch(`${sb.url}/rest/v1/${path}`, { ...init, headers })
}

/** `code: null` marks the API gateway's own refusal, which (like hosted Kong) has `{message, hint}` and no code. */
async function expectError(response: Response, status: number | number[], code?: string | null): Promise<void> {
  expect([status].flat()).toContain(response.status)
  const body = (await response.json()) as Record<string, unknown>
  expect(typeof body.message).toBe('string')
  expect(body).toHaveProperty(code === null ? 'hint' : 'code')
  if (code) expect(body.code).toBe(code)
}

function forge(token: string, change: (claims: Record<string, unknown>) => void): string {
  const claims = claimsOf(token)
  change(claims)
  return withClaims(token, claims)
}

const cases: Array<[string, () => Promise<Response>, number | number[], (string | null)?]> = [
  ['malformed JSON', () => rest('calculations', { method: 'POST', body: '{"title":' }), 400, 'PGRST102'],
  ['unknown column', () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ nope: 1 })) }), 400, 'PGRST204'],
  ['wrong type', () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ amount: 'lots' })) }), 400, '22P02'],
  ['negative amount', () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ amount: -5 })) }), 400, '23514'],
  [
    'unknown currency',
    () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ currency: 'XXX' })) }),
    400,
    '23514',
  ],
  [
    'a link that is no http(s) address',
    () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ url: 'javascript:alert(1)' })) }),
    400,
    '23514',
  ],
  [
    'a link past 2048 characters',
    () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ url: `https://shop.example/${'x'.repeat(2048)}` })) }),
    400,
    '23514',
  ],
  ['blank title', () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ title: '   ' })) }), 400, '23514'],
  [
    'absurd title',
    () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ title: 'x'.repeat(121) })) }),
    400,
    '23514',
  ],
  [
    'rate above a million',
    () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ hourly_rate: 1000001 })) }),
    400,
    '23514',
  ],
  ['missing required column', () => rest('calculations', { method: 'POST', body: JSON.stringify({ title: 'x' }) }), 400, '23502'],
  [
    'oversize body',
    () => rest('calculations', { method: 'POST', body: JSON.stringify(calculation({ title: 'x'.repeat(2 * 1024 * 1024) })) }),
    413,
  ],
  ['bad filter operator', () => rest('calculations?id=zz.1'), 400],
  ['bad uuid in filter', () => rest('calculations?id=eq.not-a-uuid'), 400, '22P02'],
  ['unknown order column', () => rest('calculations?order=nope.desc'), 400],
  ['unknown table', () => rest('nope?select=*'), 404, 'PGRST205'],
  ['unknown function', () => rest('rpc/nope', { method: 'POST', body: '{}' }), 404],
  [
    'tampered JWT',
    () =>
      rest('calculations', {
        token: forge(user.accessToken, (c) => {
          c.sub = '00000000-0000-4000-8000-000000000000'
        }),
      }),
    401,
  ],
  [
    'expired JWT',
    () =>
      rest('calculations', {
        token: forge(user.accessToken, (c) => {
          c.exp = 1
        }),
      }),
    401,
  ],
  ['garbage JWT', () => rest('calculations', { token: 'a.b.c' }), 401],
  ['no apikey', () => fetch(`${sb.url}/rest/v1/calculations`), 401, null],
  ['wrong apikey', () => fetch(`${sb.url}/rest/v1/calculations`, { headers: { apikey: 'sb_publishable_wrong' } }), 401, null],
  [
    'auth: malformed JSON',
    () =>
      fetch(`${sb.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: sb.publishableKey, 'content-type': 'application/json' },
        body: '{',
      }),
    400,
  ],
  [
    'auth: tampered JWT on /user',
    () =>
      fetch(`${sb.url}/auth/v1/user`, {
        headers: {
          apikey: sb.publishableKey,
          authorization: `Bearer ${forge(user.accessToken, (c) => {
            c.role = 'service_role'
          })}`,
        },
      }),
    [401, 403],
  ],
]

describe('bad requests get the protocol error, never a crash', () => {
  it.each(cases)('%s', async (_name, send, status, code) => {
    await expectError(await send(), status, code)
  })

  it('a burst of 200 bad requests leaves the server answering and every row unchanged', async () => {
    const before = (await user.client.from('calculations').select('*').order('created_at')).data
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        cases[i % cases.length]![1]().then(async (r) => {
          await r.arrayBuffer()
          return r.status
        }),
      ),
    )
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true)
    const after = (await user.client.from('calculations').select('*').order('created_at')).data
    expect(after).toEqual(before)
    expect(after).toHaveLength(2)
  })
})
