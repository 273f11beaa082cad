import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { messagesFor } from '../../i18n/translator.ts'
import { loginPathBackTo, pagePath } from '../../paths.ts'
import { comparisonLink } from '../../lib/comparison.ts'
import { exportedProfile, exportFileName, type AccountExport } from '../../lib/export/account-export.ts'
import { calculationsCsv } from '../../lib/export/calculations-csv.ts'
import { exportQuerySchema } from '../../lib/schemas/export.ts'
import { siteOrigin } from '../../lib/site-url.ts'
import { accountExists } from '../../supabase/account.ts'
import { listEveryCalculation } from '../../supabase/calculations.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { listComparisons } from '../../supabase/comparisons.ts'
import { listGoals } from '../../supabase/goals.ts'
import { readAhead } from '../read-ahead.ts'
import { apiError } from './json-error.ts'
import { validQuery } from './json-validator.ts'

/** Makes the answer a download named `fileName` (links on the profile page fetch it without JavaScript). */
const asAttachment = (c: Context<AppEnv>, fileName: string) => c.header('Content-Disposition', `attachment; filename="${fileName}"`)

/** Everything the JSON export holds, read side by side and beside the session check (see `readAhead`). */
export const exportRead = readAhead((_c, supabase) =>
  Promise.all([listEveryCalculation(supabase), listGoals(supabase), listComparisons(supabase)]),
)

/** The calculations the CSV holds, read beside the session check. */
export const calculationsCsvRead = readAhead((_c, supabase) => listEveryCalculation(supabase))

/**
 * `/api/export`: everything stored about the caller, for the rights of
 * access and portability. `GET /` is one JSON file (`AccountExport`: the
 * profile, every calculation, goal with its savings and comparison with
 * its public link, read side by side); `GET /calculations.csv` the
 * calculations as a spreadsheet. Both are in `?lang=` (the profile's links
 * give the page's) or else the request's language. It is mounted before
 * the API's own sign-in check: followed as a link while signed out, it
 * leads to the login page rather than a download that fails silently.
 * Row-level security scopes every read to the caller.
 */
export const exportApi = new Hono<AppEnv>()
  // A deleted account's other devices still hold valid claims until their tokens expire: Auth is asked before everything is handed out.
  .use(async (c, next) => {
    if (c.get('outage')) return apiError(c, 503, 'unavailable')
    const exists = c.get('user') ? await accountExists(supabaseFor(c)) : { data: false, error: null }
    if (exists.error) return apiError(c, 503, 'unavailable')
    if (exists.data) return next()
    // The profile's download links are followed by the browser: a signed-out person lands on the login page, which leads back to the profile.
    if (c.req.header('sec-fetch-mode') !== 'navigate') return apiError(c, 401, 'unauthorized')
    const query = v.safeParse(exportQuerySchema, c.req.query())
    const lang = (query.success ? query.output.lang : undefined) ?? c.get('locale')
    return c.redirect(loginPathBackTo(lang, pagePath(lang, 'profile')), 303)
  })
  .get('/', validQuery(exportQuerySchema), async (c) => {
    const [calculations, goals, comparisons] = await exportRead.take(c)
    if (calculations.error || goals.error || comparisons.error) return apiError(c, 503, 'failed')
    const origin = siteOrigin(c.env.SITE_URL)
    const body: AccountExport = {
      profile: exportedProfile(c.get('user')!, origin),
      calculations: calculations.data,
      goals: goals.data,
      comparisons: comparisons.data.map((comparison) => comparisonLink(comparison, origin, c.req.valid('query').lang ?? c.get('locale'))),
    }
    asAttachment(c, exportFileName('export', 'json'))
    return c.json(body)
  })
  .get('/calculations.csv', validQuery(exportQuerySchema), async (c) => {
    const { data, error } = await calculationsCsvRead.take(c)
    if (error) return apiError(c, 503, 'failed')
    const locale = c.req.valid('query').lang ?? c.get('locale')
    const messages = messagesFor(locale)
    const texts = { ...messages.auth.profile.data, columns: messages.auth.profile.data.csvColumns, modes: messages.dashboard.modes }
    asAttachment(c, exportFileName('calculations', 'csv'))
    return c.body(calculationsCsv(data, locale, texts), 200, { 'Content-Type': 'text/csv; charset=utf-8; header=present' })
  })
