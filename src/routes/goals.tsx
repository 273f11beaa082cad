import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../env.ts'
import { outagePage } from '../middleware/outage-page.tsx'
import { messagesFor } from '../i18n/translator.ts'
import { effectiveRate } from '../lib/calculation/calculate.ts'
import { formatMoney } from '../lib/format.ts'
import { formWriteKey } from '../lib/form-write-key.ts'
import { DEFAULT_CURRENCY, isCurrency } from '../lib/currencies.ts'
import type { ReferenceRates } from '../lib/exchange-rates/reference-rates.ts'
import type { WorkSetting } from '../lib/goals/figures.ts'
import { isCalculationId } from '../lib/calculation/saved-calculation.ts'
import { GOAL_FIELDS, isGoalId, type Goal, type GoalField } from '../lib/goals/goal.ts'
import { todayIso } from '../lib/goals/iso-date.ts'
import {
  addSavingsSchema,
  goalFieldErrors,
  goalFieldMessage,
  goalFormSchema,
  goalFromCalculation,
  goalPatchSchema,
  newGoalSchema,
  restoredGoalSchema,
  RESTORED_GOAL_FIELDS,
  undoQuerySchema,
} from '../lib/goals/schema.ts'
import { getCalculation } from '../supabase/calculations.ts'
import { supabaseFor } from '../supabase/client.ts'
import { latestReferenceRates } from '../supabase/exchange-rates.ts'
import { addSavings, createGoal, deleteGoal, getGoal, listGoals, updateGoal } from '../supabase/goals.ts'
import type { DataError } from '../supabase/result.ts'
import { GoalsPage, type GoalFlash, type GoalsPageProps } from '../views/pages/goals-page.tsx'
import { formWriteKeyOf, validFormIn, validPageQuery, type FormErrors } from './form-validator.ts'
import { isSignedUndo, signUndo } from './goal-undo.ts'
import { readAhead } from './read-ahead.ts'

/**
 * The goals page and its forms: create, edit, add savings, delete and undo,
 * each a plain form post that redirects (303) back to the page with a
 * message, or shows the page again with the refused fields (422).
 */
export const goals = new Hono<AppEnv>()

const FLASHES: readonly GoalFlash[] = ['created', 'updated', 'savingsAdded', 'deleted', 'restored', 'notFound', 'failed']

/** The profile's rate, currency and work week, which the figures are reckoned in, and the reference rates a goal in another currency is converted at. */
function workSetting(c: Context<AppEnv>, rates: ReferenceRates | undefined): WorkSetting {
  const user = c.get('user')!
  return { rate: effectiveRate(undefined, user.hourlyRate), currency: user.currency, useWorkWeek: user.useWorkWeek, rates }
}

const profileCurrency = (c: Context<AppEnv>) => (isCurrency(c.get('user')!.currency) ? c.get('user')!.currency : DEFAULT_CURRENCY)

const goalsPath = (c: Context<AppEnv>, query: Record<string, string> = {}, goalId?: string) => {
  const search = new URLSearchParams(query).toString()
  return `/${c.get('locale')}/goals${search ? `?${search}` : ''}${goalId ? `#goal-${goalId}` : ''}`
}

/** The page's goals and the newest reference rates, read beside the session check on a GET (see `readAhead`). */
export const goalsRead = readAhead((_c, supabase) => ({ goals: listGoals(supabase), rates: latestReferenceRates(supabase) }))

/** Renders the page with the user's goals and whatever the last submit left to show. */
async function renderGoals(c: Context<AppEnv>, props: Partial<GoalsPageProps> = {}) {
  const read = goalsRead.take(c)
  const [{ data }, rates] = await Promise.all([read.goals, read.rates])
  c.header('Cache-Control', 'private, no-store')
  return c.render(
    <GoalsPage
      goals={data}
      setting={workSetting(c, rates.data ?? undefined)}
      today={todayIso()}
      defaultCurrency={profileCurrency(c)}
      {...props}
    />,
    {
      meta: 'goals',
      noindex: true,
    },
  )
}

/** Localized sentences for refused fields; a body that is no object misses `whenNoObject`. */
const goalErrors =
  (whenNoObject: readonly string[]): FormErrors =>
  (c, issues) =>
    goalFieldErrors(issues, messagesFor(c.get('locale')).goals, c.get('locale'), whenNoObject)

