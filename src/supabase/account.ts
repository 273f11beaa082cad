import { AuthRetryableFetchError, type AuthError, type SupabaseClient, type User } from '@supabase/supabase-js'
import type { SessionUser } from '../env.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Profile } from '../lib/profile.ts'
import type { Database } from './database.ts'
import type { SupabaseDeadline } from './deadline.ts'
import { profileFromUser } from './profile.ts'
import { done, type DataError, type DataResult } from './result.ts'

/** What a sign-up stores in the new account's user metadata besides e-mail and password. */
export type SignupProfile = Pick<Profile, 'username' | 'currency'> & { language: Locale }

function sessionUser(user: User): SessionUser {
  return { id: user.id, email: user.email ?? '', ...profileFromUser(user) }
}

/**
 * Checks the request's session with Supabase (a token close to expiry is
 * refreshed on the way): the signed-in user, `null` when the session is not
 * valid, or the error when Supabase could not be asked. The whole check has
 * the request's deadline, since auth-js keeps retrying a refresh that cannot
 * connect.
 */
export async function getSessionUser(
  supabase: SupabaseClient<Database>,
  deadline: Pick<SupabaseDeadline, 'within'>,
): Promise<DataResult<SessionUser | null, AuthError>> {
  const { data, error } = await deadline.within(supabase.auth.getUser(), () => ({
    data: { user: null },
    error: new AuthRetryableFetchError('Supabase did not answer in time', 0),
  }))
  return data.user?.email ? { data: sessionUser(data.user), error: null } : done(error)
}

/** Signs in with e-mail and password; the session cookies are written by the client. */
export async function signIn(
  supabase: SupabaseClient<Database>,
  credentials: { email: string; password: string },
): Promise<DataResult<SessionUser, AuthError>> {
  const { data, error } = await supabase.auth.signInWithPassword(credentials)
  return error ? { data: null, error } : { data: sessionUser(data.user), error: null }
}

/**
 * Creates an account with its first profile values. The user is signed in at
 * once, or `null` when Supabase first wants the address confirmed by mail.
 */
export async function signUp(
  supabase: SupabaseClient<Database>,
  { email, password, profile }: { email: string; password: string; profile: SignupProfile },
): Promise<DataResult<SessionUser | null, AuthError>> {
  const { data, error } = await supabase.auth.signUp({ email, password, options: { data: profile } })
  if (error) return { data: null, error }
  return { data: data.session && data.user ? sessionUser(data.user) : null, error: null }
}

/** Ends this device's session (other devices stay signed in). */
export async function signOut(supabase: SupabaseClient<Database>): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.signOut({ scope: 'local' })
  return done(error)
}

/**
 * Turns the PKCE code of a mailed link (password recovery, e-mail change)
 * into a session; the verifier waits in a cookie set when the mail was asked for.
 */
export async function exchangeCode(supabase: SupabaseClient<Database>, code: string): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.exchangeCodeForSession(code)
  return done(error)
}

/**
 * Opens the session of a recovery mail's link from its token hash (the
 * token-hash flow Supabase recommends for server-side apps): nothing waits
 * in the browser that asked, so the link works in any browser. Answers the
 * user whose session it opened.
 */
export async function verifyRecoveryLink(
  supabase: SupabaseClient<Database>,
  tokenHash: string,
): Promise<DataResult<SessionUser | null, AuthError>> {
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
  if (error) return { data: null, error }
  return { data: data.session && data.user ? sessionUser(data.user) : null, error: null }
}

/**
 * Deletes the signed-in user's account through `delete_own_account`, which
 * acts on the caller alone: the auth user and, by the foreign keys that
 * cascade from it, every row and session of theirs. A POST, so it is never
 * retried.
 */
export async function deleteOwnAccount(supabase: SupabaseClient<Database>): Promise<DataResult<null, DataError>> {
  const { error } = await supabase.rpc('delete_own_account')
  return error ? { data: null, error: { kind: 'failed', message: error.message, code: error.code } } : { data: null, error: null }
}
