import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { pagePath } from '../paths.ts'
import { accountExists } from '../supabase/account.ts'
import { supabaseFor } from '../supabase/client.ts'
import { clearSessionCookies } from '../supabase/session-cookies.ts'
import { GoodbyePage } from '../views/pages/goodbye-page.tsx'

/**
 * `/{lang}/goodbye`: the page after an account was deleted, never indexed.
 * A tab of the deleted account may arrive here before the deletion's own
 * answer cleared its cookies (the live message is faster), holding a token
 * whose claims stay valid until it expires: so a signed-in visitor is asked
 * about at Auth, signed out here when the account is gone, and sent on to
 * the dashboard when it still exists.
 */
export const goodbyePage: Handler<AppEnv> = async (c) => {
  if (c.get('user')) {
    const exists = await accountExists(supabaseFor(c))
    if (exists.data) return c.redirect(pagePath(c.get('locale'), 'dashboard'), 303)
    clearSessionCookies(c)
    c.set('user', null)
  }
  return c.render(<GoodbyePage />, { meta: 'goodbye', noindex: true })
}
