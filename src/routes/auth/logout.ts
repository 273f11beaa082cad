import type { Handler } from 'hono'
import type { AppEnv } from '../../env.ts'
import { pagePath } from '../../paths.ts'
import { signOut } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { clearSessionCookies } from '../../supabase/session-cookies.ts'

/** `POST /{lang}/logout`: ends the session with Supabase and in the cookies, then says so on the login page. */
export const logout: Handler<AppEnv> = async (c) => {
  if (c.get('supabase')) await signOut(supabaseFor(c))
  clearSessionCookies(c)
  return c.redirect(`${pagePath(c.get('locale'), 'login')}?signedOut=1`, 303)
}
