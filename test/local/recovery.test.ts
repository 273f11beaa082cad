import { createServerClient } from '@supabase/ssr'
import { beforeAll, describe, expect, it } from 'vitest'
import { LocalMailbox, type LocalMail } from '../../supabase/local/mailbox.ts'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { mailsTo } from '../support/mailbox.ts'
import { client, newUser, sharedStandIn } from './support.ts'

let sb: LocalSupabase
beforeAll(async () => {
  sb = await sharedStandIn()
})

const RESET_PAGE = 'http://127.0.0.1:8787/en/reset-password'

/** GoTrue's own confirmation URL for a mail's token, which the stand-in still answers (e-mail change links use it). */
function verifyUrl(mail: LocalMail, redirectTo: string): string {
  const url = new URL(`${sb.url}/auth/v1/verify`)
  url.searchParams.set('token', mail.tokenHash!)
  url.searchParams.set('type', mail.type)
  url.searchParams.set('redirect_to', redirectTo)
  return url.toString()
}

/** The recovery mails to `email` (the account's confirmation mail left out), oldest first. */
async function mailbox(email: string): Promise<LocalMail[]> {
  return (await mailsTo(sb.url, email)).filter((mail) => mail.type === 'recovery')
}

/** A server client like the worker's: @supabase/ssr with an in-memory cookie jar. */
function ssrClient() {
  const jar = new Map<string, string>()
  const supabase = createServerClient(sb.url, sb.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          if (options?.maxAge === 0) jar.delete(name)
          else jar.set(name, value)
        }
      },
    },
  })
  return { supabase, jar }
}

describe('local mailbox', () => {
  it('keeps recovery mails, newest last, linking to redirect_to with the token hash', async () => {
    const user = await newUser(sb, 'mailbox')
    await client(sb).auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })
    await client(sb).auth.resetPasswordForEmail(user.email, { redirectTo: `${RESET_PAGE}?second=1` })
    const mails = await mailbox(user.email)
    expect(mails).toHaveLength(2)
    const [first, second] = mails as [LocalMail, LocalMail]
    expect(first).toMatchObject({ to: user.email, type: 'recovery', subject: 'Reset your password – TimePrice' })
    expect(first.token).toMatch(/^\d{6}$/)
    expect(Date.parse(second.sentAt)).toBeGreaterThanOrEqual(Date.parse(first.sentAt))
    const link = new URL(second.link!)
    expect(link.origin + link.pathname).toBe(RESET_PAGE)
    expect(link.searchParams.get('second')).toBe('1')
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('token_hash')).toBe(second.tokenHash)
  })

  it('prints one console line per mail, with the link', async () => {
    const lines: string[] = []
    const box = new LocalMailbox({
      apiUrl: () => 'http://127.0.0.1:54321',
      siteUrl: 'http://127.0.0.1:8787',
      context: () => ({ redirectTo: 'http://127.0.0.1:8787/en/reset' }),
      onPkceLink: () => {},
      log: (line) => lines.push(line),
    })
    await box.sendRecovery('Ana@Example.test', 'hash123', '123456')
    const [mail] = box.list('ana@example.test')
    expect(lines).toEqual([`[mail] recovery to ana@example.test: ${mail!.link}`])
    expect(mail!.link).toBe(
      'http://127.0.0.1:54321/auth/v1/verify?token=hash123&type=recovery&redirect_to=http%3A%2F%2F127.0.0.1%3A8787%2Fen%2Freset',
    )
  })

  it('returns an empty list for an address without mail', async () => {
    expect(await mailbox('nobody@example.test')).toEqual([])
  })
})

