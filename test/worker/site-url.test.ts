import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { mailsTo, newAccount, signedUpJar } from './support/cookie-jar.ts'

/** The tests' SITE_URL (vitest.config.ts); a forged Host header must never show through. */
const SITE = 'http://localhost'
const EVIL = 'http://evil.example'

/** A request that reached the worker under a forged Host: `evil.example`. */
function viaEvilHost(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return exports.default.fetch(
    new Request(EVIL + path, {
      ...init,
      headers: { host: 'evil.example', origin: EVIL, 'cf-connecting-ip': `10.7.${Math.floor(Math.random() * 250)}.9`, ...init.headers },
      redirect: 'manual',
    }),
  )
}

describe('links to the site come from SITE_URL, never from Host', () => {
  it('builds canonical, alternate, og:url and og:image from SITE_URL', async () => {
    const html = await (await viaEvilHost('/de/faq')).text()
    expect(html).not.toContain('evil.example')
    expect(html).toContain(`<link rel="canonical" href="${SITE}/de/faq"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="pt-BR" href="${SITE}/pt-BR/faq"/>`)
    expect(html).toContain(`<meta property="og:url" content="${SITE}/de/faq"/>`)
  })

  it('lists SITE_URL addresses in sitemap.xml', async () => {
    const xml = await (await viaEvilHost('/sitemap.xml')).text()
    expect(xml).not.toContain('evil.example')
    expect(xml).toContain(`<loc>${SITE}/en/faq</loc>`)
  })

  it('sends the recovery mail back to SITE_URL', async () => {
    const { account } = await signedUpJar()
    const res = await viaEvilHost('/en/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: account.email }).toString(),
    })
    expect(res.status).toBe(200)
    const recovery = (await mailsTo(account.email)).find((mail) => mail.type === 'recovery')
    expect(recovery).toBeDefined()
    expect(recovery!.link).not.toContain('evil.example')
    expect(recovery!.link).toMatch(new RegExp(`^${SITE}/en/auth/callback\\?`))
  })

  it('sends the e-mail change confirmation back to SITE_URL', async () => {
    const { jar, account } = await signedUpJar()
    const moved = newAccount('moved').email
    const res = await viaEvilHost('/en/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams({
        username: account.username,
        email: moved,
        currentPassword: account.password,
        hourlyRate: '30',
        currency: 'EUR',
        language: 'en',
        receiptLanguage: 'eng',
      }).toString(),
    })
    expect(res.status).toBe(303)
    const confirmation = (await mailsTo(moved)).find((mail) => mail.type === 'email_change')
    expect(confirmation!.link).not.toContain('evil.example')
    expect(confirmation!.link).toMatch(new RegExp(`^${SITE}/en/auth/confirm\\?`))
  })
})
