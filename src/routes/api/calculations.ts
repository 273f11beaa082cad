import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { messagesFor } from '../../i18n/translator.ts'
import { refusalMessages } from '../../lib/calculation/field-messages.ts'
import { calculationFromValues, fieldRefusal, needsReferenceRates, type CalculationRefusal } from '../../lib/calculation/new-calculation.ts'
import { isCalculationId } from '../../lib/calculation/saved-calculation.ts'
import { DASHBOARD_PAGE_SIZE } from '../../lib/calculation/page.ts'
import { calculationPageOf, calculationPageSchema } from '../../lib/schemas/calculation-page.ts'
import { calculationBodySchema, favoriteSchema, updateTitleSchema } from '../../lib/calculation/schema.ts'
import { EXPECTED_ACCOUNT } from '../../lib/expected-account.ts'
import { IDEMPOTENCY_KEY } from '../../lib/idempotency-key.ts'
import { expectedAccountSchema } from '../../lib/schemas/expected-account.ts'
import { idempotencyKeySchema } from '../../lib/schemas/idempotency-key.ts'
import {
  clearCalculations,
  createCalculation,
  deleteCalculation,
  listCalculations,
  listCalculationsPage,
  toggleFavorite,
  updateCalculation,
} from '../../supabase/calculations.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { TAKEN_ID } from '../../supabase/result.ts'
import { readAhead } from '../read-ahead.ts'
import { newestReferenceRates } from '../reference-rates.ts'
import { apiError, dataErrorAnswer, takenIdempotencyKey } from './json-error.ts'
import { validHeader, validJson, validQuery } from './json-validator.ts'

/**
 * The list the query asks for, read beside the session check (see
 * `readAhead`): every row (or every favourite, `favorites=1`), or with
 * `limit`/`offset` one page of them. A query the validator refuses never
 * reaches the route, so what it would read is moot.
 */
export const calculationsRead = readAhead((c, supabase) => {
  const { limit, offset, favorites: favoritesOnly } = calculationPageOf(c.req.query())
  return limit === undefined && offset === undefined
    ? { all: listCalculations(supabase, { favoritesOnly }) }
    : { page: listCalculationsPage(supabase, { limit: limit ?? DASHBOARD_PAGE_SIZE, offset: offset ?? 0, favoritesOnly }) }
})

/** A calculation that cannot be stored: 422 naming each field to fix, in the calculator's words. */
const refused = (c: Context<AppEnv>, refusal: CalculationRefusal) =>
  apiError(c, 422, 'invalid', refusalMessages(refusal, messagesFor(c.get('locale')).calculator, c.get('locale')))

/**
 * `/api/calculations`: list, create, rename, favourite, delete, clear all.
 * Rows are scoped by row-level security; a row that is gone or not the
 * caller's is a 404 with the not-found message.
 */
export const calculationsApi = new Hono<AppEnv>()
  .use('/:id/*', async (c, next) => (isCalculationId(c.req.param('id')) ? next() : apiError(c, 404, 'not_found')))
  /**
   * Every row (`{ calculations }`, and nothing else: callers that do not page rely on it), or with `limit`/`offset`
   * one page (`{ calculations, total, nextOffset }`); `favorites=1` reads the
   * favourites alone, `total` then counting only them.
   */
  .get('/', validQuery(calculationPageSchema), async (c) => {
    const read = calculationsRead.take(c)
    if (read.all) {
      const { data, error } = await read.all
      return error ? dataErrorAnswer(c, error) : c.json({ calculations: data })
    }
    const { data, error } = await read.page
    return error ? dataErrorAnswer(c, error) : c.json({ calculations: data.rows, total: data.total, nextOffset: data.nextOffset })
  })
  /**
   * A calculation as JSON, read with the calculation module's schema; its row is computed here, never taken from the client.
   * A price in another currency (`priceCurrency`) is converted at the newest reference rates, read first.
   * With an `Idempotency-Key` (a UUID) the row is stored under it as its id, so the same Save sent again
   * (its first answer lost) answers the row stored the first time; a key that is someone else's row's id is refused.
   * A Save meant for another account than the session's (`x-account`, sent by a page whose person has since been
   * replaced in this browser) is refused with a 409 and stored nowhere.
   */
  .post(
    '/',
    validHeader(v.object({ ...idempotencyKeySchema.entries, ...expectedAccountSchema.entries })),
    validJson(calculationBodySchema, (c, issues) => refused(c, fieldRefusal(issues))),
    async (c) => {
      const values = c.req.valid('json')
      const user = c.get('user')!
      const expected = c.req.valid('header')[EXPECTED_ACCOUNT]
      if (expected && expected !== user.id) return apiError(c, 409, 'other_account')
      const rates = needsReferenceRates(values, user) ? await newestReferenceRates(c) : { data: undefined, error: null }
      if (rates.error) return dataErrorAnswer(c, rates.error)
      const input = calculationFromValues(values, user, rates.data)
      if (!input.ok) return refused(c, input.refusal)
      const key = c.req.valid('header')[IDEMPOTENCY_KEY]
      const { data, error } = await createCalculation(supabaseFor(c), input.calculation, key)
      if (error?.kind === 'failed' && error.code === TAKEN_ID) return takenIdempotencyKey(c)
      return error ? dataErrorAnswer(c, error) : c.json({ calculation: data }, 201)
    },
  )
  .patch('/:id', validJson(updateTitleSchema), async (c) => {
    const { data, error } = await updateCalculation(supabaseFor(c), c.req.param('id'), { title: c.req.valid('json').title })
    return error ? dataErrorAnswer(c, error) : c.json({ calculation: data })
  })
  .post('/:id/favorite', validJson(favoriteSchema), async (c) => {
    const { data, error } = await toggleFavorite(supabaseFor(c), c.req.param('id'), c.req.valid('json').isFavorite)
    return error ? dataErrorAnswer(c, error) : c.json({ calculation: data })
  })
  .delete('/:id', async (c) => {
    const { data, error } = await deleteCalculation(supabaseFor(c), c.req.param('id'))
    return error ? dataErrorAnswer(c, error) : c.json(data)
  })
  .delete('/', async (c) => {
    const { data, error } = await clearCalculations(supabaseFor(c), c.get('user')!.id)
    return error ? dataErrorAnswer(c, error) : c.json(data)
  })
