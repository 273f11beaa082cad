import { readReferenceRatesFeed } from '../lib/exchange-rates/feed.ts'
import { storeReferenceRates } from '../supabase/exchange-rates.ts'

/** How long the feed may take to arrive before the run gives up (the next day's run tries again). */
const FEED_TIMEOUT_MS = 20_000

/** What one run did, for the log and the tests. */
export type RatesRun =
  | { status: 'stored'; date: string; rates: number; added: number }
  | { status: 'refused'; problems: string[] }
  | { status: 'failed'; reason: string }

/**
 * The daily Cron Trigger's work: fetch the ECB's feed at
 * `EXCHANGE_RATES_URL`, read it strictly (`readReferenceRatesFeed`) and
 * store the day's rates. A feed that cannot be fetched, is malformed or is
 * partial stores nothing, and the log says why; a second run on the same
 * day adds nothing.
 */
export async function storeDailyReferenceRates(
  env: Pick<Env, 'EXCHANGE_RATES_URL' | 'SUPABASE_URL' | 'SUPABASE_SECRET_KEY'>,
): Promise<RatesRun> {
  const run = await fetchAndStore(env)
  if (run.status === 'stored') console.log(`reference rates of ${run.date}: ${run.rates} read, ${run.added} new`)
  else if (run.status === 'refused') console.error(`reference rates not stored, the feed is refused: ${run.problems.join('; ')}`)
  else console.error(`reference rates not stored: ${run.reason}`)
  return run
}

async function fetchAndStore(env: Pick<Env, 'EXCHANGE_RATES_URL' | 'SUPABASE_URL' | 'SUPABASE_SECRET_KEY'>): Promise<RatesRun> {
  let xml: string
  try {
    const response = await fetch(env.EXCHANGE_RATES_URL, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) })
    if (!response.ok) return { status: 'failed', reason: `the feed answered ${response.status}` }
    xml = await response.text()
  } catch (error) {
    return { status: 'failed', reason: `the feed did not answer (${String(error)})` }
  }
  const feed = readReferenceRatesFeed(xml)
  if (!feed.ok) return { status: 'refused', problems: feed.problems }
  const { data, error } = await storeReferenceRates(env, feed.rates)
  if (error) return { status: 'failed', reason: `Supabase refused them (${error.message})` }
  return { status: 'stored', date: feed.rates.date, rates: Object.keys(feed.rates.perEuro).length, added: data }
}
