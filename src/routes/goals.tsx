import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../env.ts'
import { messagesFor } from '../i18n/translator.ts'
import { effectiveRate } from '../lib/calculation/calculate.ts'
import { formatMoney } from '../lib/format.ts'
import { DEFAULT_CURRENCY, isCurrency } from '../lib/currencies.ts'
import type { WorkSetting } from '../lib/goals/figures.ts'
import { GOAL_FIELDS, isGoalId, type Goal, type GoalField } from '../lib/goals/goal.ts'
import { todayIso } from '../lib/goals/iso-date.ts'
import {
  addSavingsSchema,
  goalBodyFrom,
  goalFieldErrors,
  goalFieldMessage,
  goalPatchSchema,
  newGoalSchema,
  restoredGoalSchema,
} from '../lib/goals/schema.ts'
import { getCalculation } from '../supabase/calculations.ts'
import { supabaseFor } from '../supabase/client.ts'
import { addSavings, createGoal, deleteGoal, getGoal, listGoals, updateGoal } from '../supabase/goals.ts'
import type { DataError } from '../supabase/result.ts'
import { GoalsPage, type GoalFlash, type GoalsPageProps } from '../views/pages/goals-page.tsx'
import { formValues } from './form-validator.ts'
import { readAhead } from './read-ahead.ts'

/**
 * The goals page and its forms: create, edit, add savings, delete and undo,
 * each a plain form post that redirects (303) back to the page with a
 * message, or shows the page again with the refused fields (422).
 */
export const goals = new Hono<AppEnv>()

const FLASHES: readonly GoalFlash[] = ['created', 'updated', 'savingsAdded', 'deleted', 'restored', 'notFound', 'failed']

/** The profile's rate, currency and work week, which the figures are reckoned in. */
function workSetting(c: Context<AppEnv>): WorkSetting {
  const user = c.get('user')!
  return { rate: effectiveRate(undefined, user.hourlyRate), currency: user.currency, useWorkWeek: user.useWorkWeek }
}

const profileCurrency = (c: Context<AppEnv>) => (isCurrency(c.get('user')!.currency) ? c.get('user')!.currency : DEFAULT_CURRENCY)

const goalsPath = (c: Context<AppEnv>, query: Record<string, string> = {}, goalId?: string) => {
  const search = new URLSearchParams(query).toString()
  return `/${c.get('locale')}/goals${search ? `?${search}` : ''}${goalId ? `#goal-${goalId}` : ''}`
}

/** The page's goals, read beside the session check on a GET (see `readAhead`). */
export const goalsRead = readAhead((_c, supabase) => listGoals(supabase))

/** Renders the page with the user's goals and whatever the last submit left to show. */
async function renderGoals(c: Context<AppEnv>, props: Partial<GoalsPageProps> = {}) {
  const { data } = await goalsRead.take(c)
  c.header('Cache-Control', 'private, no-store')
  return c.render(<GoalsPage goals={data} setting={workSetting(c)} today={todayIso()} defaultCurrency={profileCurrency(c)} {...props} />, {
    meta: 'goals',
    noindex: true,
  })
}

/** Localized sentences for refused fields, with the summary above the form. */
function refusal(c: Context<AppEnv>, issues: readonly v.BaseIssue<unknown>[], whenNoObject: readonly string[]) {
  const messages = messagesFor(c.get('locale')).goals
  return { errors: goalFieldErrors(issues, messages, c.get('locale'), whenNoObject), error: messages.errors.summary }
}

/** Back to the page with the outcome of a data call that did not work. */
const failed = (c: Context<AppEnv>, error: DataError) =>
  c.redirect(goalsPath(c, { done: error.kind === 'notFound' ? 'notFound' : 'failed' }), 303)

goals.get('/', async (c) => {
  const done = c.req.query('done')
  const flash = FLASHES.find((known) => known === done)
  let deleted: Goal | undefined
  if (flash === 'deleted') {
    const parsed = v.safeParse(restoredGoalSchema, safeJson(c.req.query('undo')))
    if (parsed.success) deleted = parsed.output
  }
  return renderGoals(c, { flash, deleted })
})

/** JSON from a query value, or undefined. */
function safeJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

goals.post('/', async (c) => {
  const form = await formValues(c)
  const parsed = v.safeParse(newGoalSchema(todayIso()), goalBodyFrom(form, c.get('locale')))
  if (!parsed.success) {
    c.status(422)
    return renderGoals(c, { create: { values: form, ...refusal(c, parsed.issues, ['title', 'targetAmount']) } })
  }
  const { currency, ...fields } = parsed.output
  const { data, error } = await createGoal(supabaseFor(c), { ...fields, currency: currency ?? profileCurrency(c) })
  if (error) return failed(c, error)
  return c.redirect(goalsPath(c, { done: 'created' }, data.id), 303)
})

