import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { ReferenceRates } from '../lib/exchange-rates/reference-rates.ts'
import type { Database } from './database.ts'
import { supabaseDeadline } from './deadline.ts'
import { dataFailure, type DataResult } from './result.ts'

/** More rows than one publication has (the ECB quotes about 30 currencies), so the newest day is read whole in one request. */
const NEWEST_ROWS = 100

/**
 * The newest publication of reference rates stored, read by anyone (a
 * guest's client too): undefined while the table is empty.
 */
export async function latestReferenceRates(supabase: SupabaseClient<Database>): Promise<DataResult<ReferenceRates | undefined>> {
  const { data, error } = await supabase
    .from('exchange_rates')
    .select('rate_date, currency, rate')
    .order('rate_date', { ascending: false })
    .order('currency', { ascending: true })
    .limit(NEWEST_ROWS)
  if (error) return dataFailure(error, 'No reference rates')
  const date = data[0]?.rate_date
  if (date === undefined) return { data: undefined, error: null }
  const perEuro = Object.fromEntries(data.filter((row) => row.rate_date === date).map((row) => [row.currency, Number(row.rate)]))
  return { data: { date, perEuro }, error: null }
}

/**
 * Stores one publication with the project's secret key (the table takes
 * writes from no API role but `service_role`, through
 * `store_exchange_rates`): all of its rates or none, keeping what the day
 * already holds. Answers how many rates were new (0 on a second run).
 */
export async function storeReferenceRates(
  env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_SECRET_KEY'>,
  rates: ReferenceRates,
): Promise<DataResult<number>> {
  const supabase = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: supabaseDeadline().fetch },
    db: { retry: false },
  })
  const { data, error } = await supabase.rpc('store_exchange_rates', { rate_date: rates.date, rates: rates.perEuro })
  return error ? dataFailure(error, 'No reference rates') : { data, error: null }
}
