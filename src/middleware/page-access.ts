import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { sameSitePath } from '../lib/safe-redirect.ts'
import { loginPathBackTo, PAGES, pagePath, pageUnder } from '../paths.ts'
import { outagePage } from './outage-page.tsx'

/**
 * The one guard for pages, reading `access` from the page table. A guest
 * under a login-only page goes to the language's login page with `next` set
 * to where they wanted to go (for a form sent after the session ended, the
 * form's page, where what was typed comes back: `client/islands/form-drafts.ts`),
 * so they come back after logging in; a signed-in
 * visitor who opens the login or sign-up page goes on to `next`, else the
 * dashboard. While Supabase cannot say whose the session is, a login-only
 * page answers the 503 outage page instead: an outage is not a sign-out.
 */
export const pageAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const locale = c.get('locale')
  const page = pageUnder(c.req.path.slice(locale.length + 1))
  const access = page ? PAGES[page].access : 'open'
  const user = c.get('user')
  if (access === 'user' && !user && c.get('outage')) return outagePage(c)
  if (access === 'user' && !user) {
    const url = new URL(c.req.url)
    // A form sent after the session ended comes back to its page (a goal's savings form posts to `/goals/7/savings`, which is no page).
    const back = c.req.method === 'GET' || c.req.method === 'HEAD' || !page ? url.pathname + url.search : pagePath(locale, page)
    c.header('Cache-Control', 'private, no-store')
    return c.redirect(loginPathBackTo(locale, back), 302)
  }
  if (access === 'guest' && user && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    return c.redirect(sameSitePath(c.req.query('next'), '') || pagePath(locale, 'dashboard'), 303)
  }
  return next()
}
