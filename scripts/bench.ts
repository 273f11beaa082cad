import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { startLocalSupabase } from '../supabase/local/server.ts'
import { freePort } from './lib/free-port.ts'
import { startWranglerDev } from './lib/wrangler.ts'

/**
 * `npm run bench`: figures, never test assertions. Prints the gzip size of
 * the JavaScript each page ships (its island entries plus their imports)
 * against the budgets, then server-rendering latency as a ratio to a static
 * file served by the same `wrangler dev`.
 */
const manifest = JSON.parse(await readFile('public/assets/manifest.json', 'utf8')) as {
  islands: Record<string, { file: string; imports: string[] }>
}

/** A guest's home page; a signed-in user's pages also load the live client (`live`). */
const PAGES: Record<string, { islands: string[]; budgetKb: number }> = {
  home: { islands: ['calculator'], budgetKb: 75 },
  dashboard: { islands: ['dashboard', 'live'], budgetKb: 80 },
  'live client': { islands: ['live'], budgetKb: 5 },
  receipt: { islands: ['print'], budgetKb: 1 },
  faq: { islands: [], budgetKb: 0 },
  legal: { islands: [], budgetKb: 0 },
}

async function gzipKb(url: string): Promise<number> {
  return gzipSync(await readFile(`public${url}`), { level: 9 }).length / 1024
}

console.log('JavaScript per page (gzip):')
for (const [page, { islands, budgetKb }] of Object.entries(PAGES)) {
  const files = new Set(islands.flatMap((name) => [manifest.islands[name]!.file, ...manifest.islands[name]!.imports]))
  let total = 0
  for (const file of files) total += await gzipKb(file)
  const verdict = total <= budgetKb ? 'within' : 'OVER'
  console.log(`  ${page.padEnd(12)} ${total.toFixed(1).padStart(6)} KB  (budget ${budgetKb} KB: ${verdict})`)
}

/** p50 and p95 of `runs` sequential GETs of one URL, in milliseconds. */
async function latency(url: string, runs: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = []
  for (let i = 0; i < runs + 20; i++) {
    const start = performance.now()
    const res = await fetch(url, { redirect: 'manual' })
    await res.arrayBuffer()
    if (i >= 20) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { p50: times[Math.floor(runs * 0.5)]!, p95: times[Math.floor(runs * 0.95)]! }
}

console.log('\nServer latency under `wrangler dev` on loopback (200 sequential requests each, after 20 warm-up):')
const supabase = await startLocalSupabase({ port: 0, dataDir: null, quiet: true })
const worker = await startWranglerDev({
  port: await freePort(),
  vars: { SUPABASE_URL: supabase.url, SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey },
})
try {
  const floor = await latency(`${worker.url}/favicon.svg`, 200)
  console.log(`  static floor /favicon.svg   p50 ${floor.p50.toFixed(2)} ms  p95 ${floor.p95.toFixed(2)} ms`)
  for (const path of ['/en/faq', '/de', '/pt-BR?mode=price_to_time&rate=40&currency=BRL&price=1200', '/sitemap.xml']) {
    const { p50, p95 } = await latency(worker.url + path, 200)
    console.log(
      `  ${path.padEnd(26).slice(0, 26)}  p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (${(p50 / floor.p50).toFixed(1)}× floor)`,
    )
  }
} finally {
  await worker.stop()
  await supabase.close()
}
