import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../env.ts'
import { calculatorBodyFrom, echoedCalculatorQuery } from '../lib/calculation/form.ts'
import { calculationFromValues, needsReferenceRates } from '../lib/calculation/new-calculation.ts'
import { isCalculationId } from '../lib/calculation/saved-calculation.ts'
import { calculationBodySchema, updateTitleSchema } from '../lib/calculation/schema.ts'
import { clearCalculations, createCalculation, deleteCalculation, toggleFavorite, updateCalculation } from '../supabase/calculations.ts'
import { supabaseFor } from '../supabase/client.ts'
import { pagePath } from '../paths.ts'
import { formValues, formWriteKeyOf } from './form-validator.ts'
import { newestReferenceRates } from './reference-rates.ts'

/**
 * `/{lang}/dashboard/calculations`: the calculator's and the dashboard's
 * writes as plain form posts, so saving (`/`), deleting (`/:id/delete`),
 * starring (`/:id/favorite`), renaming (`/:id/rename`) and clearing all
 * (`/clear`, from the dashboard's confirmation at `?clear=1`) work without
 * JavaScript. Each redirects (303) back to a page that shows the outcome.
 */
export const calculationForms = new Hono<AppEnv>()

const dashboardPath = (c: Context<AppEnv>, query = '') => `${pagePath(c.get('locale'), 'dashboard')}${query}`

calculationForms.post('/', async (c) => {
  const fields = await formValues(c)
  const back = `${pagePath(c.get('locale'), 'home')}?${echoedCalculatorQuery(fields)}`
  const body = v.safeParse(calculationBodySchema, calculatorBodyFrom(fields, c.get('locale')))
  if (!body.success) return c.redirect(back, 303)
  const user = c.get('user')!
  const rates = needsReferenceRates(body.output, user) ? await newestReferenceRates(c) : undefined
  if (rates?.error) return c.redirect(`${back}&failed=1`, 303)
  const input = calculationFromValues(body.output, user, rates?.data)
  if (!input.ok) return c.redirect(back, 303)
  const { data, error } = await createCalculation(supabaseFor(c), input.calculation, await formWriteKeyOf(c, input.calculation))
  if (error) return c.redirect(`${back}&failed=1`, 303)
  return c.redirect(dashboardPath(c, `?saved=${data.id}`), 303)
})

calculationForms.post('/clear', async (c) => {
  const { error } = await clearCalculations(supabaseFor(c), c.get('user')!.id)
  return c.redirect(dashboardPath(c, error ? '?clear=1&error=failed' : '?cleared=1'), 303)
})

calculationForms.post('/:id/delete', async (c) => {
  const id = c.req.param('id')
  const outcome = isCalculationId(id) ? await deleteCalculation(supabaseFor(c), id) : { error: { kind: 'notFound' } }
  return c.redirect(dashboardPath(c, outcome.error ? '?error=notFound' : '?deleted=1'), 303)
})

calculationForms.post('/:id/favorite', async (c) => {
  const id = c.req.param('id')
  const current = (await formValues(c)).isFavorite
  const known = current === 'true' ? true : current === 'false' ? false : undefined
  const outcome = isCalculationId(id) ? await toggleFavorite(supabaseFor(c), id, known) : { error: { kind: 'notFound' } }
  return c.redirect(dashboardPath(c, outcome.error ? '?error=notFound' : ''), 303)
})

/** The longest typed title a refused rename carries back in its redirect (the form itself takes `MAX_TITLE_LENGTH`). */
const MAX_ECHOED_TITLE = 1000

calculationForms.post('/:id/rename', async (c) => {
  const id = c.req.param('id')
  const typed = (await formValues(c)).title ?? ''
  const read = v.safeParse(updateTitleSchema, { title: typed })
  if (!read.success) {
    const refusal = new URLSearchParams({ rename: id, title: typed.slice(0, MAX_ECHOED_TITLE), error: read.issues[0].message })
    return c.redirect(dashboardPath(c, `?${refusal}`), 303)
  }
  const outcome = isCalculationId(id) ? await updateCalculation(supabaseFor(c), id, read.output) : { error: { kind: 'notFound' } }
  return c.redirect(dashboardPath(c, outcome.error ? '?error=notFound' : ''), 303)
})
