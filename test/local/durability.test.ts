import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomKeys, readOrCreateKeys } from '../../supabase/local/keys.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts'
import { calculation, client, newUser } from './support.ts'

let dir: string
let sb: LocalSupabase
const keys = randomKeys()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'timeprice-durability-'))
  sb = await startLocalSupabase({ port: 0, dataDir: join(dir, 'db'), keys, quiet: true })
})
afterAll(async () => {
  await sb.close()
  await rm(dir, { recursive: true, force: true })
})

/**
 * A hang guard, not a time budget: 10 sign-ups, 100 writes and a restart on
 * disk take about 9 s on a quiet 2-CPU machine and took 55 s on one busy with
 * other work.
 */
const WRITES_AND_RESTART = 180_000

describe('concurrency and durability', () => {
  it('100 parallel inserts by 10 users lose none, and all survive a restart', { timeout: WRITES_AND_RESTART }, async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => newUser(sb, `durable${i}`)))
    const results = await Promise.all(
      users.flatMap((user, u) =>
        Array.from({ length: 10 }, (_, n) => user.client.from('calculations').insert(calculation({ title: `u${u}-n${n}` }))),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(201))
    for (const user of users) {
      const { data } = await user.client.from('calculations').select('title')
      expect(data).toHaveLength(10)
    }
    await user0Avatar(users[0]!.client, users[0]!.id)

    await sb.close()
    sb = await startLocalSupabase({ port: 0, dataDir: join(dir, 'db'), keys, quiet: true })

    for (const [u, user] of users.entries()) {
      const again = client(sb)
      const { error } = await again.auth.signInWithPassword({ email: user.email, password: user.password })
      expect(error).toBeNull()
      const { data } = await again.from('calculations').select('title').order('title')
      expect(data!.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, n) => `u${u}-n${n}`))
    }
    const avatar = await fetch(`${sb.url}/storage/v1/object/public/avatars/${users[0]!.id}/a.png`)
    expect(avatar.status).toBe(200)
  })

  it('a session issued before the restart is still accepted after it', async () => {
    const user = await newUser(sb, 'session')
    await sb.close()
    sb = await startLocalSupabase({ port: 0, dataDir: join(dir, 'db'), keys, quiet: true })
    const c = client(sb)
    const { data } = await c.auth.getUser(user.accessToken)
    expect(data.user?.id).toBe(user.id)
  })
})

describe('.dev.vars', () => {
  it('generates the keys once, keeps other lines, and reads them back', async () => {
    const file = join(dir, '.dev.vars')
    await writeFile(file, 'OTHER=1')
    const first = readOrCreateKeys(file, 'http://127.0.0.1:54321')
    expect(first.publishableKey).toMatch(/^sb_publishable_/)
    expect(first.secretKey).toMatch(/^sb_secret_/)
    const text = await readFile(file, 'utf8')
    expect(text).toBe(
      `OTHER=1\nSUPABASE_URL=http://127.0.0.1:54321\nSUPABASE_PUBLISHABLE_KEY=${first.publishableKey}\nSUPABASE_SECRET_KEY=${first.secretKey}\n`,
    )
    expect(readOrCreateKeys(file, 'http://127.0.0.1:54321')).toEqual(first)
    expect(await readFile(file, 'utf8')).toBe(text)
  })
})

async function user0Avatar(c: ReturnType<typeof client>, id: string): Promise<void> {
  const { error } = await c.storage.from('avatars').upload(`${id}/a.png`, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }))
  expect(error).toBeNull()
}
