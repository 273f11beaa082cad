import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { supabaseDeadline, type SupabaseDeadline } from './deadline.ts'

const deadlines = new WeakMap<Request, SupabaseDeadline>()

/**
 * The one deadline all of a request's calls to Supabase share, whichever
 * client makes them (the session's, the anonymous one of a shared
 * comparison, the avatar proxy, the broadcast) and the session check: once
 * one ran out of time, every later call of the request fails at once, so a
 * frozen backend costs a request one deadline, not one per client.
 *
 * @example createClient(url, key, { global: { fetch: requestDeadline(c).fetch } })
 */
export function requestDeadline(c: Context<AppEnv>): SupabaseDeadline {
  let deadline = deadlines.get(c.req.raw)
  if (!deadline) {
    deadline = supabaseDeadline()
    deadlines.set(c.req.raw, deadline)
  }
  return deadline
}
