import { Hono } from 'hono/tiny'
import { streamSSE } from 'hono/streaming'
import type { AppEnv } from '../../env.ts'
import type { LiveMessage } from '../../lib/live/change.ts'
import { HEARTBEAT_MS } from '../../lib/live/schedule.ts'
import { storedAccount } from '../../supabase/account.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { joinLiveChanges, sessionToken } from '../../supabase/live-changes.ts'
import { clearSessionCookies } from '../../supabase/session-cookies.ts'
import { apiError } from './json-error.ts'

/** The relay ends this long before the access token it joined with expires, so the browser's next request refreshes the session first. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000

/**
 * `GET /api/realtime`: the user's live changes as server-sent events.
 *
 * Server-sent events rather than a WebSocket: the traffic is one-way (the
 * browser only listens and writes through `POST /api/broadcast`), a plain
 * GET passes through the same session middleware that refreshes the cookies
 * (Set-Cookie on this response), it is bound by same-origin rules (no
 * cross-site WebSocket hijacking), and the CSP's `connect-src 'self'`
 * covers it.
 *
 * The account is checked at Auth first (a deleted one's claims stay valid
 * until its token expires, and so does a profile changed on another
 * device: the relay then says the profile changed, so the page refreshes
 * its session and shows the stored one). The worker joins Realtime with the session's access token and relays only
 * the user's own topic. Events: a `heartbeat` at once (the browser then
 * knows the relay answered) and every 30 s; unnamed `data:` events carry a
 * `LiveMessage` (`{ table, operation }` for a database change); `online`
 * once joined. When the join times out or is refused, or Realtime is lost
 * later, the relay says `offline` and ends the stream: the browser
 * reconnects on the app's schedule (`lib/live/schedule.ts`) to a fresh relay with a fresh
 * connection, instead of waiting on one that may have stalled. `renew` ends
 * the stream about 60 s before the token expires, and the browser
 * reconnects at once with a refreshed session.
 */
export const realtimeApi = new Hono<AppEnv>().get('/', async (c) => {
  const supabase = supabaseFor(c)
  const [token, account] = await Promise.all([sessionToken(supabase), storedAccount(supabase)])
  if (!token) return apiError(c, 401, 'unauthorized')
  // A deleted account's token keeps valid claims until it expires: the relay, joined every few minutes, asks Auth, and
  // signs this browser out when the account is gone, so the tab's next look at its page goes to the login page.
  if (!account.error && account.data === null) {
    clearSessionCookies(c)
    return apiError(c, 401, 'unauthorized')
  }
  const user = c.get('user')!
  const userId = user.id
  const staleProfile = account.data !== null && JSON.stringify(account.data) !== JSON.stringify(user)
  const response = streamSSE(c, async (stream) => {
    const send = (event: string | undefined, data: unknown) => void stream.writeSSE({ event, data: JSON.stringify(data) })
    let running = true
    let wake = () => {}
    const stopped = new Promise<void>((resolve) => (wake = resolve))
    const stop = () => {
      running = false
      wake()
    }
    stream.onAbort(stop)
    send('heartbeat', {})
    if (staleProfile) send(undefined, { table: 'profile', operation: 'UPDATE' } satisfies LiveMessage)
    const leave = await joinLiveChanges(c.env, userId, token.accessToken, {
      message: (message) => send(undefined, message),
      live: (on) => {
        send(on ? 'online' : 'offline', {})
        if (!on) stop()
      },
    })
    const renewAt = token.expiresAt - RENEW_BEFORE_EXPIRY_MS
    while (running && Date.now() < renewAt) {
      await Promise.race([stopped, stream.sleep(Math.min(HEARTBEAT_MS, renewAt - Date.now()))])
      if (running && Date.now() < renewAt) send('heartbeat', {})
    }
    if (running) await stream.writeSSE({ event: 'renew', data: '{}' })
    await leave()
  })
  response.headers.set('Cache-Control', 'private, no-store')
  return response
})
