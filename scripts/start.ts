import { execFileSync } from 'node:child_process'
import { startLocalSupabase } from '../supabase/local/server.ts'
import { REFERENCE_RATES_FEED_PATH } from '../supabase/local/gateway.ts'
import { startWranglerDev } from './lib/wrangler.ts'

/**
 * `npm start`: builds the browser bundles, starts the local Supabase on
 * 127.0.0.1:54321 (data kept in .data/), then `wrangler dev` pointed at it
 * (the reference-rates feed too, a copy the stand-in serves; `--test-scheduled`
 * runs the daily Cron Trigger at `/__scheduled`), and stops both on Ctrl-C.
 */
const port = Number(process.env.PORT ?? 8787)

execFileSync(process.execPath, ['scripts/build-client.ts'], { stdio: 'inherit' })
const supabase = await startLocalSupabase({ quiet: true })
console.log(`local Supabase: ${supabase.url}\nmail it sent (confirmation links): ${supabase.url}/__local/mail`)
const worker = await startWranglerDev({
  port,
  testScheduled: true,
  vars: {
    SUPABASE_URL: supabase.url,
    SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey,
    SUPABASE_SECRET_KEY: supabase.secretKey,
    EXCHANGE_RATES_URL: `${supabase.url}${REFERENCE_RATES_FEED_PATH}`,
  },
})
worker.process.stderr?.pipe(process.stderr)
console.log(`\nTimePrice is running: ${worker.url}\nPress Ctrl-C to stop.\n`)

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  await worker.stop()
  await supabase.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
worker.process.on('exit', shutdown)
