import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import type { AppEnv } from '../../env.ts'
import { ownCookieOptions } from '../../supabase/session-cookies.ts'
import { signingSecret } from '../signing-secret.ts'

/**
 * The httpOnly cookie that marks the browser an account was made in, signed
 * with `COOKIE_SECRET` over the account's id: the password that account
 * keeps was typed there, so a confirmation opened there needs no new one.
 */
const SIGNUP_MARK = 'signup_mark'

/** How long the mark lasts: beyond the hour a confirmation link lasts, and a day of mails sent again. */
const SIGNUP_MARK_SECONDS = 24 * 60 * 60

/** The signing key, or nothing (logged): then no mark is made or accepted, and every later mail asks for a password. */
const secretOf = (c: Context<AppEnv>) => signingSecret(c, 'a confirmation from a mail sent again always asks for a new password')

/** Marks this browser as the one the account `userId` was made in. */
export async function markSignup(c: Context<AppEnv>, userId: string): Promise<void> {
  const secret = secretOf(c)
  if (!secret) return
  await setSignedCookie(c, SIGNUP_MARK, userId, secret, { ...ownCookieOptions(c), maxAge: SIGNUP_MARK_SECONDS })
}

/**
 * Takes the mark away after a sign-up here that made no account (the
 * address had one): Supabase kept the password of the first sign-up, and
 * the one typed now may differ, so a later mail opened here asks again.
 */
export function forgetSignup(c: Context<AppEnv>): void {
  deleteCookie(c, SIGNUP_MARK, ownCookieOptions(c))
}

/**
 * The httpOnly cookie that marks a browser where a sign-up with an address
 * was answered by the mail already on its way (sent within the minute
 * between two mails), signed over the address: that mail may be someone
 * else's sign-up, whose password the account keeps, so a confirmation
 * opened here asks for a new one unless the account was made here.
 */
const SIGNUP_TRIED = 'signup_tried'

/** An address as a mark holds it: Supabase treats addresses without regard to case. */
const markedAddress = (email: string) => email.trim().toLowerCase()

/** Marks this browser as one where a sign-up with `email` made nothing, its mail already on its way. */
export async function markTried(c: Context<AppEnv>, email: string): Promise<void> {
  const secret = secretOf(c)
  if (!secret) return
  await setSignedCookie(c, SIGNUP_TRIED, markedAddress(email), secret, { ...ownCookieOptions(c), maxAge: SIGNUP_MARK_SECONDS })
}

/** Whether a sign-up with `email` was tried in this browser while its first mail was on its way (`markTried`). */
export async function triedHere(c: Context<AppEnv>, email: string): Promise<boolean> {
  const secret = secretOf(c)
  return Boolean(secret) && (await getSignedCookie(c, secret!, SIGNUP_TRIED)) === markedAddress(email)
}

/** Whether the account `userId` was made in this browser (`markSignup`). */
export async function madeHere(c: Context<AppEnv>, userId: string): Promise<boolean> {
  const secret = secretOf(c)
  return Boolean(secret) && (await getSignedCookie(c, secret!, SIGNUP_MARK)) === userId
}
