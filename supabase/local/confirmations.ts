import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { PGlite } from '@supabase/lite/pglite'
import bcrypt from 'bcryptjs'
import { authError } from './auth-errors.ts'
import type { LocalMailbox } from './mailbox.ts'

interface AccountRow {
  id: string
  email: string
  confirmed_at: string | null
  confirmation_sent_at: string | null
  encrypted_password: string | null
}

/**
 * What GoTrue does around confirmed e-mail that lite does not: a sign-up with
 * the address of a confirmed account answers like a new one (a user without
 * a session, so no one learns which addresses have accounts); a sign-up with
 * the address of an unconfirmed one mails its confirmation again and answers
 * that account, keeping the password and metadata of the first sign-up
 * (GoTrue cannot tell who signs up again); `POST /resend` of a sign-up
 * confirmation sends a new mail; both at most once per `minSeconds` for an
 * address (429 `over_email_send_rate_limit` before that); and a log-in checks
 * the password before the confirmation (lite says "confirm first" to any
 * password, which tells anyone that the address signed up). Read and written
 * with SQL on lite's `auth.users`, as GoTrue keeps them.
 */
export function confirmations(db: PGlite, mailbox: LocalMailbox, minSeconds: number) {
  async function account(email: string): Promise<AccountRow | undefined> {
    const { rows } = await db.query<AccountRow>(
      'select id, email, confirmed_at::text, confirmation_sent_at::text, encrypted_password from auth.users where lower(email) = lower($1)',
      [email],
    )
    return rows[0]
  }

  /** Mails an unconfirmed account's confirmation again; the 429 GoTrue answers when the last one went less than `minSeconds` ago. */
  async function mailAgain(row: AccountRow): Promise<Response | null> {
    const last = row.confirmation_sent_at ? Date.parse(row.confirmation_sent_at) : 0
    const wait = Math.ceil(minSeconds - (Date.now() - last) / 1000)
    if (wait > 0)
      return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`)
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const tokenHash = createHash('sha256').update(`${row.email.toLowerCase()}${otp}`).digest('hex')
    await db.query('update auth.users set confirmation_token = $1, confirmation_sent_at = now() where id = $2', [tokenHash, row.id])
    await mailbox.sendConfirmation(row.email, tokenHash, otp, { userId: row.id })
    return null
  }

  /** The account as GoTrue's user JSON, its identities included. */
  async function userOf(id: string): Promise<Record<string, unknown>> {
    const { rows } = await db.query<{ user: Record<string, unknown> }>(
      `select json_build_object(
         'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email, 'phone', coalesce(u.phone, ''),
         'confirmation_sent_at', u.confirmation_sent_at,
         'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
         'identities', coalesce((select json_agg(json_build_object(
           'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data, 'provider', i.provider,
           'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at, 'updated_at', i.updated_at, 'email', i.email))
           from auth.identities i where i.user_id = u.id), '[]'::json),
         'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', coalesce(u.is_anonymous, false)) as user
       from auth.users u where u.id = $1`,
      [id],
    )
    return rows[0]?.user ?? {}
  }

  return {
    /** GoTrue's answer to a sign-up with a taken address while confirmations are on; null when the address is free. */
    async signupOfTaken(email: string): Promise<Response | null> {
      const row = await account(email)
      if (!row) return null
      if (!row.confirmed_at) {
        const refused = await mailAgain(row)
        return refused ?? Response.json(await userOf(row.id), { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
      }
      const now = new Date().toISOString()
      return Response.json(
        {
          id: randomUUID(),
          aud: 'authenticated',
          role: 'authenticated',
          email: email.toLowerCase(),
          phone: '',
          confirmation_sent_at: now,
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: {},
          identities: [],
          created_at: now,
          updated_at: now,
          is_anonymous: false,
        },
        { headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      )
    },

    /** GoTrue's answer to a log-in with a wrong password for an unconfirmed account (400 `invalid_credentials`); null for any other. */
    async wrongPasswordOfUnconfirmed(email: string, password: string): Promise<Response | null> {
      const row = await account(email)
      if (!row || row.confirmed_at || !row.encrypted_password) return null
      if (await bcrypt.compare(password, row.encrypted_password)) return null
      return authError(400, 'invalid_credentials', 'Invalid login credentials')
    },

    /** A new confirmation mail for an unconfirmed account (silently nothing for any other address). */
    async resend(email: string): Promise<Response> {
      const row = await account(email)
      const refused = row && !row.confirmed_at ? await mailAgain(row) : null
      return refused ?? Response.json({}, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
    },

    /**
     * Moves an account's sign-up and its last mail `seconds` into the past, as
     * if that much time had gone by since: what lets a test sign up again or
     * ask for the mail again without waiting out the hosted minute between mails.
     */
    async age(email: string, seconds: number): Promise<boolean> {
      const { affectedRows } = await db.query(
        `update auth.users set created_at = created_at - make_interval(secs => $2), updated_at = updated_at - make_interval(secs => $2),
           confirmation_sent_at = confirmation_sent_at - make_interval(secs => $2) where lower(email) = lower($1)`,
        [email, seconds],
      )
      return (affectedRows ?? 0) > 0
    },

    /** The language in the account's metadata, for the mail templates. */
    async languageOf(userId: string): Promise<string | undefined> {
      const { rows } = await db.query<{ language: string | null }>(
        "select raw_user_meta_data->>'language' as language from auth.users where id::text = $1",
        [userId],
      )
      return rows[0]?.language ?? undefined
    },
  }
}

/** The stand-in's answers lite lacks for confirmed e-mail (`confirmations`). */
export type Confirmations = ReturnType<typeof confirmations>
