import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomKeys } from '../../supabase/local/keys.ts'
import { mailsTo } from '../support/mailbox.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts'
import { FilesystemStorageAdapter } from '../../supabase/local/storage-adapter.ts'
import { client, newUser, sharedStandIn, tokenPart, uniqueEmail } from './support.ts'

let sb: LocalSupabase
beforeAll(async () => {
  sb = await sharedStandIn()
})

describe('the stand-in under a hostile probe', () => {
  it('answers simultaneous sign-ups with one e-mail like GoTrue with confirmations on: one account, one mail, every other sign-up 429', async () => {
    const email = uniqueEmail('twice')
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        client(sb).auth.signUp({ email, password: 'correct-horse-42', options: { data: { username: 'twice' } } }),
      ),
    )
    const made = attempts.filter((attempt) => !attempt.error)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ data: { session: null } })
    for (const attempt of attempts.filter((other) => other.error)) expect(attempt.error?.code).toBe('over_email_send_rate_limit')
    expect(await mailsTo(sb.url, email)).toHaveLength(1)
  })

  const user = '00000000-0000-4000-8000-000000000000'
  const claims = tokenPart({ sub: user, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 })
  it.each([
    ['alg none', `${tokenPart({ alg: 'none', typ: 'JWT' })}.${claims}.`],
    ['alg none with a signature', `${tokenPart({ alg: 'none', typ: 'JWT' })}.${claims}.c2lnbmF0dXJl`],
    ['a forged HS256 signature', `${tokenPart({ alg: 'HS256', typ: 'JWT' })}.${claims}.c2lnbmF0dXJl`],
    ['garbage', 'garbage'],
    ['two parts', 'a.b'],
  ])('refuses a token with %s with 401, never the anonymous role', async (_name, token) => {
    const headers = { apikey: sb.publishableKey, authorization: `Bearer ${token}` }
    const rest = await fetch(`${sb.url}/rest/v1/calculations?select=id`, { headers })
    expect(rest.status).toBe(401)
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301')
    const storage = await fetch(`${sb.url}/storage/v1/object/list/avatars`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    })
    expect(storage.status).toBe(401)
    expect((await fetch(`${sb.url}/auth/v1/user`, { headers })).ok).toBe(false)
  })

  it('still serves the publishable key, the secret key and real sessions', async () => {
    const { client: signedIn } = await newUser(sb, 'bearer')
    expect((await signedIn.from('calculations').select('id')).status).toBe(200)
    expect((await client(sb).from('calculations').select('id')).status).toBe(200)
    const secret = await fetch(`${sb.url}/rest/v1/calculations?select=id`, {
      headers: { apikey: sb.secretKey, authorization: `Bearer ${sb.secretKey}` },
    })
    expect(secret.status).toBe(200)
  })
})

/**
 * A hang guard, not a time budget: a stand-in on a new data directory runs
 * initdb and every migration, about 9 s on a quiet 2-CPU machine and 20 to
 * 30 s on one busy with other work.
 */
const FRESH_DATABASE_ON_DISK = 120_000

describe('storage writes survive a crash', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'timeprice-storage-crash-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes through a temp file: while bytes arrive, the object keeps its old content, and a broken upload leaves nothing behind', async () => {
    const adapter = new FilesystemStorageAdapter(join(dir, 'adapter'))
    await adapter.uploadObject('avatars', 'u/a.png', undefined, new Uint8Array([1, 2, 3]), 'image/png', 'no-cache')
    let fail: (error: Error) => void = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(64 * 1024).fill(7))
        fail = (error) => controller.error(error)
      },
    })
    const upload = adapter.uploadObject('avatars', 'u/a.png', undefined, body, 'image/png', 'no-cache')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([...(await readFile(join(dir, 'adapter/avatars/u/a.png')))]).toEqual([1, 2, 3])
    fail(new Error('connection lost'))
    await expect(upload).rejects.toThrow()
    expect([...(await readFile(join(dir, 'adapter/avatars/u/a.png')))]).toEqual([1, 2, 3])
    expect(await readdir(join(dir, 'adapter/avatars/u'))).toEqual(['a.png'])
  })

  it('removes what an interrupted write left behind when it starts again', { timeout: FRESH_DATABASE_ON_DISK }, async () => {
    const folder = join(dir, 'stand-in/storage/avatars', '11111111-1111-4111-8111-111111111111')
    await mkdir(folder, { recursive: true })
    await writeFile(join(folder, 'avatar-kept.png'), new Uint8Array([9, 9]))
    await writeFile(join(folder, `avatar-new.png${FilesystemStorageAdapter.PARTIAL_SUFFIX}`), new Uint8Array([1]))
    const restarted = await startLocalSupabase({ port: 0, dataDir: join(dir, 'stand-in/db'), keys: randomKeys(), quiet: true })
    try {
      expect(await readdir(folder)).toEqual(['avatar-kept.png'])
    } finally {
      await restarted.close()
    }
  })
})

describe('Auth’s limits per client address, as a hosted project’s', () => {
  /** A password sign-in with a wrong password (it counts like any other), its key and forwarded address as given. */
  const signIn = (apikey: string, forwardedFor: string) =>
    fetch(`${sb.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json', 'sb-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: uniqueEmail('limit'), password: 'not-the-password' }),
    })
  const statuses = async (count: number, apikey: string, forwardedFor: string) => {
    const answers: number[] = []
    for (let i = 0; i < count; i++) answers.push((await signIn(apikey, forwardedFor)).status)
    return answers
  }

  it('lets 30 sign-ins from one forwarded address through at once and answers the next 429, another address its own 30', async () => {
    expect(await statuses(30, sb.secretKey, '203.0.113.7')).toEqual(Array(30).fill(400))
    const over = await signIn(sb.secretKey, '203.0.113.7')
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit' })
    expect((await signIn(sb.secretKey, '203.0.113.8, 10.0.0.1')).status).toBe(400)
  })

  it('believes a forwarded address only beside the secret key, and counts no loopback one (this machine’s own callers)', async () => {
    expect(await statuses(31, sb.publishableKey, '198.51.100.1')).toEqual(Array(31).fill(400))
    expect(await statuses(31, sb.secretKey, '127.0.0.1')).toEqual(Array(31).fill(400))
  })
})
