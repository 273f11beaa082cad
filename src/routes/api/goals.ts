import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { messagesFor } from '../../i18n/translator.ts'
import { DEFAULT_CURRENCY, isCurrency } from '../../lib/currencies.ts'
import { isGoalId } from '../../lib/goals/goal.ts'
import { todayIso } from '../../lib/goals/iso-date.ts'
import {
  addSavingsSchema,
  goalFieldErrors,
  goalFieldMessage,
  goalPatchSchema,
  isPastDeadlineChange,
  newGoalSchema,
} from '../../lib/goals/schema.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { addSavings, createGoal, deleteGoal, getGoal, listGoals, updateGoal } from '../../supabase/goals.ts'
import type { DataError } from '../../supabase/result.ts'
import { apiError, readJson } from './json-error.ts'

/**
 * `/api/goals`: list (oldest first), create, change any field, add savings,
 * delete. Amounts are JSON numbers, deadlines ISO dates. Rows are scoped by
 * row-level security, so someone else's goal, an unknown id and a malformed
 * one are all the same 404.
 */
export const goalsApi = new Hono<AppEnv>()

const goalMessages = (c: Context<AppEnv>) => messagesFor(c.get('locale')).goals

const notFound = (c: Context<AppEnv>) => apiError(c, 404, 'not_found', undefined, goalMessages(c).flash.notFound)

const dataError = (c: Context<AppEnv>, error: DataError) => (error.kind === 'notFound' ? notFound(c) : apiError(c, 503, 'failed'))

/** A 422 naming each refused field, with all the sentences as the message. */
function refused(c: Context<AppEnv>, fields: Record<string, string>) {
  return apiError(c, 422, 'invalid', fields, Object.values(fields).join(' '))
}

/** Reads the JSON body through a schema: the output, or the response to send (400 for no JSON, 422 naming the fields). */
async function jsonBody<Schema extends v.GenericSchema>(c: Context<AppEnv>, schema: Schema, whenNoObject: readonly string[]) {
  const body = await readJson(c)
  if (body === undefined) {
    const message = messagesFor(c.get('locale')).dashboard.errors.badJson
    return { response: apiError(c, 400, 'bad_json', { body: message }, message) }
  }
  const parsed = v.safeParse(schema, body)
  if (parsed.success) return { data: parsed.output as v.InferOutput<Schema> }
  return { response: refused(c, goalFieldErrors(parsed.issues, goalMessages(c), c.get('locale'), whenNoObject)) }
}

/** The currency a goal takes when none is sent: the profile's. */
function profileCurrency(c: Context<AppEnv>): string {
  const currency = c.get('user')!.currency
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY
}

/** One sentence for one field, from the catalogue's codes. */
function fieldError(c: Context<AppEnv>, field: 'deadline' | 'amount', code: 'pastDate' | 'tooLarge') {
  return refused(c, { [field]: goalFieldMessage(field, code, goalMessages(c), c.get('locale')) })
}

goalsApi.use('/:id/*', async (c, next) => (isGoalId(c.req.param('id')) ? next() : notFound(c)))
goalsApi.use('/:id', async (c, next) => (isGoalId(c.req.param('id')) ? next() : notFound(c)))

goalsApi.get('/', async (c) => {
  const { data, error } = await listGoals(supabaseFor(c))
  return error ? dataError(c, error) : c.json({ goals: data })
})

goalsApi.post('/', async (c) => {
  const body = await jsonBody(c, newGoalSchema(todayIso()), ['title', 'targetAmount'])
  if (body.response) return body.response
  const { currency, ...fields } = body.data
  const { data, error } = await createGoal(supabaseFor(c), { ...fields, currency: currency ?? profileCurrency(c) })
  return error ? dataError(c, error) : c.json({ goal: data }, 201)
})

goalsApi.get('/:id', async (c) => {
  const { data, error } = await getGoal(supabaseFor(c), c.req.param('id'))
  return error ? dataError(c, error) : c.json({ goal: data })
})

goalsApi.patch('/:id', async (c) => {
  const id = c.req.param('id')
  const body = await jsonBody(c, goalPatchSchema, ['body'])
  if (body.response) return body.response
  const supabase = supabaseFor(c)
  const today = todayIso()
  if (body.data.deadline && body.data.deadline < today) {
    const stored = await getGoal(supabase, id)
    if (stored.error) return dataError(c, stored.error)
    if (isPastDeadlineChange(body.data, stored.data.deadline, today)) return fieldError(c, 'deadline', 'pastDate')
  }
  const { data, error } = await updateGoal(supabase, id, body.data)
  return error ? dataError(c, error) : c.json({ goal: data })
})

goalsApi.post('/:id/savings', async (c) => {
  const id = c.req.param('id')
  const body = await jsonBody(c, addSavingsSchema, ['amount'])
  if (body.response) return body.response
  const supabase = supabaseFor(c)
  const added = await addSavings(supabase, id, body.data.amount)
  if (added.error?.kind !== 'notFound') return added.error ? dataError(c, added.error) : c.json({ goal: added.data })
  const stored = await getGoal(supabase, id)
  return stored.error ? dataError(c, stored.error) : fieldError(c, 'amount', 'tooLarge')
})

goalsApi.delete('/:id', async (c) => {
  const { error } = await deleteGoal(supabaseFor(c), c.req.param('id'))
  return error ? dataError(c, error) : c.body(null, 204)
})
