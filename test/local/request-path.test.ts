import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { jwtSecretFor } from '../../supabase/local/keys.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { calculation, claimsOf, newUser, sharedStandIn, tokenPart, type TestUser } from './support.ts'

let sb: LocalSupabase
let alice: TestUser
let bob: TestUser
beforeAll(async () => {
  sb = await sharedStandIn()
  alice = await newUser(sb, 'alice')
  bob = await newUser(sb, 'bob')
  await alice.client.from('calculations').insert([calculation({ title: 'alice 1' }), calculation({ title: 'alice 2' })])
  await bob.client.from('calculations').insert(calculation({ title: 'bob 1' }))
})

const now = () => Math.floor(Date.now() / 1000)

/** A token signed with the stand-in's secret: Alice's claims, changed by `claims`, under `header`. */
function signed(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const content = `${tokenPart(header)}.${tokenPart({ ...claimsOf(alice.accessToken), ...claims })}`
  const secret = jwtSecretFor({ publishableKey: sb.publishableKey, secretKey: sb.secretKey })
  return `${content}.${createHmac('sha256', secret).update(content).digest('base64url')}`
}

async function titlesWith(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sb.url}/rest/v1/calculations?select=title&order=title.asc`, {
    headers: { apikey: sb.publishableKey, authorization: `Bearer ${token}` },
  })
  const body: unknown = await response.json()
  return { status: response.status, body: Array.isArray(body) ? body.map((row: { title: string }) => row.title) : body }
}

describe('bearer tokens on REST keep the verdicts of lite and PostgREST', () => {
  it.each([
    ['expired', 'PGRST303', 'JWT expired', () => signed({ exp: now() - 60 })],
    ['issued in the future', 'PGRST303', 'JWT issued at future', () => signed({ iat: now() + 600 })],
    ['not valid before a time still to come', 'PGRST301', undefined, () => signed({ nbf: now() + 600 })],
    ['with an expiry that is no number', 'PGRST301', undefined, () => signed({ exp: String(now() + 600) })],
    ['with a critical header', 'PGRST301', undefined, () => signed({}, { alg: 'HS256', crit: ['exp'] })],
  ])('refuses a token %s with 401 %s', async (_name, code, message, token) => {
    const { status, body } = await titlesWith(token())
    expect(status).toBe(401)
    expect(body).toMatchObject({ code, ...(message ? { message } : {}) })
  })

  it('serves each caller the rows row-level security gives the role and subject of its token', async () => {
    expect(await titlesWith(alice.accessToken)).toEqual({ status: 200, body: ['alice 1', 'alice 2'] })
    expect(await titlesWith(bob.accessToken)).toEqual({ status: 200, body: ['bob 1'] })
    expect(await titlesWith(signed({}, { alg: 'HS256', typ: 'JWT', kid: 'one' }))).toEqual({ status: 200, body: ['alice 1', 'alice 2'] })
    expect(await titlesWith(signed({ exp: undefined }))).toEqual({ status: 200, body: ['alice 1', 'alice 2'] })
    expect(await titlesWith(signed({ role: 'anon' }))).toEqual({ status: 200, body: [] })
    const everyone = await titlesWith(signed({ role: 'service_role' }))
    expect(everyone.body).toEqual(expect.arrayContaining(['alice 1', 'alice 2', 'bob 1']))
  })

  it('serves a signed-out session token until it expires, as PostgREST does, while auth refuses it', async () => {
    const carol = await newUser(sb, 'carol')
    await carol.client.from('calculations').insert(calculation({ title: 'carol 1' }))
    expect((await carol.client.auth.signOut({ scope: 'global' })).error).toBeNull()
    expect(await titlesWith(carol.accessToken)).toEqual({ status: 200, body: ['carol 1'] })
    const user = await fetch(`${sb.url}/auth/v1/user`, {
      headers: { apikey: sb.publishableKey, authorization: `Bearer ${carol.accessToken}` },
    })
    expect(user.status).toBe(403)
  })
})

describe('rows read from PGlite', () => {
  it('keep their text as PGlite reads it (a leading byte order mark dropped, any other kept), nulls, a value longer than one output chunk', async () => {
    const bom = '\uFEFFbom é€😀'
    const long = 'é😀'.repeat(100_000)
    const { rows } = await sb.db.query<{ bom: string; within: string; empty: null; long: string }>(
      'select $1::text as bom, $2::text as within, null::text as empty, $3::text as long from generate_series(1, 3)',
      [bom, `a${bom}`, long],
    )
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row).toEqual({ bom: bom.slice(1), within: `a${bom}`, empty: null, long })
  })

  it('reach supabase-js unchanged through the list', async () => {
    const title = 'noël \uFEFF😀'
    await alice.client.from('calculations').insert(calculation({ title }))
    const { data } = await alice.client.from('calculations').select('title').order('created_at', { ascending: false }).limit(1)
    expect(data).toEqual([{ title }])
  })
})

describe('requests that overlap', () => {
  it('keeps every request its own transaction: sign-ups keep their sessions while other requests fail and roll back', async () => {
    const refused = () => alice.client.from('calculations').insert(calculation({ amount: -1 }))
    const [users, failures] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, (_, i) => newUser(sb, `overlap${i}`))),
      Promise.all(Array.from({ length: 40 }, refused)),
    ])
    expect(failures.every(({ error }) => error !== null)).toBe(true)
    for (const user of users) expect((await user.client.auth.getUser()).error).toBeNull()
    await Promise.all(users.map((user) => user.client.from('calculations').insert(calculation({ title: user.email }))))
    const reads = await Promise.all(users.flatMap((user) => Array.from({ length: 5 }, () => titlesWith(user.accessToken))))
    reads.forEach((answer, i) => expect(answer).toEqual({ status: 200, body: [users[Math.floor(i / 5)]!.email] }))
  })
})
