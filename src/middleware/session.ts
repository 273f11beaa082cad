import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'
import { LIVE_CHANGE_HEADER } from '../lib/live/profile-refresh.ts'
import { getSessionUser } from '../supabase/account.ts'
import { createAnonSupabase } from '../supabase/anon-client.ts'
import { isAuthOutage } from '../supabase/auth-errors.ts'
import { supabaseFor } from '../supabase/client.ts'
import { requestDeadline } from '../supabase/request-deadline.ts'
import { clearSessionCookies, hasSessionCookie } from '../supabase/session-cookies.ts'

/**
 * Establishes who is asking before anything renders (a streamed page cannot
 * set cookies later). A visitor without a session cookie is a guest and costs
 * no Supabase call. Otherwise the user is verified with Supabase; a token
 * within 90 s of expiry is refreshed on the way and the new cookies are
 * written now. A failed check clears the session and the visitor continues as
 * a guest; an outage of Supabase is no sign-out: the cookies stay for the next
 * request and `outage` tells the guards to answer 503 instead, while the
 * rest of the request goes on as a guest's, with an anonymous client on the
 * request's deadline (the session's may be stuck behind its refresh). A live
 * region's refetch after a profile change (`LIVE_CHANGE_HEADER`)
 * refreshes the session first, so its token carries the new profile. The client is
 * the one a route's read-ahead (`routes/read-ahead.ts`) may already have
 * started its reads with, so those go out beside this check.
 */
export const session: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null)
  c.set('outage', false)
  if (!hasSessionCookie(c)) {
    c.set('supabase', undefined)
    return next()
  }

  const { data: user, error } = await getSessionUser(supabaseFor(c), requestDeadline(c), {
    refresh: c.req.header(LIVE_CHANGE_HEADER) === 'profile',
  })
  if (user) c.set('user', user)
  else if (isAuthOutage(error)) {
    c.set('outage', true)
    // The session's client may still be retrying its refresh (auth-js backs off for up to 30 s), and every call of it waits for that.
    c.set('supabase', createAnonSupabase(c.env, requestDeadline(c).fetch))
  } else clearSessionCookies(c)
  await next()
}
