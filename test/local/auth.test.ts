import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { ageAccount } from '../support/account-age.ts'
import { mailsTo } from '../support/mailbox.ts'
import { client, confirmationHash, newUser, sharedStandIn, uniqueEmail } from './support.ts'

let sb: LocalSupabase
beforeAll(async () => {
  sb = await sharedStandIn()
})

async function refresh(token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${sb.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: sb.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: token }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('sign-up and sign-in', () => {
  it('signs up with metadata and no session until the address is confirmed; the mailed token hash opens it', async () => {
    const email = uniqueEmail('Signup')
    const c = client(sb)
    const { data, error } = await c.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { username: 'ana', currency: 'BRL', language: 'pt-BR' } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email.toLowerCase())
    expect(data.user?.user_metadata).toMatchObject({ username: 'ana', currency: 'BRL', language: 'pt-BR' })
    const early = await client(sb).auth.signInWithPassword({ email, password: 'secret-123' })
    expect(early.error?.code).toBe('email_not_confirmed')
    // As GoTrue: the password first, so a wrong one learns nothing of the address.
    const guessed = await client(sb).auth.signInWithPassword({ email, password: 'not-the-password' })
    expect([guessed.error?.status, guessed.error?.code]).toEqual([400, 'invalid_credentials'])
    const confirmed = await c.auth.verifyOtp({ token_hash: await confirmationHash(sb, email), type: 'email' })
    expect(confirmed.error).toBeNull()
    expect(confirmed.data.session?.access_token).toBeTruthy()
    expect(confirmed.data.session?.expires_in).toBe(3600)
    expect((await client(sb).auth.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull()
  })

  it('answers a second sign-up like a new one (no session, not the account) and refuses a weak password with weak_password', async () => {
    const user = await newUser(sb, 'dup')
    const again = await client(sb).auth.signUp({ email: user.email, password: 'secret-123' })
    expect(again.error).toBeNull()
    expect(again.data.session).toBeNull()
    expect(again.data.user?.id).not.toBe(user.id)
    const weak = await client(sb).auth.signUp({ email: uniqueEmail('weak'), password: '123' })
    expect(weak.error?.code).toBe('weak_password')
    expect(weak.error?.status).toBe(422)
  })

  it('answers a sign-up again with an unconfirmed address as GoTrue: 429 within the minute, then a new mail and the account, its first password kept', async () => {
    const email = uniqueEmail('again')
    const first = await client(sb).auth.signUp({ email, password: 'first-secret-1', options: { data: { username: 'first' } } })
    expect(first.error).toBeNull()
    const soon = await client(sb).auth.signUp({ email, password: 'second-secret-2', options: { data: { username: 'second' } } })
    expect([soon.error?.status, soon.error?.code]).toEqual([429, 'over_email_send_rate_limit'])
    expect(soon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
    expect(await mailsTo(sb.url, email)).toHaveLength(1)

    await ageAccount(sb.url, sb.secretKey, email, 120)
    const later = await client(sb).auth.signUp({ email, password: 'second-secret-2', options: { data: { username: 'second' } } })
    expect(later.error).toBeNull()
    expect(later.data.session).toBeNull()
    expect(later.data.user?.id).toBe(first.data.user?.id)
    expect(later.data.user?.user_metadata).toMatchObject({ username: 'first' })
    expect(later.data.user?.identities).toHaveLength(1)
    const mails = await mailsTo(sb.url, email)
    expect(mails).toHaveLength(2)
    const confirmed = await client(sb).auth.verifyOtp({ token_hash: mails[1]!.tokenHash!, type: 'email' })
    expect(confirmed.error).toBeNull()
    const { created_at: createdAt, confirmation_sent_at: sentAt } = confirmed.data.user!
    expect(Date.parse(sentAt!) - Date.parse(createdAt)).toBeGreaterThan(100_000)
    expect((await client(sb).auth.signInWithPassword({ email, password: 'second-secret-2' })).error?.code).toBe('invalid_credentials')
    expect((await client(sb).auth.signInWithPassword({ email, password: 'first-secret-1' })).error).toBeNull()
  })

  it('signs in with a password and rejects a wrong one as invalid_credentials', async () => {
    const user = await newUser(sb, 'signin')
    const ok = await client(sb).auth.signInWithPassword({ email: user.email, password: user.password })
    expect(ok.error).toBeNull()
    expect(ok.data.user?.id).toBe(user.id)
    const bad = await client(sb).auth.signInWithPassword({ email: user.email, password: 'wrong-password' })
    expect(bad.error?.status).toBe(400)
    expect(bad.error?.code).toBe('invalid_credentials')
    expect(bad.error?.message).toBe('Invalid login credentials')
  })

  it('answers auth errors in the modern format with the API version header', async () => {
    const response = await fetch(`${sb.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: sb.publishableKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever-1' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })
})

describe('sessions', () => {
  it('rotates refresh tokens and re-presenting the parent of the active token returns the active one', async () => {
    const user = await newUser(sb, 'rotate')
    const { data } = await user.client.auth.getSession()
    const first = data.session!.refresh_token
    const second = await refresh(first)
    expect(second.status).toBe(200)
    expect(second.body.refresh_token).not.toBe(first)
    const parentAgain = await refresh(first)
    expect(parentAgain.status).toBe(200)
    expect(parentAgain.body.refresh_token).toBe(second.body.refresh_token)
    const third = await refresh(second.body.refresh_token as string)
    expect(third.body.refresh_token).not.toBe(second.body.refresh_token)
    const secondAgain = await refresh(second.body.refresh_token as string)
    expect(secondAgain.body.refresh_token).toBe(third.body.refresh_token)
  })

  it('refuses a grandparent token as already used and revokes the family', async () => {
    const user = await newUser(sb, 'reuse')
    const { data } = await user.client.auth.getSession()
    const first = data.session!.refresh_token
    const second = await refresh(first)
    const third = await refresh(second.body.refresh_token as string)
    const stale = await refresh(first)
    expect(stale.status).toBe(400)
    expect(stale.body.code).toBe('refresh_token_already_used')
    expect((await refresh(third.body.refresh_token as string)).status).toBe(400)
  })

  it('refreshes through supabase-js with TOKEN_REFRESHED and a new token', async () => {
    const user = await newUser(sb, 'sdkrefresh')
    const before = (await user.client.auth.getSession()).data.session!
    const { data, error } = await user.client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(before.refresh_token)
    expect(data.user?.id).toBe(user.id)
  })

  it('rejects an unknown refresh token with refresh_token_not_found', async () => {
    const result = await refresh('01a200de-01f9-76cc-9d2c-d6d67b7a1a6a')
    expect(result.status).toBe(400)
    expect(result.body.code).toBe('refresh_token_not_found')
    const malformed = await refresh('not-a-real-token')
    expect(malformed.status).toBe(400)
  })
})

describe('user', () => {
  it('getUser returns the user, also when given a JWT explicitly', async () => {
    const user = await newUser(sb, 'getuser')
    const mine = await user.client.auth.getUser()
    expect(mine.data.user?.id).toBe(user.id)
    const byJwt = await client(sb).auth.getUser(user.accessToken)
    expect(byJwt.data.user?.email).toBe(user.email)
  })

  it('updateUser merges metadata key by key and null removes a key', async () => {
    const user = await newUser(sb, 'merge')
    await user.client.auth.updateUser({ data: { currency: 'EUR', hourlyRate: 40 } })
    const { data, error } = await user.client.auth.updateUser({ data: { hourlyRate: 55, currency: null } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata.username).toBe('merge')
    expect(data.user?.user_metadata.hourlyRate).toBe(55)
    expect(data.user?.user_metadata).not.toHaveProperty('currency')
  })

  it('updateUser changes the password; the old one stops working', async () => {
    const user = await newUser(sb, 'password')
    const { error } = await user.client.auth.updateUser({ password: 'brand-new-secret-9' })
    expect(error).toBeNull()
    const old = await client(sb).auth.signInWithPassword({ email: user.email, password: user.password })
    expect(old.error?.code).toBe('invalid_credentials')
    const fresh = await client(sb).auth.signInWithPassword({ email: user.email, password: 'brand-new-secret-9' })
    expect(fresh.error).toBeNull()
    const same = await user.client.auth.updateUser({ password: 'brand-new-secret-9' })
    expect(same.error?.code).toBe('same_password')
  })
})

describe('sign-out scopes', () => {
  async function twoSessions() {
    const user = await newUser(sb, 'scopes')
    const other = client(sb)
    await other.auth.signInWithPassword({ email: user.email, password: user.password })
    return { user, other }
  }

  it('local ends only the current session', async () => {
    const { user, other } = await twoSessions()
    const token = (await user.client.auth.getSession()).data.session!.access_token
    expect((await user.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await client(sb).auth.getUser(token)).error?.message).toBe('Auth session missing!')
    const raw = await fetch(`${sb.url}/auth/v1/user`, { headers: { apikey: sb.publishableKey, authorization: `Bearer ${token}` } })
    expect(raw.status).toBe(403)
    expect((await raw.json()).code).toBe('session_not_found')
    expect((await other.auth.getUser()).data.user?.id).toBe(user.id)
  })

  it('others ends every other session and keeps the current one', async () => {
    const { user, other } = await twoSessions()
    expect((await user.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await user.client.auth.getUser()).data.user?.id).toBe(user.id)
    expect((await other.auth.getUser()).error).not.toBeNull()
  })

  it('global ends every session of the user', async () => {
    const { user, other } = await twoSessions()
    const token = (await user.client.auth.getSession()).data.session!.access_token
    expect((await user.client.auth.signOut()).error).toBeNull()
    expect((await client(sb).auth.getUser(token)).error).not.toBeNull()
    expect((await other.auth.getUser()).error).not.toBeNull()
  })

  it('an unknown scope is a validation_failed error', async () => {
    const user = await newUser(sb, 'badscope')
    const response = await fetch(`${sb.url}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { apikey: sb.publishableKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('validation_failed')
  })
})