/** The summary above a form with refused fields. */
const summary = (c: Context<AppEnv>) => messagesFor(c.get('locale')).goals.errors.summary

/** Sends a post for a goal id that cannot be one back to the page, which says the goal is gone. */
const knownGoal = async (c: Context<AppEnv>, next: () => Promise<void>) =>
  isGoalId(c.req.param('id')) ? next() : c.redirect(goalsPath(c, { done: 'notFound' }), 303)

/**
 * The answer to a form whose data call did not work: back to the page saying
 * the goal is gone, or the localized 503 page holding what was typed, to
 * send it again as it was (the write is keyed, so it is made once).
 */
const failed = (c: Context<AppEnv>, error: DataError) =>
  error.kind === 'notFound' ? c.redirect(goalsPath(c, { done: 'notFound' }), 303) : outagePage(c)

/** The page's query: the last submit's outcome and, after a delete, the goal that undo brings back. */
const pageQuerySchema = v.object({
  done: v.fallback(v.optional(v.picklist(FLASHES)), undefined),
  undo: undoQuerySchema,
})

goals.get('/', validPageQuery(pageQuerySchema), async (c) => {
  const { done, undo } = c.req.valid('query')
  // Only a deletion this person made is offered back; a crafted address shows no banner at all.
  const deleted = done === 'deleted' && undo && (await isSignedUndo(c, undo, undo.signature)) ? undo : undefined
  return renderGoals(c, { flash: done === 'deleted' && !deleted ? undefined : done, deleted })
})

/**
 * A form's own address opened as a page (a refused form's page reloaded or
 * its address copied, the page's live refresh asking for it again): the
 * goals page, at the goal.
 */
goals.get('/:id/:form{savings|delete}?', (c) => c.redirect(goalsPath(c, {}, c.req.param('id')), 303))

const validNewGoal = validFormIn(
  (locale) =>
    goalFormSchema(
      v.lazy(() => newGoalSchema(todayIso())),
      locale,
    ),
  (c, { values, errors }) => {
    c.status(422)
    return renderGoals(c, { create: { values, errors: errors as Record<string, string>, error: summary(c) } })
  },
  goalErrors(['title', 'targetAmount']),
)

goals.post('/', validNewGoal, async (c) => {
  const { currency, ...fields } = c.req.valid('form')
  const goal = { ...fields, currency: currency ?? profileCurrency(c) }
  const id = await formWriteKeyOf(c, goal)
  const { data, error } = await createGoal(supabaseFor(c), { ...goal, id })
  if (error) return failed(c, error)
  return c.redirect(goalsPath(c, { done: 'created' }, data.id), 303)
})

const validRestore = validFormIn(
  (locale) => goalFormSchema(restoredGoalSchema, locale, RESTORED_GOAL_FIELDS),
  (c) => c.redirect(goalsPath(c, { done: 'failed' }), 303),
)

goals.post('/restore', validRestore, async (c) => {
  const { signature, ...goal } = c.req.valid('form')
  if (!(await isSignedUndo(c, goal, signature))) return c.redirect(goalsPath(c, { done: 'failed' }), 303)
  const supabase = supabaseFor(c)
  // Undone already (the page came back from the browser's history), this gives back the goal that is there: what was asked.
  const { error } = await createGoal(supabase, goal)
  if (error) return failed(c, error)
  return c.redirect(goalsPath(c, { done: 'restored' }, goal.id), 303)
})

/** Shows the page again with the edit form's typed text and the refused fields (422). */
const editRefused = (c: Context<AppEnv>, values: Record<string, string>, errors: Record<string, string>) => {
  c.status(422)
  return renderGoals(c, {
    edit: { id: c.req.param('id') ?? '', values: values as Partial<Record<GoalField, string>>, errors, error: summary(c) },
  })
}

const validEdit = validFormIn<ReturnType<typeof goalFormSchema<typeof goalPatchSchema>>, '/:id'>(
  (locale) => goalFormSchema(goalPatchSchema, locale),
  (c, { values, errors }) => editRefused(c as Context<AppEnv>, values, errors as Record<string, string>),
  goalErrors(GOAL_FIELDS),
)

