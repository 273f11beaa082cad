import { readFile } from 'node:fs/promises'
import { describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')

/** The client build's hashed files, from the manifest it wrote. */
async function hashedAssets(): Promise<string[]> {
  const manifest = JSON.parse(await readFile('public/assets/manifest.json', 'utf8'))
  const islands = Object.values(manifest.islands as Record<string, { file: string; imports: string[] }>)
  return [...new Set([manifest.everyPage, ...islands.flatMap((island) => [island.file, ...island.imports])])]
}

/** The headers every static file answers with (Workers Assets apply `public/_headers`; the worker never sees these requests). */
function expectStaticSecurityHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}; includeSubDomains/)
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
}

describe('static files under wrangler dev (Workers Assets and public/_headers)', () => {
  it('serves the hashed files under /assets/ for a year, immutable, with the security headers', async () => {
    const paths = await hashedAssets()
    expect(paths.length).toBeGreaterThan(2)
    for (const path of paths) {
      expect(path).toMatch(/^\/assets\/[\w-]+-[A-Z0-9]{8}\.js$/)
      const res = await fetch(base + path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expectStaticSecurityHeaders(res)
    }
  })

  it.each(['/robots.txt', '/favicon.svg'])('%s gets the security headers but is revalidated (its name carries no hash)', async (path) => {
    const res = await fetch(base + path)
    expect(res.status).toBe(200)
    expectStaticSecurityHeaders(res)
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=[1-9]/)
  })

  it.each(['/favicon.ico', '/apple-touch-icon.png', '/icons/icon-192.png', '/og-image.png'])(
    '%s gets the security headers and is kept a day, so a new address does not fetch the icon again',
    async (path) => {
      const res = await fetch(base + path)
      expect(res.status).toBe(200)
      expectStaticSecurityHeaders(res)
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    },
  )

  it('does not serve the headers file or the build manifest (the worker bundles the manifest)', async () => {
    for (const path of ['/_headers', '/assets/manifest.json']) {
      const res = await fetch(base + path, { redirect: 'manual' })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('text/html')
    }
  })
})
