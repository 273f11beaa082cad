import { join } from 'node:path'
import { REFERENCE_RATES_FEED_PATH } from './gateway.ts'
import { readOrCreateKeys } from './keys.ts'
import { startLocalSupabase } from './server.ts'

/**
 * `npm run backend`: the persistent stand-in alone, until Ctrl-C.
 * `LOCAL_SUPABASE_PORT` picks the port (0: any free one) and
 * `LOCAL_SUPABASE_MEMORY=1` keeps the data in memory, for test runs;
 * `LOCAL_SUPABASE_DIR` keeps data and keys in a folder of its own, so a test
 * can stop the stand-in and start it again with everything as before;
 * `LOCAL_SUPABASE_JWT_EXPIRY` shortens the access tokens' life (seconds).
 */
const port = process.env.LOCAL_SUPABASE_PORT
const jwtExpiry = process.env.LOCAL_SUPABASE_JWT_EXPIRY
const dir = process.env.LOCAL_SUPABASE_DIR
const supabase = await startLocalSupabase({
  quiet: process.env.LOCAL_SUPABASE_VERBOSE !== '1',
  ...(port !== undefined ? { port: Number(port) } : {}),
  ...(jwtExpiry !== undefined ? { jwtExpirySeconds: Number(jwtExpiry) } : {}),
  ...(process.env.LOCAL_SUPABASE_MEMORY === '1' ? { dataDir: null } : {}),
  ...(dir ? { dataDir: join(dir, 'db'), keys: readOrCreateKeys(join(dir, 'keys.env'), `http://127.0.0.1:${port ?? 54321}`) } : {}),
})
console.log(`Local Supabase ready on ${supabase.url}`)
console.log(`  SUPABASE_URL=${supabase.url}`)
console.log(`  SUPABASE_PUBLISHABLE_KEY=${supabase.publishableKey}`)
console.log(`  SUPABASE_SECRET_KEY=${supabase.secretKey}`)
console.log(`  mail: ${supabase.url}/__local/mail (as JSON: ${supabase.url}/__local/mailbox?email=<address>)`)
console.log(`  EXCHANGE_RATES_URL=${supabase.url}${REFERENCE_RATES_FEED_PATH}`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: closing the database…`)
    supabase.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
