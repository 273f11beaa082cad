import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env.ts'
import { RECEIPT_LOCALE } from '../i18n/locales.ts'
import { messagesFor } from '../i18n/translator.ts'
import { MAX_TITLE_LENGTH } from '../lib/calculation/limits.ts'
import { isCalculationId } from '../lib/calculation/saved-calculation.ts'
import { getCalculation, listCalculations } from '../supabase/calculations.ts'
import { listGoals } from '../supabase/goals.ts'
import { nearestGoal } from '../lib/goals/nearest.ts'
import { todayIso } from '../lib/goals/iso-date.ts'
import { supabaseFor } from '../supabase/client.ts'
import type { DashboardMessages } from '../views/islands/dashboard/types.ts'
import { DashboardPage } from '../views/pages/dashboard-page.tsx'
import { ReceiptPage } from '../views/pages/receipt-page.tsx'
import { invalidRouteParams, pageNotFoundMessage } from './errors.tsx'

/** `/{lang}/dashboard`: the dashboard (a streamed list hydrated as an island) and, at `/receipt/:id`, the receipt of one calculation. */
export const dashboard = new Hono<AppEnv>()

/** Marks the dashboard variant for browsers without JavaScript, rendered in one piece instead of streamed. */
export const NO_SCRIPT_PARAM = 'nojs'

dashboard.get('/', async (c) => {
  const locale = c.get('locale')
  const { receipt: _receipt, ...own } = messagesFor(locale).dashboard
  const messages: DashboardMessages = { ...own, durations: messagesFor(locale).calculator.result }
  const saved = c.req.query('saved')
  const noScript = c.req.query(NO_SCRIPT_PARAM) === '1'
  const url = new URL(c.req.url)
  url.searchParams.set(NO_SCRIPT_PARAM, '1')
  const loading = listCalculations(supabaseFor(c)).catch((error: unknown) => ({
    data: null,
    error: { kind: 'failed' as const, message: error instanceof Error ? error.message : String(error) },
  }))
  const nearest = listGoals(supabaseFor(c))
    .then((goals) => (goals.data ? nearestGoal(goals.data, todayIso()) : undefined))
    .catch(() => undefined)
  c.header('Cache-Control', 'private, no-store')
  return c.render(
    <DashboardPage
      nearestGoal={noScript ? await nearest : nearest}
      calculations={noScript ? await loading : loading}
      noScriptUrl={url.pathname + url.search}
      island={{
        locale,
        messages,
        favoritesOnly: c.req.query('favorites') === '1',
        savedId: isCalculationId(saved) ? saved : null,
        flash: c.req.query('deleted') === '1' ? 'deleted' : c.req.query('error') === 'notFound' ? 'notFound' : null,
        maxTitleLength: MAX_TITLE_LENGTH,
        paths: {
          dashboard: `/${locale}/dashboard`,
          calculator: `/${locale}`,
          receipt: `/${locale}/dashboard/receipt`,
          forms: `/${locale}/dashboard/calculations`,
          goalFromCalculation: `/${locale}/goals/from-calculation`,
        },
      }}
    />,
    { meta: 'dashboard', islands: ['dashboard'], noindex: true },
  )
})

dashboard.get('/receipt/:id', async (c) => {
  const id = c.req.param('id')
  if (!isCalculationId(id)) throw invalidRouteParams(c)
  const user = c.get('user')!
  const result = await getCalculation(supabaseFor(c), id)
  if (result.error?.kind === 'notFound') throw new HTTPException(404, { message: pageNotFoundMessage(c.req.path) })
  if (result.error) throw new Error(`receipt ${id}: ${result.error.message}`)
  c.header('Cache-Control', 'private, no-store')
  return c.render(
    <ReceiptPage
      calculation={result.data}
      receiptLanguage={user.receiptLanguage}
      receiptLocale={RECEIPT_LOCALE[user.receiptLanguage]}
      username={user.username}
    />,
    { meta: 'receipt', islands: ['print'], noindex: true },
  )
})
