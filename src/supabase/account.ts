import {
  AuthInvalidJwtError,
  AuthRetryableFetchError,
  isAuthError,
  type AuthError,
  type Session,
  type SupabaseClient,
  type User,
} from '@supabase/supabase-js'
import type { SessionUser } from '../env.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Profile } from '../lib/profile.ts'
import { isSessionGone } from './auth-errors.ts'
import type { Database } from './database.ts'
import type { SupabaseDeadline } from './deadline.ts'
import { profileFromUser } from './profile.ts'
import { done, type DataError, type DataResult } from './result.ts'

/** What a sign-up stores in the new account's user metadata besides e-mail and password. */
export type SignupProfile = Pick<Profile, 'username' | 'currency'> & { language: Locale }

/**
 * Where a guest's pending calculation waits in the user metadata between the
 * sign-up and the first confirmed sign-in, which may be on another device.
 */
const PENDING_KEY = 'pendingCalculation'

/** Where the page that asked for the sign-up waits in the user metadata, the same way, until the first confirmed sign-in goes there. */
const NEXT_KEY = 'signupNext'

/** A session just opened: who, and the pending calculation and page their sign-up left in the metadata, if any. */
export interface SignedIn {
  user: SessionUser
  pendingCalculation: string | null
  next: string | null
}

function sessionUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): SessionUser {
  return { id: user.id, email: user.email ?? '', ...profileFromUser(user) }
}

function signedIn(user: User): SignedIn {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  return { user: sessionUser(user), pendingCalculation: text(metadata[PENDING_KEY]), next: text(metadata[NEXT_KEY]) }
}

/**
 * Checks the request's session where the request is: `getClaims` verifies the
 * access token's signature with the project's published keys (the key set
 * fetched once per isolate and kept by auth-js), so a fresh token costs no
 * call to Supabase; a token close to expiry is refreshed on the way. Answers
 * the signed-in user from the token's claims (a profile change refreshes
 * the session, `updateProfile`), `null` when the session is not
 * valid (another key, another algorithm, expired and not refreshable), or the
 * error when Supabase could not be asked. With `refresh` the session is
 * refreshed first, so the claims carry a profile changed elsewhere. The whole check has the request's
 * deadline, since auth-js keeps retrying a refresh that cannot connect.
 */
export async function getSessionUser(
  supabase: SupabaseClient<Database>,
  deadline: Pick<SupabaseDeadline, 'within'>,
  { refresh = false }: { refresh?: boolean } = {},
): Promise<DataResult<SessionUser | null, AuthError>> {
  const refreshed = refresh ? supabase.auth.refreshSession().then(() => undefined) : Promise.resolve()
  const claimsOf = refreshed
    .then(() => supabase.auth.getClaims())
    .catch((error: unknown) => ({
      data: null,
      // A token naming an algorithm WebCrypto does not know is refused like a bad signature.
      error: isAuthError(error) ? error : new AuthInvalidJwtError('Unsupported JWT'),
    }))
  const { data, error } = await deadline.within(claimsOf, () => ({
    data: null,
    error: new AuthRetryableFetchError('Supabase did not answer in time', 0),
  }))
  const claims = data?.claims
  if (!claims?.sub || !claims.email || claims.role !== 'authenticated') return done(error)
  return { data: sessionUser({ id: claims.sub, email: claims.email, user_metadata: claims.user_metadata ?? {} }), error: null }
}

/**
 * Asks Auth itself for the session's account as it is stored now: the
 * claims a page trusts stay valid until the access token expires, even
 * after the account was deleted or its profile changed on another device,
 * so the few places where that matters (the profile page, the goodbye
 * page, the data export, the live relay) make this one round trip. `null` only when Auth says the
 * account is gone: the user or the session is gone (403), or the token is
 * refused (401). Any other failure is an error, never a sign-out.
 */
export async function storedAccount(supabase: SupabaseClient<Database>): Promise<DataResult<SessionUser | null, AuthError>> {
  const { data, error } = await supabase.auth.getUser()
  if (!error) return { data: data.user ? sessionUser(data.user) : null, error: null }
  if (isSessionGone(error)) return { data: null, error: null }
  return { data: null, error }
}

/** Whether the session's account still exists at Auth (`storedAccount`): `false` only when Auth says it is gone. */
export async function accountExists(supabase: SupabaseClient<Database>): Promise<DataResult<boolean, AuthError>> {
  const { data, error } = await storedAccount(supabase)
  return error ? { data: null, error } : { data: data !== null, error: null }
}

/**
 * Signs in with e-mail and password; the session cookies are written by the
 * client. An address not confirmed yet is refused with `email_not_confirmed`.
 */
export async function signIn(
  supabase: SupabaseClient<Database>,
  credentials: { email: string; password: string },
): Promise<DataResult<SignedIn, AuthError>> {
  const { data, error } = await supabase.auth.signInWithPassword(credentials)
  return error ? { data: null, error } : { data: signedIn(data.user), error: null }
}

