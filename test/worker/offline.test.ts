import { describe, expect, it } from 'vitest'
import manifest from '../../public/assets/manifest.json'
import { messagesFor } from '../../src/i18n/translator.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { get, LANGS } from './support/fetch.ts'

/** The strict page CSP: a per-response nonce, `strict-dynamic`, same-origin connections only. */
function expectStrictCsp(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
  expect(csp).toContain("connect-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
}

describe.each(LANGS)('installable and offline in %s', (lang) => {
  const messages = messagesFor(lang)

  it('serves a web app manifest in the language, starting on its calculator', async () => {
    const res = await get(`/${lang}/manifest.webmanifest`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    expect(res.headers.get('set-cookie')).toBeNull()
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      lang,
      name: messages.offline.app.name,
      short_name: messages.offline.app.shortName,
      description: messages.offline.app.description,
      start_url: `/${lang}`,
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
    })
    const icons = body.icons as { src: string; sizes: string; type: string; purpose: string }[]
    expect(icons).toEqual(
      expect.arrayContaining([
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]),
    )
  })

  it.each(['', '/faq', '/login', '/offline', '/no-such-page'])('the page %s links the manifest of its language', async (path) => {
    const html = await (await get(`/${lang}${path}`)).text()
    expect(html).toContain(`<link rel="manifest" href="/${lang}/manifest.webmanifest"/>`)
  })

  it('has a localized offline page that is never indexed', async () => {
    const res = await get(`/${lang}/offline`)
    expect(res.status).toBe(200)
    expectStrictCsp(res)
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    const html = await res.text()
    expect(html).toContain(`<html lang="${lang}">`)
    expect(html).toContain(`<title>${messages.meta.offline.title}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain(`<h1>${messages.offline.page.heading}</h1>`)
    expect(html).toContain(messages.offline.page.lead)
    expect(html).toContain(`<a class="button button-secondary" href="/${lang}">${messages.offline.page.calculatorLink}</a>`)
  })

  it('leaves the offline page out of both sitemaps', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    expect(xml).toContain(`/${lang}/faq`)
    expect(xml).not.toContain('/offline')
    const html = await (await get(`/${lang}/sitemap`)).text()
    expect(html).toContain(`href="/${lang}/login"`)
    expect(html).not.toContain(`href="/${lang}/offline"`)
  })
})

describe('GET /sw.js', () => {
  it('serves the built service worker at the root with the strict headers, never cached', async () => {
    const res = await get('/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('service-worker-allowed')).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()
    expectStrictCsp(res)
    const script = await res.text()
    expect(script).toContain(manifest.build.id)
    expect(script).toContain(manifest.islands.calculator.file)
    expect(script).toContain(manifest.everyPage)
    expect(script).toContain('"/icons/maskable-512.png"')
  })

  it('gives a signed-in browser the same script without touching its session', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.text()).toBe(await (await get('/sw.js')).text())
  })

  it('keeps the calculator page guests get public and a signed-in page private', async () => {
    expect((await get('/en')).headers.get('cache-control')).toMatch(/^public/)
    const { jar } = await signedUpJar()
    for (const path of ['/en', '/en/dashboard', '/en/offline']) {
      expect((await jar.fetch(path)).headers.get('cache-control')).toBe('private, no-store')
    }
  })
})

describe('what the offline copy of a page learns about the signed-in person', () => {
  it('is on the signed-in person’s private pages only: their id, name, rate, currency and work week', async () => {
    const { jar, account } = await signedUpJar()
    for (const path of ['/en', '/en/offline', '/en/faq']) {
      const res = await jar.fetch(path)
      expect(res.headers.get('cache-control')).toMatch(/\bno-store\b/)
      const region = /<p id="offline-saved"[^>]*>/.exec(await res.text())?.[0] ?? ''
      expect(region).toMatch(/ data-owner="[0-9a-f-]{36}"/)
      expect(region).toContain(` data-username="${account.username}"`)
      expect(region).toMatch(/ data-hourly-rate="0" data-currency="[A-Z]{3}" data-use-work-week="false"/)
    }
  })

  it('is on no page a guest gets, which the edge and the service worker may keep', async () => {
    for (const path of ['/en', '/en/offline']) {
      const res = await get(path)
      expect(res.headers.get('cache-control')).toMatch(/^public/)
      const html = await res.text()
      for (const attribute of ['data-owner', 'data-username', 'data-hourly-rate', 'data-use-work-week'])
        expect(html).not.toContain(attribute)
    }
  })

  it('the offline page loads its script, which shows the person on the service worker’s offline answer', async () => {
    const html = await (await get('/en/offline')).text()
    expect(html).toContain(manifest.islands.offline.file)
    expect(await (await get('/sw.js')).text()).toContain(`"${manifest.islands.offline.file}"`)
  })
})

describe('what does not exist', () => {
  it.each(['/xx/manifest.webmanifest', '/en/manifest.json', '/en/offline/more', '/en/sw.js', '/sw.js/more', '/service-worker.js'])(
    '%s is a 404',
    async (path) => {
      expect((await get(path)).status).toBe(404)
    },
  )
})
