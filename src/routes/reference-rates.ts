import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import type { ReferenceRates } from '../lib/exchange-rates/reference-rates.ts'
import { createAnonSupabase } from '../supabase/anon-client.ts'
import { latestReferenceRates } from '../supabase/exchange-rates.ts'
import { requestDeadline } from '../supabase/request-deadline.ts'
import type { DataResult } from '../supabase/result.ts'
import { readAhead } from './read-ahead.ts'

/**
 * The newest reference rates for a request: read with its session's client
 * when it has one, else as a guest (everyone may read them), within the
 * request's deadline on Supabase.
 */
export function newestReferenceRates(c: Context<AppEnv>): Promise<DataResult<ReferenceRates | undefined>> {
  return latestReferenceRates(c.get('supabase') ?? createAnonSupabase(c.env, requestDeadline(c).fetch))
}

/**
 * A signed-in calculator's read of the newest reference rates, begun beside
 * the session check (see `readAhead`; mounted at home in `worker.ts`).
 */
export const referenceRatesRead = readAhead((_c, supabase) => latestReferenceRates(supabase))

/**
 * The newest reference rates for a page that can do without them (read
 * ahead for a signed-in request, else now as a guest): undefined when there
 * are none or Supabase does not answer (the page then converts nothing and
 * says so, rather than failing).
 */
export async function referenceRatesIfAny(c: Context<AppEnv>): Promise<ReferenceRates | undefined> {
  const { data } = await (c.get('user') ? referenceRatesRead.take(c) : newestReferenceRates(c))
  return data ?? undefined
}