/**
 * How long after an account was made its confirmation mail is a later one:
 * the first goes out as the account is made, and Supabase sends the next no
 * sooner than a minute after it.
 */
const MAILED_AGAIN_AFTER_MS = 10_000

/** Whether the user's last confirmation mail went out after the account's first (`MAILED_AGAIN_AFTER_MS`). */
const mailedAgain = (user: User) => Date.parse(user.confirmation_sent_at ?? '') - Date.parse(user.created_at) > MAILED_AGAIN_AFTER_MS

/** What a sign-up did: who is signed in at once (`null` until the address is confirmed), and the account it made, if it made one. */
export interface SignedUp {
  user: SessionUser | null
  /** The new account's id; `null` when the address had an account not yet confirmed, which Supabase only mailed again. */
  madeId: string | null
}

/**
 * Creates an account with its first profile values and, when a guest had a
 * calculation waiting, that too (it is saved on the first confirmed
 * sign-in), and the page that asked for the sign-up (`next`, where that
 * sign-in goes). The user is signed in at once, or `null` when Supabase first
 * wants the address confirmed: its mail links to `confirmTo`.
 */
export async function signUp(
  supabase: SupabaseClient<Database>,
  {
    email,
    password,
    profile,
    pendingCalculation,
    next,
    confirmTo,
  }: {
    email: string
    password: string
    profile: SignupProfile
    pendingCalculation?: string | undefined
    next?: string | undefined
    confirmTo: string
  },
): Promise<DataResult<SignedUp, AuthError>> {
  const data = { ...profile, ...(pendingCalculation ? { [PENDING_KEY]: pendingCalculation } : {}), ...(next ? { [NEXT_KEY]: next } : {}) }
  const { data: answer, error } = await supabase.auth.signUp({ email, password, options: { data, emailRedirectTo: confirmTo } })
  if (error) return { data: null, error }
  return {
    data: {
      user: answer.session && answer.user ? sessionUser(answer.user) : null,
      madeId: answer.user && !mailedAgain(answer.user) ? answer.user.id : null,
    },
    error: null,
  }
}

/** Sends the sign-up's confirmation mail again (Supabase limits how often), its link going to `confirmTo`. */
export async function resendConfirmation(
  supabase: SupabaseClient<Database>,
  { email, confirmTo }: { email: string; confirmTo: string },
): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmTo } })
  return done(error)
}

/** Who a confirmation link signed in, and whether the mail it came in went out after the account's first. */
export interface ConfirmedBy extends SignedIn {
  mailedAgain: boolean
}

/**
 * Opens the session of a confirmation mail's link from its token hash
 * (`email`: a new account's address; `email_change`: the address an account
 * moves to), in whichever browser opened it. Answers who is signed in now.
 */
export async function verifyEmailLink(
  supabase: SupabaseClient<Database>,
  tokenHash: string,
  type: 'email' | 'email_change',
): Promise<DataResult<ConfirmedBy | null, AuthError>> {
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) return { data: null, error }
  if (!data.session || !data.user) return { data: null, error: null }
  return { data: { ...signedIn(data.user), mailedAgain: mailedAgain(data.user) }, error: null }
}

/** A session a mail's link opened, and whose it is. */
export interface OpenedSession {
  user: SessionUser
  session: Session
}

/**
 * Confirms a new address from its mail's link through a client that keeps
 * no session (`createAnonSupabase`), so the request's own session stays as
 * it is: answers the account whose address changed and the session the
 * link opened, for the route to adopt (`adoptSession`) or not.
 */
export async function verifyNewAddressApart(
  supabase: SupabaseClient<Database>,
  tokenHash: string,
): Promise<DataResult<OpenedSession | null, AuthError>> {
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' })
  if (error) return { data: null, error }
  return { data: data.session && data.user ? { user: sessionUser(data.user), session: data.session } : null, error: null }
}

/** Makes `session`, opened apart (`verifyNewAddressApart`), the request's session: its cookies carry it from this response on. */
export async function adoptSession(supabase: SupabaseClient<Database>, session: Session): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token })
  return done(error)
}

/** Removes the pending calculation and the page the sign-up left from the user metadata, so each is used only once. */
export async function forgetSignupCarry(supabase: SupabaseClient<Database>): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.updateUser({ data: { [PENDING_KEY]: null, [NEXT_KEY]: null } })
  return done(error)
}

/**
 * Ends this device's session (`local`), or every session of the account
 * (`global`): other devices then keep access only until their access token
 * expires, since their pages check it where they run.
 */
export async function signOut(
  supabase: SupabaseClient<Database>,
  scope: 'local' | 'global' = 'local',
): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.signOut({ scope })
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
