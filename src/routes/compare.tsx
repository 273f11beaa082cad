import type { Context, Handler } from 'hono'
import { Hono } from 'hono/tiny'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env.ts'
import { messagesFor } from '../i18n/translator.ts'
import { isComparisonCode } from '../lib/comparison-code.ts'
import { comparisonPreview } from '../lib/comparison-preview.ts'
import type { Comparison } from '../lib/comparison.ts'
import { sampleComparison } from '../lib/sample-comparison.ts'
import { createAnonSupabase } from '../supabase/anon-client.ts'
import { outagePage } from '../middleware/outage-page.tsx'
import { COMPARISON_CACHE } from '../middleware/page-cache.ts'
import { comparisonPath } from '../paths.ts'
import { getSharedComparison } from '../supabase/comparisons.ts'
import { requestDeadline } from '../supabase/request-deadline.ts'
import { ComparisonPage } from '../views/pages/comparison-page.tsx'
import { invalidRouteParams, pageNotFoundMessage } from './errors.tsx'

/** `/{lang}/compare`: a shared comparison by its code. */
export const compare = new Hono<AppEnv>()

/** Renders one comparison with link previews that name what it compares; comparison pages are never indexed. */
function renderComparison(c: Context<AppEnv>, comparison: Comparison) {
  const { content, calculator } = messagesFor(c.get('locale'))
  const preview = comparisonPreview(comparison, c.get('locale'), content.comparison, calculator.result)
  const shared = comparison.code !== null
  return c.render(<ComparisonPage comparison={comparison} preview={preview} />, {
    meta: shared ? 'compare' : 'testSharedComparison',
    title: shared ? preview.title : undefined,
    ogTitle: preview.title,
    description: preview.description,
    noindex: true,
  })
}

/** `/{lang}/test-shared-comparison`: the sample comparison, built from the catalogue, in the same view. */
export const sampleComparisonPage: Handler<AppEnv> = (c) =>
  renderComparison(c, sampleComparison(messagesFor(c.get('locale')).content.comparison.sample))

/**
 * `/{lang}/compare/{code}`: anyone with the link, read as the anonymous role
 * whatever session the visitor has. A comparison has one spelling
 * (`comparisonPath`): another spelling of a well-formed code (a
 * percent-encoded letter) is redirected there, so no page is ever kept
 * under a second address that a delete would not purge. A malformed code
 * is a route error, an unknown or deleted one the 404 page, an unreachable
 * backend the localized 503 outage page. A guest's copy is kept at the edge
 * (deleting purges it) and a minute at most in shared caches; a signed-in
 * visitor's page links to their own settings, so it is never stored.
 */
compare.get('/:code', async (c) => {
  const code = c.req.param('code')
  if (!isComparisonCode(code)) throw invalidRouteParams(c)
  const url = new URL(c.req.url)
  const canonical = comparisonPath(c.get('locale'), code)
  if (url.pathname !== canonical) return c.redirect(canonical + url.search, 301)
  const { data, error } = await getSharedComparison(createAnonSupabase(c.env, requestDeadline(c).fetch), code)
  if (error?.kind === 'notFound') throw new HTTPException(404, { message: pageNotFoundMessage(c.req.path) })
  if (error) return outagePage(c)
  c.header('Cache-Control', c.get('user') ? 'private, no-store' : COMPARISON_CACHE)
  c.header('X-Robots-Tag', 'noindex')
  return renderComparison(c, data)
})
