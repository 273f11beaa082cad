import type { AuthError, SupabaseClient } from '@supabase/supabase-js'
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { createAnonSupabase } from './anon-client.ts'
import { forwardingClientAddress } from './client-address.ts'
import type { Database } from './database.ts'
import { requestDeadline } from './request-deadline.ts'
import { done, type DataResult } from './result.ts'

/**
 * Mails a password-recovery link (the project's template, in the account's
 * language) that comes back to `redirectTo` with the token hash.
 */
export async function requestPasswordReset(
  supabase: SupabaseClient<Database>,
  email: string,
  redirectTo: string,
): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo })
  return done(error)
}

/**
 * Whether `password` is the account's current password, asked before it may
 * be changed: a sign-in on a client of its own (no cookies, so the visitor's
 * session is untouched; on the request's fetch, so Auth counts it for the
 * person's address), whose extra session is ended through `waitUntil`,
 * beside whatever the caller does next rather than before it. Wrong
 * credentials are `false`; an unreachable Supabase is the error.
 *
 * @example await verifyPassword(c, email, typed)
 */
export async function verifyPassword(c: Context<AppEnv>, email: string, password: string): Promise<DataResult<boolean, AuthError>> {
  const supabase = createAnonSupabase(c.env, forwardingClientAddress(c, requestDeadline(c).fetch))
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) return error.code === 'invalid_credentials' ? { data: false, error: null } : { data: null, error }
  c.executionCtx.waitUntil(supabase.auth.signOut({ scope: 'local' }))
  return { data: true, error: null }
}

/**
 * Replaces the signed-in user's password by a random one no one is told:
 * for an account whose password may have been chosen by someone else (who
 * signed up with its address before its owner did), until its owner
 * chooses one.
 */
export async function retirePassword(supabase: SupabaseClient<Database>): Promise<DataResult<null, AuthError>> {
  const password = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
  const { error } = await supabase.auth.updateUser({ password })
  return done(error)
}

/** Where the account notes when its password was last set (user metadata, merged with the profile kept there). */
const PASSWORD_SET_AT = 'passwordSetAt'

/**
 * Sets a new password for the signed-in user (from the profile or after
 * recovery), noting when, and ends the account's other sessions: a password
 * is changed when someone else may know it, so no other device keeps the
 * account (their access tokens end with their expiry, and cannot be
 * refreshed). The password is set even when ending the others fails.
 */
export async function changePassword(supabase: SupabaseClient<Database>, password: string): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.updateUser({ password, data: { [PASSWORD_SET_AT]: new Date().toISOString() } })
  if (!error) await supabase.auth.signOut({ scope: 'others' })
  return done(error)
}

/**
 * Whether the signed-in user's password was set within the last `withinMs`,
 * read from Supabase (the session's claims may predate it: the answer that
 * carried the refreshed session may be the one that was lost).
 */
export async function passwordSetWithin(supabase: SupabaseClient<Database>, withinMs: number): Promise<boolean> {
  const { data } = await supabase.auth.getUser()
  const setAt = Date.parse(String(data.user?.user_metadata[PASSWORD_SET_AT] ?? ''))
  return Date.now() - setAt <= withinMs
}
