import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../env.ts'
import { messagesFor } from '../i18n/translator.ts'
import { isCalculationId } from '../lib/calculation/saved-calculation.ts'
import { isComparisonCode } from '../lib/comparison-code.ts'
import { MAX_COMPARISON_TITLE_LENGTH } from '../lib/comparison.ts'
import { formatNumber } from '../lib/format.ts'
import {
  comparisonErrorMessage,
  comparisonFormSchema,
  comparisonRefusals,
  isComparisonErrorKey,
  type ComparisonErrorKey,
} from '../lib/schemas/comparison.ts'
import { supabaseFor } from '../supabase/client.ts'
import { purgeComparisonPages } from '../middleware/edge-cache.ts'
import { deleteComparison } from '../supabase/comparisons.ts'
import { comparisonCodeFor, comparisonOwner } from './comparison-request.ts'
import { formWriteKeyOf, validForm } from './form-validator.ts'
import { COMPARISON_LIMIT, compareCalculations } from '../supabase/new-comparison.ts'
import type { SharingProps } from '../views/islands/dashboard/types.ts'

/**
 * `/{lang}/dashboard/comparisons`: the dashboard's comparison forms for
 * browsers without JavaScript: create a comparison from the ticked
 * calculations (`/`, the JSON API's schema and data calls), and delete one
 * after its confirmation step (`/:code/delete`). Each redirects (303) back
 * to the dashboard, which shows the new link or why nothing was done.
 */
export const comparisonForms = new Hono<AppEnv>()

/** Why a form post did nothing, as the dashboard's `refused` query carries it. */
type Refusal = ComparisonErrorKey | 'rateLimited' | 'notFound' | 'failed'

const OTHER_REFUSALS: readonly string[] = ['rateLimited', 'notFound', 'failed']

/** Ticked ids given back after a refusal: enough for any real form, so a forged one cannot grow the URL without end. */
const MAX_CHOSEN_KEPT = 20

const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string')

const backToDashboard = (c: Context<AppEnv>, query: Record<string, string | string[]>) => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, item)
  return c.redirect(`/${c.get('locale')}/dashboard?${search}`, 303)
}

/** Back to the selection with why nothing was made, the ticked ids and the typed title given back. */
async function refuse(c: Context<AppEnv>, refused: Refusal) {
  const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>)
  const [title] = texts(form.title)
  return backToDashboard(c, {
    select: '1',
    refused,
    chosen: texts(form.calculationIds).filter(isCalculationId).slice(0, MAX_CHOSEN_KEPT),
    title: (title ?? '').slice(0, MAX_COMPARISON_TITLE_LENGTH * 2),
  })
}

/** The create form through the JSON API's schema; a refusal carries its first reason's key. */
const validComparison = validForm(
  comparisonFormSchema,
  (c, { errors }) => refuse(c, (Object.values(errors)[0] as ComparisonErrorKey | undefined) ?? 'calculationIdsCount'),
  (_c, issues) => Object.fromEntries(comparisonRefusals(issues).map(({ field, key }) => [field, key])),
)

comparisonForms.post('/', validComparison, async (c) => {
  const sent = c.req.valid('form')
  const code = await comparisonCodeFor(c, await formWriteKeyOf(c, sent))
  const outcome = await compareCalculations(supabaseFor(c), sent, comparisonOwner(c), code)
  if (outcome.ok) return backToDashboard(c, { comparison: outcome.comparison.code })
  return refuse(c, outcome.reason === 'unknownCalculations' ? 'calculationIdsUnknown' : outcome.reason)
})

comparisonForms.post('/:code/delete', async (c) => {
  const code = c.req.param('code')
  const { error } = isComparisonCode(code) ? await deleteComparison(supabaseFor(c), code) : { error: { kind: 'notFound' } }
  if (!error) {
    await purgeComparisonPages(c, code)
    return backToDashboard(c, { comparisonDeleted: '1' })
  }
  return backToDashboard(c, { refused: error.kind === 'notFound' ? 'notFound' : 'failed' })
})

/** The localized sentence of a refusal, naming the field where there is one. */
function refusalMessage(c: Context<AppEnv>, refused: Refusal): string {
  const locale = c.get('locale')
  const t = c.get('t')
  if (refused === 'failed') return t('dashboard.errors.failed')
  if (refused === 'notFound') return t('content.comparison.errors.notFound')
  if (refused === 'rateLimited') return t('content.comparison.errors.rateLimited', { max: formatNumber(COMPARISON_LIMIT, locale) })
  const field = refused.startsWith('title') ? 'title' : 'calculationIds'
  return comparisonErrorMessage({ field, key: refused }, messagesFor(locale).content.comparison.errors, locale)
}

/**
 * The dashboard's selection mode and the outcome of these forms, read from
 * its query: `?select=1`, `?comparison=<code>`, `?comparisonDeleted=1`, and
 * `?refused=<why>` with the ticked ids and typed title given back.
 */
export function sharingFromQuery(c: Context<AppEnv>): Omit<SharingProps, 'comparisons'> {
  const refused = c.req.query('refused')
  const known = isComparisonErrorKey(refused) || OTHER_REFUSALS.includes(refused ?? '')
  const created = c.req.query('comparison')
  return {
    selecting: c.req.query('select') === '1',
    createdCode: isComparisonCode(created) ? created : null,
    error: known ? refusalMessage(c, refused as Refusal) : null,
    deleted: c.req.query('comparisonDeleted') === '1',
    chosen: (c.req.queries('chosen') ?? []).filter(isCalculationId),
    title: c.req.query('title') ?? '',
    formKey: crypto.randomUUID(),
  }
}
