import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { deleteAccountSchema } from '../../lib/schemas/auth.ts'
import { passwordLimitAnswering } from '../../middleware/rate-limit.ts'
import { authErrorMessage, authErrorStatus } from '../../supabase/auth-errors.ts'
import { deleteAccount } from '../account-deletion.ts'
import { translatedErrors } from '../form-validator.ts'
import { apiError } from './json-error.ts'
import { validJson } from './json-validator.ts'

/** A body without a usable password: 422 naming `password` in the request's language. */
const validDeletion = validJson(deleteAccountSchema, (c, issues) =>
  apiError(c, 422, 'invalid', translatedErrors(c, issues) as Record<string, string>),
)

/**
 * `DELETE /api/account` with `{ "password": "…" }`: deletes the caller's
 * account and everything of theirs (`deleteAccount`), 204. A wrong
 * password is a 422 naming `password`; tries count in the per-user
 * password limit (429 `rate_limited`). Supabase failing on the way is a
 * 503 (its own rate limit a 429), and nothing but, at most, the pictures
 * is gone then.
 */
export const accountApi = new Hono<AppEnv>().delete(
  '/',
  validDeletion,
  passwordLimitAnswering((c) => apiError(c, 429, 'rate_limited')),
  async (c) => {
    const result = await deleteAccount(c, c.req.valid('json').password)
    if (result.outcome === 'deleted') return c.body(null, 204)
    if (result.outcome === 'wrongPassword') {
      const message = c.get('t')('guard.currentPasswordWrong')
      return apiError(c, 422, 'invalid', { password: message }, message)
    }
    const { error } = result
    if ('kind' in error) return apiError(c, 503, 'failed')
    const message = authErrorMessage(error, c.get('t'))
    return authErrorStatus(error) === 429
      ? apiError(c, 429, 'rate_limited', undefined, message)
      : apiError(c, 503, 'failed', undefined, message)
  },
)
