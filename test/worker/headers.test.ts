import { describe, expect, it } from 'vitest'
import { get } from './support/fetch.ts'
import { scriptStarter } from './support/script-starter.ts'

function csp(res: Response): Record<string, string> {
  return Object.fromEntries(
    (res.headers.get('content-security-policy') ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

describe('security headers', () => {
  it('sends a strict CSP with a fresh nonce per request, used by the island script', async () => {
    const first = await get('/en')
    const second = await get('/en')
    const policy = csp(first)
    const nonce = /'nonce-([^']+)'/.exec(policy['script-src'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    expect(policy['script-src']).toContain("'strict-dynamic'")
    expect(policy['object-src']).toBe("'none'")
    expect(policy['base-uri']).toBe("'none'")
    expect(policy['frame-ancestors']).toBe("'none'")
    expect(csp(second)['script-src']).not.toContain(nonce!)
    const html = await first.text()
    expect(scriptStarter(html).nonce).toBe(nonce)
  })

  it('sends HSTS, nosniff, the referrer policy and a tight permissions policy', async () => {
    const res = await get('/en/faq')
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()')
  })

  it.each(['/en', '/de/faq', '/pt-BR/privacy', '/en/test-shared-comparison', '/de/login'])(
    '%s sets no cookie and may be cached briefly by a CDN',
    async (path) => {
      const res = await get(path)
      expect(res.headers.get('set-cookie')).toBeNull()
      expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
    },
  )

  it('ships no script on the FAQ and legal pages but the one every page runs, started after first paint', async () => {
    for (const path of ['/en/faq', '/de/impressum', '/pt-BR/privacy', '/en/terms']) {
      const html = await (await get(path)).text()
      expect(html.match(/<script[^>]*>/g)).toHaveLength(1)
      expect(scriptStarter(html).urls).toEqual([expect.stringMatching(/^\/assets\/every-page-\w+\.js$/)])
    }
  })
})
