import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { messagesFor } from '../../i18n/translator.ts'
import { isComparisonCode } from '../../lib/comparison-code.ts'
import { snapshotItems } from '../../lib/comparison-snapshot.ts'
import type { Comparison } from '../../lib/comparison.ts'
import { formatNumber } from '../../lib/format.ts'
import { comparisonBodySchema, comparisonFieldErrors } from '../../lib/schemas/comparison.ts'
import { listCalculationsByIds } from '../../supabase/calculations.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { countComparisonsSince, createComparison, deleteComparison, listComparisons } from '../../supabase/comparisons.ts'
import { apiError } from './json-error.ts'
import { isMalformedJson, validJson } from './json-validator.ts'

/** Comparisons one user may create per window, so codes cannot be farmed. */
export const COMPARISON_LIMIT = 30
const LIMIT_WINDOW_MS = 60 * 60 * 1000

/**
 * `/api/comparisons`: create a comparison from 2 to 6 of the caller's saved
 * calculations, list the caller's own, delete one. Rows are scoped by
 * row-level security, so someone else's comparison looks like none.
 */
export const comparisonsApi = new Hono<AppEnv>()

const errorMessages = (c: Context<AppEnv>) => messagesFor(c.get('locale')).content.comparison.errors

/** A comparison as the API answers it: its public link instead of an owner. */
function apiComparison(c: Context<AppEnv>, comparison: Comparison) {
  const { code, title, createdAt, items } = comparison
  return { code, url: `${new URL(c.req.url).origin}/${c.get('locale')}/compare/${code}`, title, createdAt, items }
}

const unavailable = (c: Context<AppEnv>) => apiError(c, 503, 'failed')

comparisonsApi.get('/', async (c) => {
  const { data, error } = await listComparisons(supabaseFor(c))
  return error ? unavailable(c) : c.json({ comparisons: data.map((comparison) => apiComparison(c, comparison)) })
})

/** A body that is not JSON, answered with what a comparison body should hold. */
comparisonsApi.onError((error, c) => {
  if (!isMalformedJson(error)) throw error
  const { badJson } = errorMessages(c)
  return apiError(c, 400, 'bad_json', { body: badJson }, badJson)
})

const validComparison = validJson(comparisonBodySchema, (c, issues) => {
  const fields = comparisonFieldErrors(issues, errorMessages(c), c.get('locale'))
  return apiError(c, 422, 'invalid', fields, Object.values(fields).join(' '))
})

comparisonsApi.post('/', validComparison, async (c) => {
  const messages = errorMessages(c)
  const supabase = supabaseFor(c)
  const recent = await countComparisonsSince(supabase, new Date(Date.now() - LIMIT_WINDOW_MS))
  if (recent.error) return unavailable(c)
  if (recent.data.count >= COMPARISON_LIMIT) {
    const freeAt = recent.data.oldest ? Date.parse(recent.data.oldest) + LIMIT_WINDOW_MS : Date.now() + LIMIT_WINDOW_MS
    c.header('Retry-After', String(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000))))
    const message = c.get('t')('content.comparison.errors.rateLimited', { max: formatNumber(COMPARISON_LIMIT, c.get('locale')) })
    return apiError(c, 429, 'rate_limited', undefined, message)
  }
  const { calculationIds, title } = c.req.valid('json')
  const rows = await listCalculationsByIds(supabase, calculationIds)
  if (rows.error) return unavailable(c)
  const snapshot = snapshotItems(calculationIds, rows.data)
  if (!snapshot.ok) return apiError(c, 422, 'invalid', { calculationIds: messages.calculationIdsUnknown }, messages.calculationIdsUnknown)
  const ownerName = c.get('user')!.username || null
  const { data, error } = await createComparison(supabase, { ownerName, title, items: snapshot.items })
  return error ? unavailable(c) : c.json({ comparison: apiComparison(c, data) }, 201)
})

comparisonsApi.delete('/:code', async (c) => {
  const code = c.req.param('code')
  const notFound = () => apiError(c, 404, 'not_found', undefined, errorMessages(c).notFound)
  if (!isComparisonCode(code)) return notFound()
  const { error } = await deleteComparison(supabaseFor(c), code)
  if (error) return error.kind === 'notFound' ? notFound() : unavailable(c)
  return c.body(null, 204)
})
