import { startLocalSupabase } from './server.ts'

/**
 * `npm run backend`: the persistent stand-in alone, until Ctrl-C.
 * `LOCAL_SUPABASE_PORT` picks the port (0: any free one) and
 * `LOCAL_SUPABASE_MEMORY=1` keeps the data in memory, for test runs.
 */
const port = process.env.LOCAL_SUPABASE_PORT
const supabase = await startLocalSupabase({
  quiet: process.env.LOCAL_SUPABASE_VERBOSE !== '1',
  ...(port !== undefined ? { port: Number(port) } : {}),
  ...(process.env.LOCAL_SUPABASE_MEMORY === '1' ? { dataDir: null } : {}),
})
console.log(`Local Supabase ready on ${supabase.url}`)
console.log(`  SUPABASE_URL=${supabase.url}`)
console.log(`  SUPABASE_PUBLISHABLE_KEY=${supabase.publishableKey}`)
console.log(`  SUPABASE_SECRET_KEY=${supabase.secretKey}`)
console.log(`  mailbox: ${supabase.url}/__local/mailbox?email=<address>`)

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
