import { RealtimeClient, type SupabaseClient } from '@supabase/supabase-js'
import { liveMessageOf, type LiveMessage } from '../lib/live/change.ts'
import { HEARTBEAT_MS, reconnectDelay, TIMEOUT_MS } from '../lib/live/schedule.ts'
import type { Database } from './database.ts'

/** The user's private topic, where the database publishes every change to their rows and profile. */
export const userTopic = (userId: string) => `user:${userId}`

/** What a relay hears from Realtime. */
export interface LiveListener {
  /** A broadcast on the user's topic, as the browser may see it. */
  message(message: LiveMessage): void
  /** True once the topic is joined (again), false when the connection to Realtime is lost or refused. */
  live(on: boolean): void
}

/** The request's access token and when it expires (ms since the epoch), for a relay that must end before it does. */
export interface SessionToken {
  accessToken: string
  expiresAt: number
}

/**
 * The session's access token as the session middleware left it (refreshed
 * when it was close to expiry). Only a relay needs it: it joins Realtime on
 * the user's behalf, and the browser never holds a token.
 */
export async function sessionToken(supabase: SupabaseClient<Database>): Promise<SessionToken | null> {
  const { data } = await supabase.auth.getSession()
  const session = data.session
  if (!session?.access_token || !session.expires_at) return null
  return { accessToken: session.access_token, expiresAt: session.expires_at * 1000 }
}

/**
 * Joins Supabase Realtime as the user (realtime-js over the Workers runtime's
 * outbound WebSocket) on the private topic `user:<id>` and reports what it
 * hears until the returned `leave` is called, on the app's realtime schedule
 * (`lib/live/schedule.ts`): a heartbeat every 30 s, a 10 s timeout, reconnects after 1 s, 2 s, 5 s, then
 * every 10 s; each rejoin reports `live(true)` again. A join that times out
 * or is refused is logged (`console.warn`), so a relay that stays offline
 * says why in the worker's log.
 *
 * @example
 * const leave = await joinLiveChanges(c.env, user.id, token.accessToken, { message: send, live: setLive })
 * stream.onAbort(leave)
 */
export async function joinLiveChanges(
  env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_PUBLISHABLE_KEY'>,
  userId: string,
  accessToken: string,
  listener: LiveListener,
): Promise<() => Promise<void>> {
  const client = new RealtimeClient(`${env.SUPABASE_URL.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey: env.SUPABASE_PUBLISHABLE_KEY },
    heartbeatIntervalMs: HEARTBEAT_MS,
    timeout: TIMEOUT_MS,
    reconnectAfterMs: reconnectDelay,
  })
  await client.setAuth(accessToken)
  client
    .channel(userTopic(userId), { config: { private: true } })
    .on('broadcast', { event: '*' }, ({ event, payload }) => listener.message(liveMessageOf(event, payload)))
    .subscribe((status, error) => {
      if (status === 'TIMED_OUT' || status === 'CHANNEL_ERROR') console.warn(`live relay: Realtime join ${status}`, error?.message ?? '')
      listener.live(status === 'SUBSCRIBED')
    })
  return async () => {
    await client.removeAllChannels()
    await client.disconnect()
  }
}