goals.post('/:id', knownGoal, validEdit, async (c) => {
  const id = c.req.param('id')
  const changes = c.req.valid('form')
  const supabase = supabaseFor(c)
  const pastDeadline = changes.deadline && changes.deadline < todayIso() ? changes.deadline : undefined
  const { error } = await updateGoal(supabase, id, changes, pastDeadline)
  if (!error) return c.redirect(goalsPath(c, { done: 'updated' }, id), 303)
  if (!pastDeadline || error.kind !== 'notFound') return failed(c, error)
  const stored = await getGoal(supabase, id)
  if (stored.error) return failed(c, stored.error)
  const values = Object.fromEntries(
    Object.entries(await c.req.parseBody()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  return editRefused(c, values, { deadline: goalFieldMessage('deadline', 'pastDate', messagesFor(c.get('locale')).goals, c.get('locale')) })
})

/** Shows the page again with the savings form's amount and its refusal (422). */
const savingsRefused = (c: Context<AppEnv>, amount: string, errors: Record<string, string>) => {
  c.status(422)
  return renderGoals(c, { savings: { id: c.req.param('id') ?? '', values: { amount }, errors } })
}

const validSavings = validFormIn<ReturnType<typeof goalFormSchema<typeof addSavingsSchema>>, '/:id/savings'>(
  (locale) => goalFormSchema(addSavingsSchema, locale, ['amount']),
  (c, { values, errors }) => savingsRefused(c as Context<AppEnv>, values.amount ?? '', errors as Record<string, string>),
  goalErrors(['amount']),
)

goals.post('/:id/savings', knownGoal, validSavings, async (c) => {
  const id = c.req.param('id')
  const supabase = supabaseFor(c)
  const { amount } = c.req.valid('form')
  const added = await addSavings(supabase, id, amount, await formWriteKeyOf(c, { goal: id, amount }))
  if (!added.error) return c.redirect(goalsPath(c, { done: 'savingsAdded' }, id), 303)
  if (added.error.kind !== 'notFound') return failed(c, added.error)
  const stored = await getGoal(supabase, id)
  if (stored.error) return failed(c, stored.error)
  const typed = (await c.req.parseBody()).amount
  return savingsRefused(c, typeof typed === 'string' ? typed : '', {
    amount: goalFieldMessage('amount', 'totalTooLarge', messagesFor(c.get('locale')).goals, c.get('locale')),
  })
})

goals.post('/:id/delete', knownGoal, async (c) => {
  const id = c.req.param('id')!
  const { data, error } = await deleteGoal(supabaseFor(c), id)
  if (error) return failed(c, error)
  const signature = await signUndo(c, data)
  return c.redirect(goalsPath(c, { done: 'deleted', undo: JSON.stringify({ ...data, signature }) }), 303)
})

goals.post('/from-calculation/:id', async (c) => {
  const id = c.req.param('id')
  if (!isCalculationId(id)) return c.redirect(goalsPath(c, { done: 'notFound' }), 303)
  const supabase = supabaseFor(c)
  const calculation = await getCalculation(supabase, id)
  if (calculation.error) return failed(c, calculation.error)
  // The goal is the price as typed: one typed in dollars stays in dollars, and its hours follow the reference rates.
  const { title, price, priceCurrency, mode } = calculation.data
  if (mode !== 'price_to_time') return c.redirect(goalsPath(c, { done: 'notFound' }), 303)
  const untitled = c.get('t')('goals.dashboard.untitled', { amount: formatMoney(price, priceCurrency, c.get('locale')) })
  const goal = goalFromCalculation({ title, amount: price, currency: priceCurrency }, untitled, todayIso())
  if (!goal) return c.redirect(goalsPath(c, { done: 'failed' }), 303)
  // One goal per calculation: pressed twice (a double click without JavaScript, a reload resending it), the button makes one.
  const once = await formWriteKey(c.get('user')!.id, { goalFrom: id })
  const { data, error } = await createGoal(supabase, { ...goal, currency: priceCurrency, id: once })
  if (error) return failed(c, error)
  return c.redirect(goalsPath(c, { done: 'created' }, data.id), 303)
})
