import { describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { userIdOf } from './support/comparisons.ts'
import { openRelay } from './support/sse.ts'

const broadcast = (jar: Parameters<typeof callApi>[0], topic: string, event: string, payload: Record<string, unknown>) =>
  callApi(jar, 'POST', '/api/broadcast', { messages: [{ topic, event, payload, private: true }] })

describe('GET /api/realtime', { timeout: 20_000 }, () => {
  it('answers 401 JSON without a session, in the asked language', async () => {
    const relay = await openRelay(null, 'de')
    expect(relay.response.status).toBe(401)
    expect(relay.response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await relay.response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('unauthorized')
    expect(body.error.message).toBe('Bitte melden Sie sich erneut an, um fortzufahren.')
  })

  it('streams server-sent events: a heartbeat at once, online once joined, then the own topic only', async () => {
    const owner = await signedUpJar()
    const stranger = await signedUpJar()
    const topic = `user:${userIdOf(owner.jar)}`
    const relay = await openRelay(owner.jar)
    try {
      expect(relay.response.status).toBe(200)
      expect(relay.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(relay.response.headers.get('cache-control')).toBe('private, no-store')
      const joined = await relay.until((event) => event.event === 'online')
      expect(joined.before).toEqual([{ event: 'heartbeat', data: {} }])

      const strangers = await broadcast(stranger.jar, `user:${userIdOf(stranger.jar)}`, 'UPDATE', { table: 'goals', operation: 'UPDATE' })
      expect(strangers.status).toBe(202)
      const change = { schema: 'public', table: 'calculations', operation: 'DELETE', record: null, old_record: { id: 'x' } }
      expect((await broadcast(owner.jar, topic, 'DELETE', change)).status).toBe(202)
      expect((await broadcast(owner.jar, topic, 'note', { text: 'hello' })).status).toBe(202)

      const first = await relay.until((event) => event.event === 'message')
      expect(first.match.data).toEqual({ table: 'calculations', operation: 'DELETE' })
      const second = await relay.until((event) => event.event === 'message')
      expect(second.match.data).toEqual({ event: 'note', payload: { text: 'hello' } })
      expect([...first.before, ...second.before].filter((event) => event.event !== 'heartbeat')).toEqual([])
    } finally {
      await relay.close()
    }
  })
})

describe('GET /api/realtime after the profile changed on another device', { timeout: 20_000 }, () => {
  it('says the profile changed while this session’s token still carries the old one, and no more once the page has refreshed it', async () => {
    const { jar, account } = await signedUpJar()
    const elsewhere = new CookieJar()
    expect((await elsewhere.fetch('/en/login', { form: { email: account.email, password: account.password } })).status).toBe(303)
    expect((await callApi(elsewhere, 'PATCH', '/api/profile', { hourlyRate: 25 })).status).toBe(200)

    const stale = await openRelay(jar)
    try {
      const joined = await stale.until((event) => event.event === 'online')
      expect(joined.before).toEqual([
        { event: 'heartbeat', data: {} },
        { event: 'message', data: { table: 'profile', operation: 'UPDATE' } },
      ])
    } finally {
      await stale.close()
    }
    // What the live client does on that message: it asks for its page again, which refreshes the session first.
    expect((await jar.fetch('/en/profile', { headers: { 'x-live': 'profile' } })).status).toBe(200)
    const fresh = await openRelay(jar)
    try {
      expect((await fresh.until((event) => event.event === 'online')).before).toEqual([{ event: 'heartbeat', data: {} }])
    } finally {
      await fresh.close()
    }
  })
})

describe('POST /api/broadcast', () => {
  it('answers 401 without a session', async () => {
    const res = await callApi(null, 'POST', '/api/broadcast', { messages: [{ topic: 'user:x', event: 'x', payload: {} }] })
    expect(res.status).toBe(401)
    expect(res.json.error.code).toBe('unauthorized')
  })

  it('answers 403 naming the message when any topic is not the own one', async () => {
    const { jar } = await signedUpJar()
    const stranger = await signedUpJar()
    const own = `user:${userIdOf(jar)}`
    for (const topic of [`user:${userIdOf(stranger.jar)}`, 'user:', 'room1', `${own} `, `realtime:${own}`]) {
      const res = await callApi(jar, 'POST', '/api/broadcast', {
        messages: [
          { topic: own, event: 'ok', payload: {} },
          { topic, event: 'x', payload: {} },
        ],
      })
      expect(res.status, topic).toBe(403)
      expect(res.json.error).toEqual({
        code: 'forbidden',
        message: 'You can only broadcast to your own topic.',
        fields: { 'messages.1.topic': 'You can only broadcast to your own topic.' },
      })
    }
  })

  it('refuses a body that is not JSON with 400 and a bad one with 422 naming the field', async () => {
    const { jar } = await signedUpJar()
    const topic = `user:${userIdOf(jar)}`
    const one = { topic, event: 'ping', payload: {} }
    expect((await callApi(jar, 'POST', '/api/broadcast', '{')).status).toBe(400)
    const cases: [unknown, string][] = [
      [{}, 'messages'],
      [{ messages: [] }, 'messages'],
      [{ messages: Array.from({ length: 11 }, () => one) }, 'messages'],
      [{ messages: one }, 'messages'],
      [{ messages: [one], extra: 1 }, 'extra'],
      [{ messages: [{ ...one, topic: undefined }] }, 'messages.0.topic'],
      [{ messages: [{ ...one, topic: 42 }] }, 'messages.0.topic'],
      [{ messages: [{ ...one, event: '' }] }, 'messages.0.event'],
      [{ messages: [{ ...one, event: 'x'.repeat(256) }] }, 'messages.0.event'],
      [{ messages: [one, { ...one, payload: 'text' }] }, 'messages.1.payload'],
      [{ messages: [{ ...one, private: false }] }, 'messages.0.private'],
      [{ messages: [{ ...one, id: 1 }] }, 'messages.0.id'],
    ]
    for (const [body, field] of cases) {
      const res = await callApi(jar, 'POST', '/api/broadcast', body, { 'accept-language': 'pt-BR' })
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(Object.keys(res.json.error.fields)).toContain(field)
      expect(res.json.error.fields[field]).toBe(`“${field}” não pode ser usado assim: verifique o valor.`)
    }
  })

  it('forwards the own topic and answers 202 with no body', async () => {
    const { jar } = await signedUpJar()
    const res = await callApi(jar, 'POST', '/api/broadcast', {
      messages: [{ topic: `user:${userIdOf(jar)}`, event: 'ping', payload: { n: 1 } }],
    })
    expect(res.status).toBe(202)
    expect(res.json).toBeNull()
  })

  it('refuses cross-site writes (CSRF) before anything else', async () => {
    const { jar } = await signedUpJar()
    const body = { messages: [{ topic: `user:${userIdOf(jar)}`, event: 'ping', payload: {} }] }
    expect((await callApi(jar, 'POST', '/api/broadcast', body, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await callApi(jar, 'POST', '/api/broadcast', body, { 'content-type': 'text/plain' })).status).toBe(403)
  })
})
