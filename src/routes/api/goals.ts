import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { messagesFor } from '../../i18n/translator.ts'
import { DEFAULT_CURRENCY, isCurrency } from '../../lib/currencies.ts'
import { isGoalId } from '../../lib/goals/goal.ts'
import { IDEMPOTENCY_KEY } from '../../lib/idempotency-key.ts'
import { todayIso } from '../../lib/goals/iso-date.ts'
import { addSavingsSchema, goalFieldErrors, goalFieldMessage, goalPatchSchema, newGoalSchema } from '../../lib/goals/schema.ts'
import { idempotencyKeySchema } from '../../lib/schemas/idempotency-key.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { addSavings, createGoal, deleteGoal, getGoal, listGoals, updateGoal } from '../../supabase/goals.ts'
import { TAKEN_ID, type DataError } from '../../supabase/result.ts'
import { readAhead } from '../read-ahead.ts'
import { apiError, dataErrorAnswer, takenIdempotencyKey } from './json-error.ts'
import { validHeader, validJson } from './json-validator.ts'

const goalMessages = (c: Context<AppEnv>) => messagesFor(c.get('locale')).goals

const notFound = (c: Context<AppEnv>) => apiError(c, 404, 'not_found', undefined, goalMessages(c).flash.notFound)

const dataError = (c: Context<AppEnv>, error: DataError) => dataErrorAnswer(c, error, goalMessages(c).flash.notFound)

/** A 422 naming each refused field, with all the sentences as the message. */
function refused(c: Context<AppEnv>, fields: Record<string, string>) {
  return apiError(c, 422, 'invalid', fields, Object.values(fields).join(' '))
}

/** Validates a JSON body through a goal schema; a refusal is a 422 naming each field (`whenNoObject` when the body is no object). */
const validGoal = <Schema extends v.GenericSchema>(schema: Schema, whenNoObject: readonly string[]) =>
  validJson(schema, (c, issues) => refused(c, goalFieldErrors(issues, goalMessages(c), c.get('locale'), whenNoObject)))

/** The currency a goal takes when none is sent: the profile's. */
function profileCurrency(c: Context<AppEnv>): string {
  const currency = c.get('user')!.currency
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY
}

/** One sentence for one field, from the catalogue's codes. */
function fieldError(c: Context<AppEnv>, field: 'deadline' | 'amount', code: 'pastDate' | 'totalTooLarge') {
  return refused(c, { [field]: goalFieldMessage(field, code, goalMessages(c), c.get('locale')) })
}

/** The caller's goals, read beside the session check (see `readAhead`). */
export const goalsListRead = readAhead((_c, supabase) => listGoals(supabase))

/**
 * `/api/goals`: list (oldest first), create, change any field, add savings,
 * delete. Amounts are JSON numbers, deadlines ISO dates. Rows are scoped by
 * row-level security, so someone else's goal, an unknown id and a malformed
 * one are all the same 404.
 */
export const goalsApi = new Hono<AppEnv>()
  .use('/:id/*', async (c, next) => (isGoalId(c.req.param('id')) ? next() : notFound(c)))
  .get('/', async (c) => {
    const { data, error } = await goalsListRead.take(c)
    return error ? dataError(c, error) : c.json({ goals: data })
  })
  /**
   * With an `Idempotency-Key` (a UUID) the goal is stored under it as its id, so the same request
   * sent again (its first answer lost) answers the goal stored the first time.
   */
  .post(
    '/',
    validHeader(idempotencyKeySchema),
    validGoal(
      v.lazy(() => newGoalSchema(todayIso())),
      ['title', 'targetAmount'],
    ),
    async (c) => {
      const { currency, ...fields } = c.req.valid('json')
      const id = c.req.valid('header')[IDEMPOTENCY_KEY]
      const { data, error } = await createGoal(supabaseFor(c), { ...fields, currency: currency ?? profileCurrency(c), id })
      if (error?.kind === 'failed' && error.code === TAKEN_ID) return takenIdempotencyKey(c)
      return error ? dataError(c, error) : c.json({ goal: data }, 201)
    },
  )
  .get('/:id', async (c) => {
    const { data, error } = await getGoal(supabaseFor(c), c.req.param('id'))
    return error ? dataError(c, error) : c.json({ goal: data })
  })
  .patch('/:id', validGoal(goalPatchSchema, ['body']), async (c) => {
    const id = c.req.param('id')
    const changes = c.req.valid('json')
    const supabase = supabaseFor(c)
    const pastDeadline = changes.deadline && changes.deadline < todayIso() ? changes.deadline : undefined
    const { data, error } = await updateGoal(supabase, id, changes, pastDeadline)
    if (!error) return c.json({ goal: data })
    if (!pastDeadline || error.kind !== 'notFound') return dataError(c, error)
    const stored = await getGoal(supabase, id)
    return stored.error ? dataError(c, stored.error) : fieldError(c, 'deadline', 'pastDate')
  })
  /** With an `Idempotency-Key` the addition is made once: sent again as the goal's last addition, it answers the goal as it stands. */
  .post('/:id/savings', validHeader(idempotencyKeySchema), validGoal(addSavingsSchema, ['amount']), async (c) => {
    const id = c.req.param('id')
    const supabase = supabaseFor(c)
    const added = await addSavings(supabase, id, c.req.valid('json').amount, c.req.valid('header')[IDEMPOTENCY_KEY])
    if (added.error?.kind !== 'notFound') return added.error ? dataError(c, added.error) : c.json({ goal: added.data })
    const stored = await getGoal(supabase, id)
    return stored.error ? dataError(c, stored.error) : fieldError(c, 'amount', 'totalTooLarge')
  })
  .delete('/:id', async (c) => {
    const { error } = await deleteGoal(supabaseFor(c), c.req.param('id'))
    return error ? dataError(c, error) : c.body(null, 204)
  })
