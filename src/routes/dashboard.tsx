import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env.ts'
import { RECEIPT_LOCALE } from '../i18n/locales.ts'
import { MAX_TITLE_LENGTH } from '../lib/calculation/limits.ts'
import { isCalculationId } from '../lib/calculation/saved-calculation.ts'
import { pagePath } from '../paths.ts'
import { comparisonLink } from '../lib/comparison.ts'
import { DASHBOARD_LISTS_WAIT_MS, shownRows } from '../lib/calculation/page.ts'
import { settledWithin } from '../lib/settled-within.ts'
import { siteOrigin } from '../lib/site-url.ts'
import { outagePage } from '../middleware/outage-page.tsx'
import { getCalculation, listCalculationsPage } from '../supabase/calculations.ts'
import { listGoals } from '../supabase/goals.ts'
import { nearestGoal } from '../lib/goals/nearest.ts'
import { todayIso } from '../lib/goals/iso-date.ts'
import { listComparisons } from '../supabase/comparisons.ts'
import type { DataResult } from '../supabase/result.ts'
import { dashboardMessages } from '../views/islands/dashboard/messages.ts'
import { DashboardPage, type DashboardLists } from '../views/pages/dashboard-page.tsx'
import { ReceiptPage } from '../views/pages/receipt-page.tsx'
import { sharingFromQuery } from './comparison-forms.tsx'
import { invalidRouteParams, pageNotFoundMessage } from './errors.tsx'
import { readAhead } from './read-ahead.ts'
import { CONTROL_CHARACTERS_MESSAGE } from '../lib/schemas/plain-text.ts'
import type { DashboardIslandProps, RefusedRename } from '../views/islands/dashboard/types.ts'
import { visitorTimeZone } from '../lib/time-zone.ts'

/** `/{lang}/dashboard`: the dashboard (its list hydrated as an island) and, at `/receipt/:id`, the receipt of one calculation. */
export const dashboard = new Hono<AppEnv>()

/** Marks the dashboard variant for browsers without JavaScript, rendered in one piece instead of streamed. */
export const NO_SCRIPT_PARAM = 'nojs'

/** `?favorites=1`: the dashboard lists the favourites alone, read, counted and paged on the server. */
const favoritesOnly = (c: Context<AppEnv>) => c.req.query('favorites') === '1'

/** What the dashboard shows from Supabase, all read side by side (and beside the session check, see `readAhead`). */
export const dashboardReads = readAhead((c, supabase) => ({
  calculations: listCalculationsPage(supabase, { limit: shownRows(c.req.query('shown')), offset: 0, favoritesOnly: favoritesOnly(c) }),
  comparisons: listComparisons(supabase),
  goals: listGoals(supabase),
}))

/** The user's newest calculations and their comparisons, with their links in the page's language. */
async function loadDashboardLists(c: Context<AppEnv>, reads: ReturnType<typeof dashboardReads.take>): Promise<DataResult<DashboardLists>> {
  const [calculations, comparisons] = await Promise.all([reads.calculations, reads.comparisons])
  if (calculations.error) return calculations
  if (comparisons.error) return comparisons
  const origin = siteOrigin(c.env.SITE_URL)
  const links = comparisons.data.map((comparison) => comparisonLink(comparison, origin, c.get('locale')))
  return { data: { calculations: calculations.data.rows, total: calculations.data.total, comparisons: links }, error: null }
}

/** The refusals of a title the rename form answers with (`?error=`), the only sentences its redirect may name. */
const TITLE_REFUSALS = ['validation.titleLength', CONTROL_CHARACTERS_MESSAGE] as const

/** `?rename=<id>&title=…&error=…`: the plain rename form the server refused, given back with its sentence in the page's language. */
function refusedRename(c: Context<AppEnv>): RefusedRename | null {
  const id = c.req.query('rename')
  const error = TITLE_REFUSALS.find((key) => key === c.req.query('error'))
  if (!isCalculationId(id) || !error) return null
  return { id, title: c.req.query('title') ?? '', error: c.get('t')(error, { max: String(MAX_TITLE_LENGTH) }) }
}

/** The outcome of a no-JavaScript form post the dashboard was sent back to, as its query says it. */
function flashOf(c: Context<AppEnv>): DashboardIslandProps['flash'] {
  if (c.req.query('deleted') === '1') return 'deleted'
  if (c.req.query('cleared') === '1') return 'cleared'
  const error = c.req.query('error')
  return error === 'notFound' || error === 'failed' ? error : null
}

dashboard.get('/', async (c) => {
  const locale = c.get('locale')
  const messages = dashboardMessages(locale)
  const saved = c.req.query('saved')
  const noScript = c.req.query(NO_SCRIPT_PARAM) === '1'
  const url = new URL(c.req.url)
  url.searchParams.set(NO_SCRIPT_PARAM, '1')
  const more = new URL(c.req.url)
  more.searchParams.delete('shown')
  const reads = dashboardReads.take(c)
  const loading = loadDashboardLists(c, reads).then(
    (lists) => lists.data,
    () => null,
  )
  const nearest = reads.goals.then((goals) => (goals.data ? nearestGoal(goals.data, todayIso()) : undefined)).catch(() => undefined)
  const both = Promise.all([loading, nearest])
  const arrived = noScript ? await both : await settledWithin(both, DASHBOARD_LISTS_WAIT_MS)
  c.header('Cache-Control', 'private, no-store')
  return c.render(
    <DashboardPage
      lists={arrived ? arrived[0] : loading}
      nearestGoal={arrived ? arrived[1] : nearest}
      noScriptUrl={noScript ? null : url.pathname + url.search}
      island={{
        locale,
        messages,
        favoritesOnly: favoritesOnly(c),
        savedId: isCalculationId(saved) ? saved : null,
        flash: flashOf(c),
        confirmClear: c.req.query('clear') === '1',
        refusedRename: refusedRename(c),
        maxTitleLength: MAX_TITLE_LENGTH,
        timeZone: visitorTimeZone(c.req.raw),
        paths: {
          dashboard: pagePath(locale, 'dashboard'),
          calculator: pagePath(locale, 'home'),
          receipt: `${pagePath(locale, 'dashboard')}/receipt`,
          forms: `${pagePath(locale, 'dashboard')}/calculations`,
          comparisons: `${pagePath(locale, 'dashboard')}/comparisons`,
          goalFromCalculation: `${pagePath(locale, 'goals')}/from-calculation`,
          more: more.pathname + more.search,
        },
        sharing: sharingFromQuery(c),
      }}
    />,
    { meta: 'dashboard', islands: ['dashboard'], noindex: true },
  )
})

/** The receipt's calculation, read beside the session check (see `readAhead`); a malformed id reads nothing. */
export const receiptRead = readAhead((c, supabase) => {
  const id = c.req.param('id')
  return isCalculationId(id) ? getCalculation(supabase, id) : undefined
})

dashboard.get('/receipt/:id', async (c) => {
  const read = receiptRead.take(c)
  if (!read) throw invalidRouteParams(c)
  const user = c.get('user')!
  const result = await read
  if (result.error?.kind === 'notFound') throw new HTTPException(404, { message: pageNotFoundMessage(c.req.path) })
  if (result.error) return outagePage(c)
  c.header('Cache-Control', 'private, no-store')
  return c.render(
    <ReceiptPage
      calculation={result.data}
      receiptLanguage={user.receiptLanguage}
      receiptLocale={RECEIPT_LOCALE[user.receiptLanguage]}
      username={user.username}
      timeZone={visitorTimeZone(c.req.raw)}
    />,
    { meta: 'receipt', islands: ['print'], noindex: true },
  )
})