describe('password recovery', () => {
  it('implicit flow: the link lands on redirect_to with #access_token and type=recovery', async () => {
    const user = await newUser(sb, 'implicit')
    await client(sb).auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })
    const [mail] = await mailbox(user.email)
    const response = await fetch(verifyUrl(mail!, RESET_PAGE), { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(RESET_PAGE)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    const c = client(sb)
    const set = await c.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
    expect(set.data.user?.id).toBe(user.id)
    expect((await c.auth.updateUser({ password: 'recovered-pass-1' })).error).toBeNull()
    expect((await client(sb).auth.signInWithPassword({ email: user.email, password: 'recovered-pass-1' })).error).toBeNull()
  })

  it('PKCE flow (@supabase/ssr): the link lands on redirect_to?code= and exchangeCodeForSession works', async () => {
    const user = await newUser(sb, 'pkce')
    const { supabase, jar } = ssrClient()
    expect((await supabase.auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })).error).toBeNull()
    expect([...jar.keys()].some((name) => name.endsWith('-code-verifier'))).toBe(true)
    const [mail] = await mailbox(user.email)
    const response = await fetch(verifyUrl(mail!, RESET_PAGE), { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(RESET_PAGE)
    expect(location.hash).toBe('')
    const code = location.searchParams.get('code')!
    const { data, error } = await supabase.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user?.id).toBe(user.id)
    expect((await supabase.auth.updateUser({ password: 'pkce-new-pass-1' })).error).toBeNull()
    expect((await client(sb).auth.signInWithPassword({ email: user.email, password: 'pkce-new-pass-1' })).error).toBeNull()
    const replay = await ssrClient().supabase.auth.exchangeCodeForSession(code)
    expect(replay.error).not.toBeNull()
  })

  it('verifyOtp with the token hash also opens a recovery session', async () => {
    const user = await newUser(sb, 'tokenhash')
    const { supabase } = ssrClient()
    await supabase.auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })
    const [mail] = await mailbox(user.email)
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: mail!.tokenHash!, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(user.id)
    const reused = await ssrClient().supabase.auth.verifyOtp({ token_hash: mail!.tokenHash!, type: 'recovery' })
    expect(reused.error?.code).toBe('otp_expired')
  })

  it('a wrong verifier cannot redeem a PKCE code', async () => {
    const user = await newUser(sb, 'badverifier')
    const { supabase } = ssrClient()
    await supabase.auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })
    const [mail] = await mailbox(user.email)
    const location = new URL((await fetch(verifyUrl(mail!, RESET_PAGE), { redirect: 'manual' })).headers.get('location')!)
    const response = await fetch(`${sb.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: sb.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: location.searchParams.get('code'), code_verifier: 'x'.repeat(50) }),
    })
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('bad_code_verifier')
  })

  it('an unknown email gets the same empty answer and no mail', async () => {
    const { error } = await client(sb).auth.resetPasswordForEmail('ghost@example.test')
    expect(error).toBeNull()
    expect(await mailbox('ghost@example.test')).toEqual([])
  })
})

describe('the recovery mail, as the hosted template writes it', () => {
  it.each([
    ['en', 'Reset your password – TimePrice', 'Set a new password'],
    ['de', 'Passwort zurücksetzen – TimePrice', 'Neues Passwort festlegen'],
    ['pt-BR', 'Redefinir senha – TimePrice', 'Definir uma nova senha'],
  ])('is in the account’s language (%s) and its link opens the session in another browser', async (language, subject, action) => {
    const email = `hash-${language.toLowerCase()}-${Date.now().toString(36)}@example.test`
    const signUp = await client(sb).auth.signUp({ email, password: 'first-pass-1', options: { data: { username: 'hash', language } } })
    expect(signUp.error).toBeNull()
    const asking = ssrClient()
    await asking.supabase.auth.resetPasswordForEmail(email, { redirectTo: `http://127.0.0.1:8787/${language}/auth/callback?next=%2Freset` })
    const [mail] = await mailbox(email)
    expect(mail).toMatchObject({ subject, language, type: 'recovery' })
    expect(mail!.html).toContain(action)
    expect(mail!.html).toContain(`href="http://127.0.0.1:8787/${language}/auth/callback?next=%2Freset&amp;token_hash=`)
    const link = new URL(mail!.link!)
    expect(link.pathname).toBe(`/${language}/auth/callback`)
    const other = ssrClient()
    const { data, error } = await other.supabase.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect((await other.supabase.auth.updateUser({ password: 'second-pass-2' })).error).toBeNull()
    expect((await client(sb).auth.signInWithPassword({ email, password: 'second-pass-2' })).error).toBeNull()
  })

  it('falls back to English for an account without a language', async () => {
    const user = await newUser(sb, 'nolang')
    await client(sb).auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })
    const [mail] = await mailbox(user.email)
    expect(mail!.subject).toBe('Reset your password – TimePrice')
    expect(mail!.language).toBeUndefined()
  })
})
