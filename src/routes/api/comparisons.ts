import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { messagesFor } from '../../i18n/translator.ts'
import { isComparisonCode } from '../../lib/comparison-code.ts'
import { IDEMPOTENCY_KEY } from '../../lib/idempotency-key.ts'
import { idempotencyKeySchema } from '../../lib/schemas/idempotency-key.ts'
import { comparisonLink, type StoredComparison } from '../../lib/comparison.ts'
import { formatNumber } from '../../lib/format.ts'
import { comparisonBodySchema, comparisonFieldErrors } from '../../lib/schemas/comparison.ts'
import { siteOrigin } from '../../lib/site-url.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { purgeComparisonPages } from '../../middleware/edge-cache.ts'
import { deleteComparison, listComparisons } from '../../supabase/comparisons.ts'
import { COMPARISON_LIMIT, compareCalculations } from '../../supabase/new-comparison.ts'
import { comparisonCodeFor, comparisonOwner } from '../comparison-request.ts'
import { readAhead } from '../read-ahead.ts'
import { apiError } from './json-error.ts'
import { validHeader, validJson } from './json-validator.ts'

const errorMessages = (c: Context<AppEnv>) => messagesFor(c.get('locale')).content.comparison.errors

/** A comparison as the API answers it: its public link instead of an owner. */
const apiComparison = (c: Context<AppEnv>, comparison: StoredComparison) =>
  comparisonLink(comparison, siteOrigin(c.env.SITE_URL), c.get('locale'))

const unavailable = (c: Context<AppEnv>) => apiError(c, 503, 'failed')

/** The caller's comparisons, read beside the session check (see `readAhead`). */
export const comparisonsRead = readAhead((_c, supabase) => listComparisons(supabase))

const validComparison = validJson(comparisonBodySchema, (c, issues) => {
  const fields = comparisonFieldErrors(issues, errorMessages(c), c.get('locale'))
  return apiError(c, 422, 'invalid', fields, Object.values(fields).join(' '))
})

/**
 * `/api/comparisons`: create a comparison from 2 to 6 of the caller's saved
 * calculations, list the caller's own, delete one. Rows are scoped by
 * row-level security, so someone else's comparison looks like none.
 */
export const comparisonsApi = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { data, error } = await comparisonsRead.take(c)
    return error ? unavailable(c) : c.json({ comparisons: data.map((comparison) => apiComparison(c, comparison)) })
  })
  .post('/', validHeader(idempotencyKeySchema), validComparison, async (c) => {
    const messages = errorMessages(c)
    const code = await comparisonCodeFor(c, c.req.valid('header')[IDEMPOTENCY_KEY])
    const outcome = await compareCalculations(supabaseFor(c), c.req.valid('json'), comparisonOwner(c), code)
    if (outcome.ok) return c.json({ comparison: apiComparison(c, outcome.comparison) }, 201)
    if (outcome.reason === 'failed') return unavailable(c)
    if (outcome.reason === 'unknownCalculations') {
      return apiError(c, 422, 'invalid', { calculationIds: messages.calculationIdsUnknown }, messages.calculationIdsUnknown)
    }
    c.header('Retry-After', String(outcome.retryAfterSeconds))
    const message = c.get('t')('content.comparison.errors.rateLimited', { max: formatNumber(COMPARISON_LIMIT, c.get('locale')) })
    return apiError(c, 429, 'rate_limited', undefined, message)
  })
  .delete('/:code', async (c) => {
    const code = c.req.param('code')
    const notFound = () => apiError(c, 404, 'not_found', undefined, errorMessages(c).notFound)
    if (!isComparisonCode(code)) return notFound()
    const { error } = await deleteComparison(supabaseFor(c), code)
    if (error) return error.kind === 'notFound' ? notFound() : unavailable(c)
    await purgeComparisonPages(c, code)
    return c.body(null, 204)
  })