goals.post('/restore', async (c) => {
  const form = await formValues(c)
  const parsed = v.safeParse(restoredGoalSchema, { ...goalBodyFrom(form, c.get('locale')), id: form.id, createdAt: form.createdAt })
  if (!parsed.success) return c.redirect(goalsPath(c, { done: 'failed' }), 303)
  const { data, error } = await createGoal(supabaseFor(c), parsed.output)
  if (error) return failed(c, error)
  return c.redirect(goalsPath(c, { done: 'restored' }, data.id), 303)
})

goals.post('/:id', async (c) => {
  const id = c.req.param('id')
  if (!isGoalId(id)) return c.redirect(goalsPath(c, { done: 'notFound' }), 303)
  const form = await formValues(c)
  const supabase = supabaseFor(c)
  const parsed = v.safeParse(goalPatchSchema, goalBodyFrom(form, c.get('locale')))
  const edit = (errors: ReturnType<typeof refusal>) => {
    c.status(422)
    return renderGoals(c, { edit: { id, values: form as Partial<Record<GoalField, string>>, ...errors } })
  }
  if (!parsed.success) return edit(refusal(c, parsed.issues, GOAL_FIELDS))
  const pastDeadline = parsed.output.deadline && parsed.output.deadline < todayIso() ? parsed.output.deadline : undefined
  const { error } = await updateGoal(supabase, id, parsed.output, pastDeadline)
  if (!error) return c.redirect(goalsPath(c, { done: 'updated' }, id), 303)
  if (!pastDeadline || error.kind !== 'notFound') return failed(c, error)
  const stored = await getGoal(supabase, id)
  if (stored.error) return failed(c, stored.error)
  const messages = messagesFor(c.get('locale')).goals
  return edit({
    errors: { deadline: goalFieldMessage('deadline', 'pastDate', messages, c.get('locale')) },
    error: messages.errors.summary,
  })
})

goals.post('/:id/savings', async (c) => {
  const id = c.req.param('id')
  if (!isGoalId(id)) return c.redirect(goalsPath(c, { done: 'notFound' }), 303)
  const form = await formValues(c)
  const supabase = supabaseFor(c)
  const savings = (errors: Record<string, string>) => {
    c.status(422)
    return renderGoals(c, { savings: { id, values: { amount: form.amount ?? '' }, errors } })
  }
  const parsed = v.safeParse(addSavingsSchema, goalBodyFrom(form, c.get('locale'), ['amount']))
  if (!parsed.success) return savings(refusal(c, parsed.issues, ['amount']).errors)
  const added = await addSavings(supabase, id, parsed.output.amount)
  if (!added.error) return c.redirect(goalsPath(c, { done: 'savingsAdded' }, id), 303)
  if (added.error.kind !== 'notFound') return failed(c, added.error)
  const stored = await getGoal(supabase, id)
  if (stored.error) return failed(c, stored.error)
  return savings({ amount: goalFieldMessage('amount', 'tooLarge', messagesFor(c.get('locale')).goals, c.get('locale')) })
})

goals.post('/:id/delete', async (c) => {
  const id = c.req.param('id')
  if (!isGoalId(id)) return c.redirect(goalsPath(c, { done: 'notFound' }), 303)
  const { data, error } = await deleteGoal(supabaseFor(c), id)
  if (error) return failed(c, error)
  return c.redirect(goalsPath(c, { done: 'deleted', undo: JSON.stringify(data) }), 303)
})

goals.post('/from-calculation/:id', async (c) => {
  const id = c.req.param('id')
  if (!isGoalId(id)) return c.redirect(goalsPath(c, { done: 'notFound' }), 303)
  const supabase = supabaseFor(c)
  const calculation = await getCalculation(supabase, id)
  if (calculation.error) return failed(c, calculation.error)
  const { title, amount, currency, mode } = calculation.data
  if (mode !== 'price_to_time') return c.redirect(goalsPath(c, { done: 'notFound' }), 303)
  const parsed = v.safeParse(newGoalSchema(todayIso()), {
    title: title ?? c.get('t')('goals.dashboard.untitled', { amount: formatMoney(amount, currency, c.get('locale')) }),
    targetAmount: amount,
    currency,
  })
  if (!parsed.success) return c.redirect(goalsPath(c, { done: 'failed' }), 303)
  const { data, error } = await createGoal(supabase, { ...parsed.output, currency })
  if (error) return failed(c, error)
  return c.redirect(goalsPath(c, { done: 'created' }, data.id), 303)
})
