import { isAuthError, isAuthRetryableFetchError, isAuthSessionMissingError, isAuthWeakPasswordError } from '@supabase/supabase-js'
import type { Translate } from '../i18n/translator.ts'

/**
 * Turns any account error into a clear message in the page's language:
 * invalid credentials, weak password with its reasons, a new password
 * equal to the current one, user already exists, session missing, rate limited, network failure — and a
 * generic line for anything else, never a raw stack.
 */
export function authErrorMessage(error: unknown, t: Translate): string {
  if (isAuthWeakPasswordError(error)) {
    const reasons = error.reasons
      .map((reason) =>
        ['length', 'characters', 'pwned'].includes(reason) ? t(`auth.errors.weakPasswordReasons.${reason as 'length'}`) : reason,
      )
      .join(', ')
    return t('auth.errors.weakPassword', { reasons })
  }
  if (isAuthRetryableFetchError(error)) return t('auth.errors.network')
  if (isAuthSessionMissingError(error)) return t('auth.errors.sessionMissing')
  if (!isAuthError(error)) return t('auth.errors.unknown')
  switch (error.code) {
    case 'invalid_credentials':
      return t('auth.errors.invalidCredentials')
    case 'email_not_confirmed':
      return t('auth.errors.emailNotConfirmed')
    case 'user_already_exists':
    case 'email_exists':
      return t('auth.errors.userExists')
    case 'session_not_found':
      return t('auth.errors.sessionMissing')
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return t('auth.errors.rateLimited')
    case 'same_password':
      return t('auth.errors.samePassword')
    case 'weak_password':
      return t('auth.errors.weakPassword', { reasons: error.message })
    default:
      return error.status === 429 ? t('auth.errors.rateLimited') : t('auth.errors.unknown')
  }
}

/**
 * Whether Auth refused to mail an address because it mailed it less than
 * its minimum interval ago (a minute on a hosted project): a sign-up sent
 * twice, whose first mail is on its way. Its limit on mails across the
 * project has the same code, but another message, and sent nothing.
 */
export function isMailedJustNow(error: unknown): boolean {
  return isAuthError(error) && error.code === 'over_email_send_rate_limit' && error.message.startsWith('For security purposes')
}

/**
 * Whether Supabase could not be reached at all, so nothing is known about the
 * session: it is kept for the next request rather than cleared.
 */
export function isAuthOutage(error: unknown): boolean {
  return isAuthRetryableFetchError(error)
}

/** The HTTP status a form page answers with when an account action failed. */
export function authErrorStatus(error: unknown): 400 | 401 | 409 | 422 | 429 | 503 {
  if (isAuthOutage(error)) return 503
  if (!isAuthError(error)) return 400
  if (error.code === 'invalid_credentials') return 401
  if (isAddressTaken(error)) return 409
  if (error.status === 429) return 429
  if (error.status === 422) return 422
  return 400
}

/**
 * Whether Auth says the session's account or session is gone: the session
 * ended (signed out elsewhere, a copied cookie) or the user deleted (403),
 * or the token refused (401). The claims a request carries stay valid until
 * the access token expires, so a call to Auth is where this shows.
 */
export function isSessionGone(error: unknown): boolean {
  return isAuthSessionMissingError(error) || (isAuthError(error) && (error.status === 401 || error.status === 403))
}

/** Whether an account error says the address belongs to another account (a sign-up's or an email change's). */
export function isAddressTaken(error: unknown): boolean {
  return isAuthError(error) && (error.code === 'user_already_exists' || error.code === 'email_exists')
}
