import { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts'
import { calculation, client, newUser } from './support.ts'

const destinations: string[] = []
const originalConnect = Socket.prototype.connect
let sb: LocalSupabase

beforeAll(async () => {
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    const raw = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]
    const options = (typeof raw === 'object' && raw !== null ? raw : { host: args[1] }) as { host?: unknown; path?: unknown }
    destinations.push(String(options.path ?? options.host ?? 'localhost'))
    return (originalConnect as (...a: unknown[]) => Socket).apply(this, args)
  } as typeof Socket.prototype.connect
  sb = await startLocalSupabase({ port: 0, dataDir: null, quiet: true })
})
afterAll(async () => {
  await sb.close()
  Socket.prototype.connect = originalConnect
})

describe('offline', () => {
  it('opens no connection beyond loopback during a full session', async () => {
    const user = await newUser(sb, 'offline')
    await user.client.from('calculations').insert(calculation())
    await user.client.auth.updateUser({ data: { currency: 'USD' } })
    await client(sb).auth.resetPasswordForEmail(user.email)
    await user.client.storage.from('avatars').upload(`${user.id}/a.png`, new Blob([new Uint8Array([1])], { type: 'image/png' }))
    await user.client.auth.signOut()
    expect(destinations.length).toBeGreaterThan(0)
    expect(destinations.filter((host) => !['127.0.0.1', 'localhost', '::1'].includes(host))).toEqual([])
  })
})
