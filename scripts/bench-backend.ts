import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import { startLocalSupabase } from '../supabase/local/server.ts'

/**
 * `npm run bench:backend`: latency of "list my 50 newest calculations" through
 * supabase-js over HTTP against an in-memory stand-in (goal: p50 ≤ 5 ms). A benchmark
 * that prints figures, never a test with timing assertions.
 */
const WARMUP = 50
const RUNS = 500
const GOAL_P50_MS = 5

const supabase = await startLocalSupabase({ port: 0, dataDir: null, quiet: true })
try {
  const client = createClient(supabase.url, supabase.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } })
  const { error } = await client.auth.signUp({ email: `bench-${Date.now()}@example.test`, password: 'bench-password-1' })
  if (error) throw error
  const rows = Array.from({ length: 200 }, (_, i) => ({
    title: `Item ${i}`,
    mode: 'price_to_time',
    amount: 10 + i,
    currency: 'EUR',
    hourly_rate: 40,
    hours: (10 + i) / 40,
    use_work_week: true,
  }))
  const inserted = await client.from('calculations').insert(rows)
  if (inserted.error) throw inserted.error

  const list = () => client.from('calculations').select('*').order('created_at', { ascending: false }).limit(50)
  for (let i = 0; i < WARMUP; i++) await list()
  const times: number[] = []
  const cpu = process.cpuUsage()
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const { data, error: listError } = await list()
    times.push(performance.now() - start)
    if (listError || data?.length !== 50) throw new Error(`unexpected result: ${listError?.message ?? data?.length}`)
  }
  const { user, system } = process.cpuUsage(cpu)
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  const [load] = loadavg()
  console.log(`list my 50 newest calculations (supabase-js over HTTP, ${RUNS} runs after ${WARMUP} warm-up)`)
  console.log(`  p50 ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms   max ${times[times.length - 1]!.toFixed(2)} ms`)
  console.log(`  CPU ${((user + system) / RUNS / 1000).toFixed(2)} ms per request (client and stand-in share this process)`)
  console.log(`  target p50 <= ${GOAL_P50_MS} ms: ${at(0.5) <= GOAL_P50_MS ? 'met' : 'NOT met'}`)
  if (load! > availableParallelism())
    console.log(`  note: load average ${load!.toFixed(1)} on ${availableParallelism()} CPUs, figures are inflated`)
} finally {
  await supabase.close()
}
