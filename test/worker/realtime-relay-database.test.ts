import { describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { openRelay } from './support/sse.ts'

describe('GET /api/realtime relays what the database publishes', { timeout: 20_000 }, () => {
  it("passes on the user's own changes as { table, operation }, never another user's", async () => {
    const owner = await signedUpJar()
    const stranger = await signedUpJar()
    const relay = await openRelay(owner.jar)
    try {
      await relay.until((event) => event.event === 'online')
      expect((await callApi(stranger.jar, 'POST', '/api/calculations', laptop)).status).toBe(201)
      const created = await callApi(owner.jar, 'POST', '/api/calculations', laptop)
      expect(created.status).toBe(201)
      const id = created.json.calculation.id
      expect((await callApi(owner.jar, 'PATCH', `/api/calculations/${id}`, { title: 'Renamed' })).status).toBe(200)
      expect((await callApi(owner.jar, 'DELETE', `/api/calculations/${id}`)).status).toBe(200)

      expect((await callApi(owner.jar, 'PATCH', '/api/profile', { hourlyRate: 55 })).status).toBe(200)

      const expected = [
        { table: 'calculations', operation: 'INSERT' },
        { table: 'calculations', operation: 'UPDATE' },
        { table: 'calculations', operation: 'DELETE' },
        { table: 'profile', operation: 'UPDATE' },
      ]
      for (const change of expected) {
        const { match, before } = await relay.until((event) => event.event === 'message')
        expect(before.filter((event) => event.event !== 'heartbeat')).toEqual([])
        expect(match.data).toEqual(change)
      }
    } finally {
      await relay.close()
    }
  })
})
