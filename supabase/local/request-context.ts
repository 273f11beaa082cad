import { AsyncLocalStorage } from 'node:async_hooks'

/** What an auth request asked for that lite does not pass on to its mailer. */
export interface AuthRequestContext {
  redirectTo?: string
  codeChallenge?: string
  codeChallengeMethod?: string
}

/**
 * Carries the current auth request's `redirect_to` and PKCE challenge down to the
 * mailer: lite's `/recover` ignores both, GoTrue puts them in the emailed link.
 */
export const authRequestContext = new AsyncLocalStorage<AuthRequestContext>()
