import { sign } from 'hono/jwt'
import type { RealtimeChannel } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { describe, expect, it } from 'vitest'
import { jwtSecretFor } from '../../supabase/local/keys.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { client, nextEvent, realtimeFile, until, withClaims, type TestUser } from './support.ts'

let sb: LocalSupabase
let a: TestUser
let b: TestUser
const subscribe = realtimeFile('rt', (...ready) => ([sb, a, b] = ready))

describe('public topics over the websocket', () => {
  it('delivers one client broadcast to another, not back to the sender', async () => {
    const listener = await subscribe(client(sb), 'room-1')
    const sender = await subscribe(client(sb), 'room-1')
    expect(listener.status).toBe('SUBSCRIBED')
    expect(sender.status).toBe('SUBSCRIBED')
    expect(await sender.ch.send({ type: 'broadcast', event: 'calc', payload: { id: 1, title: 'Bike' } })).toBe('ok')
    await until(() => listener.received.length === 1)
    expect(listener.received[0]).toEqual({ event: 'calc', payload: { id: 1, title: 'Bike' } })
    expect(sender.received).toEqual([])
  })

  it('self: true echoes to the sender and ack: true waits for the server reply', async () => {
    const me = await subscribe(client(sb), 'room-self', { broadcast: { self: true, ack: true } })
    expect(await me.ch.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok')
    await until(() => me.received.length === 1)
    expect(me.received[0]!.payload).toEqual({ n: 1 })
  })

  it('stops delivering after the channel is removed', async () => {
    const c = client(sb)
    const gone = await subscribe(c, 'room-leave')
    const stay = await subscribe(client(sb), 'room-leave')
    expect(await c.removeChannel(gone.ch)).toBe('ok')
    const sender = await subscribe(client(sb), 'room-leave')
    await sender.ch.send({ type: 'broadcast', event: 'x', payload: {} })
    await until(() => stay.received.length === 1)
    expect(gone.received).toEqual([])
  })
})

describe('HTTP broadcast', () => {
  it('POST /realtime/v1/api/broadcast → 202 and subscribers receive it', async () => {
    const listener = await subscribe(client(sb), 'room-http')
    const response = await fetch(`${sb.url}/realtime/v1/api/broadcast?apikey=${sb.publishableKey}&vsn=2.0.0`, {
      method: 'POST',
      headers: { apikey: sb.publishableKey, authorization: `Bearer ${sb.publishableKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'room-http', event: 'calc', payload: { via: 'http' }, private: false }] }),
    })
    expect(response.status).toBe(202)
    await until(() => listener.received.length === 1)
    expect(listener.received[0]).toEqual({ event: 'calc', payload: { via: 'http' } })
  })

  it('channel.httpSend → /api/broadcast/<topic>/events/<event> → 202', async () => {
    const listener = await subscribe(client(sb), 'room-httpsend')
    const sender = client(sb).channel('room-httpsend')
    await expect(sender.httpSend('saved', { id: 7 })).resolves.toEqual({ success: true })
    await until(() => listener.received.length === 1)
    expect(listener.received[0]).toEqual({ event: 'saved', payload: { id: 7 } })
  })

  it('refuses requests without a valid key', async () => {
    const response = await fetch(`${sb.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'sb_publishable_wrong' },
      body: '{"messages":[]}',
    })
    expect(response.status).toBe(401)
  })
})

describe('private topics', () => {
  it('a user joins and receives on user:<own id>, also from their other device', async () => {
    const phone = client(sb)
    const laptop = client(sb)
    const mine = await subscribe(phone, `user:${a.id}`, { private: true }, a.accessToken)
    const other = await subscribe(laptop, `user:${a.id}`, { private: true }, a.accessToken)
    expect(mine.status).toBe('SUBSCRIBED')
    await other.ch.send({ type: 'broadcast', event: 'sync', payload: { changed: 'calculations' } })
    await until(() => mine.received.length === 1)
    const response = await fetch(`${sb.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: sb.publishableKey, authorization: `Bearer ${a.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: `user:${a.id}`, event: 'sync', payload: { n: 2 }, private: true }] }),
    })
    expect(response.status).toBe(202)
    await until(() => mine.received.length === 2)
  })

  it("refuses joining another user's topic, and anonymous joins of any private topic", async () => {
    const intruder = await subscribe(client(sb), `user:${a.id}`, { private: true }, b.accessToken)
    expect(intruder.status).toBe('CHANNEL_ERROR')
    const anon = await subscribe(client(sb), `user:${a.id}`, { private: true })
    expect(anon.status).toBe('CHANNEL_ERROR')
  })

  it("refuses HTTP sends to another user's private topic", async () => {
    const listener = await subscribe(client(sb), `user:${a.id}`, { private: true }, a.accessToken)
    const send = (token: string) =>
      fetch(`${sb.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: sb.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: `user:${a.id}`, event: 'evil', payload: {}, private: true }] }),
      })
    expect((await send(b.accessToken)).status).toBe(403)
    expect((await send(sb.publishableKey)).status).toBe(403)
    const httpSend = client(sb)
      .channel(`user:${a.id}`, { config: { private: true } })
      .httpSend('evil', {})
    await expect(httpSend).rejects.toThrow()
    expect(listener.received).toEqual([])
  })

  it('accepts only unexpired access tokens signed with the stand-in secret', async () => {
    const send = (token: string) =>
      fetch(`${sb.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: sb.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: `user:${a.id}`, event: 'sync', payload: {}, private: true }] }),
      })
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: a.id, role: 'authenticated', exp: now + 60 }
    const tampered = withClaims(a.accessToken, claims)
    expect((await send(await sign(claims, jwtSecretFor(sb)))).status).toBe(202)
    expect((await send(await sign(claims, 'not-the-secret'))).status).toBe(401)
    expect((await send(await sign({ ...claims, exp: now - 10 }, jwtSecretFor(sb)))).status).toBe(401)
    expect((await send(await sign({ sub: a.id, role: 'authenticated' }, jwtSecretFor(sb)))).status).toBe(401)
    expect((await send(tampered)).status).toBe(401)
    expect((await send('a.b.c')).status).toBe(401)
  })

  it('a public subscriber of the same name does not hear private messages', async () => {
    const eavesdropper = await subscribe(client(sb), `user:${b.id}`)
    const owner = await subscribe(client(sb), `user:${b.id}`, { private: true }, b.accessToken)
    const sender = await subscribe(client(sb), `user:${b.id}`, { private: true }, b.accessToken)
    await sender.ch.send({ type: 'broadcast', event: 'sync', payload: {} })
    await until(() => owner.received.length === 1)
    expect(eavesdropper.received).toEqual([])
  })
})

