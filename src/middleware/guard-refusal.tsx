import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { RefusalPage } from '../views/pages/refusal-page.tsx'

/**
 * Answers a request the site's guards refused before any route read it (too
 * large, sent from another site) with the refusal page: the status, the
 * title and lead of `guard.<refusal>` in the visitor's language, never cached.
 */
export function guardRefusal(c: Context<AppEnv>, status: 403 | 413, refusal: 'crossSite' | 'tooLarge') {
  const t = c.get('t')
  const [title, lead] = [t(`guard.${refusal}.title`), t(`guard.${refusal}.lead`)]
  c.status(status)
  c.header('Cache-Control', 'no-store')
  return c.render(<RefusalPage status={status} title={title} lead={lead} />, { meta: 'serverError', title, description: lead })
}
