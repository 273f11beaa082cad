import { describe, expect, it } from 'vitest'
import manifest from '../../public/assets/manifest.json'
import { en } from '../../src/i18n/messages/en.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { scriptStarter } from './support/script-starter.ts'

/** The build id a page says it was built with (its status region's `data-build-id`). */
function pageBuildId(html: string): string | undefined {
  return /<div id="version-notice" class="snackbar-region version-status" role="status" aria-live="polite" data-build-id="([^"]+)">/.exec(
    html,
  )?.[1]
}

describe('GET /builds/latest.json', () => {
  it('answers the current build id and time, never cached, with the security headers', async () => {
    const res = await get('/builds/latest.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('set-cookie')).toBeNull()
    const body = (await res.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['builtAt', 'id'])
    expect(body.id).toMatch(/^[0-9a-f]{16}$/)
    expect(new Date(String(body.builtAt)).toISOString()).toBe(body.builtAt)
    expect(body).toEqual(manifest.build)
  })

  it('gives a signed-in tab the same answer without touching its session', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/builds/latest.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.json()).toEqual(manifest.build)
  })

  it.each(['/en', '/de/faq', '/pt-BR/login', '/en/no-such-page'])(
    '%s carries the same id and loads the script that checks it',
    async (path) => {
      const { id } = (await (await get('/builds/latest.json')).json()) as { id: string }
      const res = await get(path)
      const html = await res.text()
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
      expect(pageBuildId(html)).toBe(id)
      expect(scriptStarter(html)).toEqual({ nonce, urls: expect.arrayContaining([manifest.everyPage]) })
    },
  )

  it('renders the notice hidden, in the page language, inside a polite status region', async () => {
    const html = await (await get('/en/pricing')).text()
    expect(html).toContain(
      `<div class="snackbar" hidden=""><p>${en.versionNotice.message}</p><button type="button" class="button button-small snackbar-action">${en.versionNotice.reload}</button></div>`,
    )
    const de = await (await get('/de/pricing')).text()
    expect(de).toContain('<p>Eine neue Version von TimePrice ist verfügbar.</p>')
    expect(de).toContain('>Neu laden</button>')
  })
})
