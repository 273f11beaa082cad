import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { client, newUser, sharedStandIn, type TestUser } from './support.ts'

let sb: LocalSupabase
let a: TestUser
let b: TestUser
beforeAll(async () => {
  sb = await sharedStandIn()
  a = await newUser(sb, 'avatar-a')
  b = await newUser(sb, 'avatar-b')
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const png = (bytes: Uint8Array<ArrayBuffer> = PNG) => new Blob([bytes], { type: 'image/png' })

describe('avatars bucket', () => {
  it('a user uploads under their own id and anyone downloads it from the public URL', async () => {
    const path = `${a.id}/avatar.png`
    const { error } = await a.client.storage.from('avatars').upload(path, png(), { contentType: 'image/png', upsert: true })
    expect(error).toBeNull()
    const { data } = client(sb).storage.from('avatars').getPublicUrl(path)
    expect(data.publicUrl).toBe(`${sb.url}/storage/v1/object/public/avatars/${path}`)
    const response = await fetch(data.publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/png')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })

  it('the owner replaces (upsert) and removes their own avatar', async () => {
    const path = `${a.id}/replace.png`
    await a.client.storage.from('avatars').upload(path, png(), { upsert: true })
    const newer = new Uint8Array([...PNG, 9, 9])
    expect((await a.client.storage.from('avatars').upload(path, png(newer), { upsert: true })).error).toBeNull()
    const response = await fetch(client(sb).storage.from('avatars').getPublicUrl(path).data.publicUrl)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(newer)
    const removed = await a.client.storage.from('avatars').remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
    expect((await fetch(client(sb).storage.from('avatars').getPublicUrl(path).data.publicUrl)).status).toBe(400)
  })

  it('lists a folder with each name relative to it, as hosted Storage does, so folder and name remove the file', async () => {
    const bucket = b.client.storage.from('avatars')
    for (const name of ['avatar-1.png', 'avatar-2.png']) expect((await bucket.upload(`${b.id}/${name}`, png())).error).toBeNull()
    const { data, error } = await bucket.list(b.id)
    expect(error).toBeNull()
    expect(data?.map((file) => file.name).sort()).toEqual(['avatar-1.png', 'avatar-2.png'])
    const removed = await bucket.remove(data!.map((file) => `${b.id}/${file.name}`))
    expect(removed.data).toHaveLength(2)
    expect((await bucket.list(b.id)).data).toEqual([])
  })

  it('refuses files over 2 MB and types other than png, jpeg, webp', async () => {
    const big = await a.client.storage.from('avatars').upload(`${a.id}/big.png`, png(new Uint8Array(2 * 1024 * 1024 + 1)), { upsert: true })
    expect(big.error).not.toBeNull()
    expect((big.error as { statusCode?: string }).statusCode).toBe('413')
    const gif = await a.client.storage
      .from('avatars')
      .upload(`${a.id}/a.gif`, new Blob([PNG], { type: 'image/gif' }), { contentType: 'image/gif' })
    expect(gif.error).not.toBeNull()
    expect((gif.error as { statusCode?: string }).statusCode).toBe('415')
    const webp = await a.client.storage
      .from('avatars')
      .upload(`${a.id}/ok.webp`, new Blob([PNG], { type: 'image/webp' }), { contentType: 'image/webp' })
    expect(webp.error).toBeNull()
  })
})
