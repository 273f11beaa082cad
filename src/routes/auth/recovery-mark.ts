import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import type { AppEnv } from '../../env.ts'
import { ownCookieOptions } from '../../supabase/session-cookies.ts'
import { signingSecret } from '../signing-secret.ts'

/**
 * The httpOnly cookie that marks a session a recovery link opened, signed
 * with `COOKIE_SECRET` (Hono's signed cookies, HMAC-SHA256) over the user's
 * id and the time the link was opened, so it can be neither made nor moved
 * to another account without the secret.
 */
const RECOVERY_MARK = 'recovery_mark'

/** How long after its link was opened a recovery session may set a new password without the current one. */
export const RECOVERY_MARK_SECONDS = 10 * 60

/** The signing key, or nothing (logged) when it is missing or too short: then no mark is made or accepted. */
const secretOf = (c: Context<AppEnv>) => signingSecret(c, 'password recovery cannot set a new password')

/**
 * Marks the session a recovery link just opened for `userId`: for the next
 * 10 minutes, and once, it may set a new password without the current one.
 */
export async function markRecovery(c: Context<AppEnv>, userId: string): Promise<void> {
  const secret = secretOf(c)
  if (!secret) return
  await setSignedCookie(c, RECOVERY_MARK, `${userId}:${Date.now()}`, secret, { ...ownCookieOptions(c), maxAge: RECOVERY_MARK_SECONDS })
}

/**
 * Whether this request's session may set a new password without the
 * current one: signed in, with a mark signed for this very user, made no
 * more than 10 minutes ago.
 */
export async function hasRecoveryMark(c: Context<AppEnv>): Promise<boolean> {
  const user = c.get('user')
  const secret = user ? secretOf(c) : undefined
  if (!user || !secret) return false
  const value = await getSignedCookie(c, secret, RECOVERY_MARK)
  if (!value) return false
  const [markedUser, openedAt] = value.split(':')
  const age = Date.now() - Number(openedAt)
  return markedUser === user.id && age <= RECOVERY_MARK_SECONDS * 1000
}

/** Spends the mark once the new password is set, so the same session cannot set another. */
export function spendRecoveryMark(c: Context<AppEnv>): void {
  deleteCookie(c, RECOVERY_MARK, ownCookieOptions(c))
}