describe('tokens over time', () => {
  const tokenOf = async (user: TestUser, seconds: number) =>
    sign({ sub: user.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + seconds }, jwtSecretFor(sb))
  const systemMessages = (ch: RealtimeChannel) => {
    const messages: string[] = []
    ch.on('system', {}, (payload: { message?: string }) => messages.push(payload.message ?? ''))
    return messages
  }
  const sendAs = (user: TestUser) =>
    fetch(`${sb.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: sb.publishableKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: `user:${user.id}`, event: 'sync', payload: {}, private: true }] }),
    })

  it('closes a channel when the token it joined with expires', async () => {
    const listener = await subscribe(client(sb), `user:${a.id}`, { private: true }, await tokenOf(a, 2))
    const system = systemMessages(listener.ch)
    expect(listener.status).toBe('SUBSCRIBED')
    await until(() => system.includes('Token has expired'), 5000)
    await until(() => listener.ch.state === 'closed')
    expect((await sendAs(a)).status).toBe(202)
    await new Promise((r) => setTimeout(r, 200))
    expect(listener.received).toEqual([])
  })

  it('keeps a channel whose token is renewed in time, and hears on it', async () => {
    const c = client(sb)
    const listener = await subscribe(c, `user:${a.id}`, { private: true }, await tokenOf(a, 2))
    const system = systemMessages(listener.ch)
    await c.realtime.setAuth(await tokenOf(a, 60))
    await new Promise((r) => setTimeout(r, 2500))
    expect(system).toEqual([])
    expect((await sendAs(a)).status).toBe(202)
    await until(() => listener.received.length === 1)
  })

  it('closes a channel when a new token is forged or belongs to someone who may not read the topic', async () => {
    const forgedClient = client(sb)
    const forged = await subscribe(forgedClient, `user:${a.id}`, { private: true }, a.accessToken)
    const forgedSystem = systemMessages(forged.ch)
    await forgedClient.realtime.setAuth(await sign({ sub: a.id, role: 'authenticated', exp: 9e9 }, 'not-the-secret'))
    await until(() => forgedSystem.includes('Invalid token'))

    const switchedClient = client(sb)
    const switched = await subscribe(switchedClient, `user:${a.id}`, { private: true }, a.accessToken)
    const switchedSystem = systemMessages(switched.ch)
    await switchedClient.realtime.setAuth(b.accessToken)
    await until(() => switchedSystem.some((message) => message.startsWith('Unauthorized')))
    await until(() => switched.ch.state === 'closed')
    expect((await sendAs(a)).status).toBe(202)
    await new Promise((r) => setTimeout(r, 200))
    expect([...forged.received, ...switched.received]).toEqual([])
  })
})

describe('raw protocol', () => {
  it('answers heartbeats, ignores garbage frames and rejects a bad apikey at upgrade', async () => {
    const ws = new WebSocket(`${sb.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${sb.publishableKey}&vsn=2.0.0`)
    await nextEvent<void>((done) => ws.once('open', () => done()))
    const reply = nextEvent<string>((done) => ws.on('message', (data) => done(String(data))))
    ws.send('not json')
    ws.send(Buffer.from([3, 200, 1]))
    ws.send(JSON.stringify([null, '9', 'phoenix', 'heartbeat', {}]))
    expect(JSON.parse(await reply)).toEqual([null, '9', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
    ws.close()
    const refused = new WebSocket(`${sb.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=wrong&vsn=2.0.0`)
    const status = await nextEvent<number>((done) => refused.once('unexpected-response', (_req, res) => done(res.statusCode ?? 0)))
    expect(status).toBe(401)
  })
})
