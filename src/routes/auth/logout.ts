import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { outagePage } from '../../middleware/outage-page.tsx'
import { logoutSchema } from '../../lib/schemas/auth.ts'
import { pagePath } from '../../paths.ts'
import { signOut } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { clearSessionCookies } from '../../supabase/session-cookies.ts'
import { validForm } from '../form-validator.ts'

/**
 * `POST /{lang}/logout`: ends the session with Supabase and in the cookies,
 * then says so on the login page. `scope=global` (the profile's "Sign out
 * everywhere") ends every session of the account: other devices can no
 * longer refresh theirs, and keep access only until their access token
 * expires, since pages check the token where they run. When Supabase cannot
 * be reached, this device is still signed out, but "everywhere" answers the
 * localized 503 page, keeping the session, rather than say it was done.
 */
export const logout = new Hono<AppEnv>()

logout.post(
  '/',
  validForm(logoutSchema, (c) => c.redirect(pagePath(c.get('locale'), 'profile'), 303)),
  async (c) => {
    const { scope } = c.req.valid('form')
    const { error } = c.get('supabase') ? await signOut(supabaseFor(c), scope) : { error: null }
    // Every other device would stay signed in (in an outage the request's client holds no session to end): the answer says so and offers to send it again.
    if (scope === 'global' && (error || c.get('outage'))) return outagePage(c)
    clearSessionCookies(c)
    return c.redirect(`${pagePath(c.get('locale'), 'login')}?signedOut=1`, 303)
  },
)
