import { describe, expect, inject, it } from 'vitest'
import { signedUpJar } from './support/cookie-jar.ts'
import { readSession, SESSION, writeSession } from './support/session.ts'

describe('session refresh in the worker', () => {
  it('refreshes a token within 90 s of expiry and writes the new cookies before the body', async () => {
    const { jar } = await signedUpJar()
    const session = readSession(jar)
    writeSession(jar, { ...session, expires_at: Math.floor(Date.now() / 1000) + 30 })
    const res = await jar.fetch('/en/dashboard')
    expect(res.status).toBe(200)
    const written = res.headers.getSetCookie().filter((line) => SESSION.test(line.split('=')[0]!))
    expect(written.length).toBeGreaterThan(0)
    expect(written.every((line) => line.includes('HttpOnly'))).toBe(true)
    const refreshed = readSession(jar)
    expect(refreshed.refresh_token).not.toBe(session.refresh_token)
    expect(refreshed.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600)
    expect((await jar.fetch('/en/profile')).status).toBe(200)
  })

  it('keeps the user signed in when two requests refresh the same token at once', async () => {
    const { jar } = await signedUpJar()
    writeSession(jar, { ...readSession(jar), expires_at: Math.floor(Date.now() / 1000) + 10 })
    const cookie = jar.header()
    const [a, b] = await Promise.all([jar.fetch('/en/dashboard', { headers: { cookie } }), jar.fetch('/en/goals', { headers: { cookie } })])
    expect([a.status, b.status]).toEqual([200, 200])
    // Each answer writes a session (a larger one is split into chunks, and the unsplit name is then deleted), never only deletions.
    for (const res of [a, b]) {
      const written = res.headers.getSetCookie().filter((line) => SESSION.test(line.split('=')[0]!))
      expect(written.some((line) => !/Max-Age=0/.test(line))).toBe(true)
    }
    jar.take(b)
    expect((await jar.fetch('/en/profile')).status).toBe(200)
  })

  it('treats an expired session whose refresh token was revoked as a guest and clears it', async () => {
    const { jar } = await signedUpJar()
    const stale = readSession(jar)
    writeSession(jar, { ...stale, expires_at: Math.floor(Date.now() / 1000) - 10 })
    await jar.fetch('/en/dashboard')
    const logout = await jar.fetch('/en/logout', { form: {} })
    expect(logout.status).toBe(303)
    writeSession(jar, { ...stale, expires_at: Math.floor(Date.now() / 1000) - 10 })
    const res = await jar.fetch('/en/dashboard')
    expect(res.status).toBe(302)
    expect(res.headers.getSetCookie().some((line) => /Max-Age=0/.test(line))).toBe(true)
  })

  it('chunks a large session at 3180 characters and reads it back', async () => {
    const { jar } = await signedUpJar()
    const session = readSession(jar)
    const update = await fetch(`${inject('supabaseUrl')}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: inject('supabasePublishableKey'),
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ data: { bio: 'b'.repeat(3000) } }),
    })
    expect(update.status).toBe(200)
    writeSession(jar, { ...session, expires_at: Math.floor(Date.now() / 1000) + 30 })
    const res = await jar.fetch('/en/dashboard')
    expect(res.status).toBe(200)
    const chunks = [...jar.cookies.keys()].filter((name) => /^sb-127-auth-token\.\d+$/.test(name))
    expect(chunks.length).toBeGreaterThanOrEqual(2)
    expect(jar.cookies.has('sb-127-auth-token')).toBe(false)
    for (const name of chunks) expect(jar.cookies.get(name)!.length).toBeLessThanOrEqual(3180)
    expect((await jar.fetch('/en/profile')).status).toBe(200)
  })
})
