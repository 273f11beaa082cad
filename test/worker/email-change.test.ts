import { describe, expect, inject, it } from 'vitest'
import { newAccount, signedUpJar } from './support/cookie-jar.ts'

describe('changing the email address on the profile', () => {
  it('keeps the old address until the change is confirmed by mail, and says so', async () => {
    const { jar, account } = await signedUpJar()
    const next = newAccount('moved').email
    const res = await jar.fetch('/en/profile', {
      form: { username: account.username, email: next, hourlyRate: '30', currency: 'EUR', language: 'en', receiptLanguage: 'eng' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/en/profile?saved=profile&email=${encodeURIComponent(next)}`)
    const page = await (await jar.fetch(res.headers.get('location')!)).text()
    expect(page).toContain(next)
    const mails = (await (await fetch(`${inject('supabaseUrl')}/__local/mailbox?email=${encodeURIComponent(account.email)}`)).json()) as {
      type: string
      link: string
    }[]
    const confirmation = mails.find((mail) => mail.type === 'email_change')
    expect(new URL(confirmation!.link).searchParams.get('redirect_to')).toBe(
      `http://localhost/en/auth/callback?next=${encodeURIComponent('/en/profile?saved=profile')}`,
    )
    const profile = await (await jar.fetch('/en/profile')).text()
    expect(profile).toContain(`value="${account.email}"`)
  })
})
