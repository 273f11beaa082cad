import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../../env.ts'
import type { Key } from '../../i18n/translator.ts'
import { IDEMPOTENCY_KEY } from '../../lib/idempotency-key.ts'
import { ACCOUNT_GONE, type DataError } from '../../supabase/result.ts'

/** The machine-readable codes of API errors; the message is in the request's language. */
export type ApiErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'other_account'
  | 'not_found'
  | 'invalid'
  | 'bad_json'
  | 'too_large'
  | 'rate_limited'
  | 'failed'
  | 'unavailable'
  | 'bad_url'
  | 'no_product'
  | 'timeout'

const MESSAGE: Record<ApiErrorCode, Key> = {
  unauthorized: 'dashboard.errors.unauthorized',
  forbidden: 'guard.crossSite.lead',
  other_account: 'dashboard.errors.otherAccount',
  not_found: 'dashboard.errors.notFound',
  invalid: 'dashboard.errors.invalid',
  bad_json: 'dashboard.errors.badJson',
  too_large: 'guard.tooLarge.title',
  rate_limited: 'auth.errors.rateLimited',
  failed: 'dashboard.errors.failed',
  unavailable: 'dashboard.errors.network',
  bad_url: 'calculator.link.errors.badLink',
  no_product: 'calculator.link.errors.unreadable',
  timeout: 'calculator.link.errors.timeout',
}

/**
 * Answers an API error as `{ error: { code, message, fields? } }` with a
 * localized message: the code's general one, or a more precise `message`
 * the route already translated. The status stays in the answer's type, so a
 * `hono/client` caller tells the route's answers from its errors.
 */
export function apiError<Status extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  status: Status,
  code: ApiErrorCode,
  fields?: Record<string, string>,
  message?: string,
) {
  c.header('Cache-Control', 'no-store')
  return c.json({ error: { code, message: message ?? c.get('t')(MESSAGE[code]), ...(fields ? { fields } : {}) } }, status)
}

/** A 422 naming `idempotency-key`: the key is the new row's id, and someone else's row has it. */
export const takenIdempotencyKey = (c: Context<AppEnv>) =>
  apiError(c, 422, 'invalid', { [IDEMPOTENCY_KEY]: c.get('t')('validation.fieldInvalid', { field: IDEMPOTENCY_KEY }) })

/**
 * A failed data call's answer: the row's 404 (`notFoundMessage` when the
 * route words it), a 401 when the caller's account has been deleted since
 * its token was issued (the session is over, not the service), else a 503.
 */
export function dataErrorAnswer(c: Context<AppEnv>, error: DataError, notFoundMessage?: string) {
  if (error.kind === 'notFound') return apiError(c, 404, 'not_found', undefined, notFoundMessage)
  return error.code === ACCOUNT_GONE ? apiError(c, 401, 'unauthorized') : apiError(c, 503, 'failed')
}
