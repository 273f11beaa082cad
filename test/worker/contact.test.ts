import { describe, expect, it } from 'vitest'
import { CookieJar } from './support/cookie-jar.ts'
import { formKeyIn, get } from './support/fetch.ts'

describe('the contact form', () => {
  it('carries a write key of its own, and the same form sent again (its answer lost) is thanked again', async () => {
    const key = formKeyIn(await (await get('/en/contact')).text())
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    const form = { name: 'Ana Lima', email: 'ana@example.test', message: 'Is there a yearly plan?', idempotencyKey: key! }
    for (const attempt of [1, 2]) {
      const res = await new CookieJar().fetch('/en/contact', { form })
      expect(res.status, `attempt ${attempt}`).toBe(303)
      expect(res.headers.get('location')).toBe('/en/contact?sent=1')
    }
  })
})
