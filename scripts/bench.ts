import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { startLocalSupabase } from '../supabase/local/server.ts'
import { freePort } from './lib/free-port.ts'
import { startWranglerDev } from './lib/wrangler.ts'

/**
 * `npm run bench`: figures, never test assertions. Prints the gzip size of
 * the JavaScript each page ships (its island entries plus their imports)
 * against the budgets, with the version check every page also loads (after
 * its islands, at low priority) beside it, then server-rendering latency as
 * a ratio to a static file served by the same `wrangler dev`.
 */
const manifest = JSON.parse(await readFile('public/assets/manifest.json', 'utf8')) as {
  islands: Record<string, { file: string; imports: string[] }>
  versionCheck: string
  serviceWorker: string
}

/**
 * What each page loads: its islands, and on every page the version check. A
 * guest's home page; a signed-in user's pages also load the live client
 * (`live`), whose own size is a row of its own.
 */
const PAGES: Record<string, { islands: string[]; versionCheck: boolean; budgetKb: number }> = {
  home: { islands: ['calculator'], versionCheck: true, budgetKb: 75 },
  dashboard: { islands: ['dashboard', 'live'], versionCheck: true, budgetKb: 80 },
  'live client': { islands: ['live'], versionCheck: false, budgetKb: 5 },
  receipt: { islands: ['print'], versionCheck: true, budgetKb: 1 },
  faq: { islands: [], versionCheck: true, budgetKb: 0.5 },
  legal: { islands: [], versionCheck: true, budgetKb: 0.5 },
}

async function gzipKb(url: string): Promise<number> {
  return gzipSync(await readFile(`public${url}`), { level: 9 }).length / 1024
}

const versionCheckKb = await gzipKb(manifest.versionCheck)
console.log(`JavaScript per page (gzip), everything the page loads (the version check is ${versionCheckKb.toFixed(2)} KB of it):`)
for (const [page, { islands, versionCheck, budgetKb }] of Object.entries(PAGES)) {
  const files = new Set(islands.flatMap((name) => [manifest.islands[name]!.file, ...manifest.islands[name]!.imports]))
  if (versionCheck) files.add(manifest.versionCheck)
  let total = 0
  for (const file of files) total += await gzipKb(file)
  const verdict = total <= budgetKb ? 'within' : 'OVER'
  console.log(`  ${page.padEnd(12)} ${total.toFixed(2).padStart(6)} KB  (budget ${budgetKb} KB: ${verdict})`)
}

/** The service worker (`/sw.js`): no page loads it; it is registered after load, off the critical path, so it is a row of its own. */
async function printServiceWorkerSize(): Promise<void> {
  console.log(
    `  service worker ${(await gzipKb(manifest.serviceWorker)).toFixed(2).padStart(6)} KB  (registered after load, in no page's total)`,
  )
}
await printServiceWorkerSize()

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
