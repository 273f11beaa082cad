import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startLocalSupabase } from '../supabase/local/server.ts'
import { benchAccount } from './lib/bench-account.ts'
import { pageCss } from './lib/blocking-css.ts'
import { freePort } from './lib/free-port.ts'
import { cpuPerRequest, getOk, requestsPerSecond } from './lib/http-load.ts'
import { NODE_PAGES, nodeRequestCpu, renderAloneCpu } from './lib/node-render.ts'
import { cpuMs } from './lib/process-cpu.ts'
import { buildDeployBundle } from './lib/worker-bundle.ts'
import { serveWithWorkerd } from './lib/workerd.ts'

/**
 * `npm run bench`: figures, never test assertions, all of the production
 * build (`NODE_ENV=production`, minified, bundled as `wrangler deploy` ships
 * it) and all on loopback. Prints the JavaScript each page ships against its
 * budget, the deployable worker's gzip size, the CPU time of a render in Node
 * and in workerd (cache miss and hit), guest throughput against a static
 * file, and the CSS each page makes the browser wait for; each target as
 * "(target …: met/missed)", and at the end the figures beside issue 13's.
 */
const manifest = JSON.parse(await readFile('public/assets/manifest.json', 'utf8')) as {
  islands: Record<string, { file: string; imports: string[] }>
  versionCheck: string
  serviceWorker: string
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2)
const ms = (value: number) => `${value.toFixed(3)} ms`
/** What a browser sends with every page request that the worker reads (its languages, region first). */
const BROWSER_HEADERS = { 'accept-language': 'en-US,en;q=0.9' }
const MISSES = 100
const HITS = 300
const verdict = (met: boolean, target: string) => `(target ${target}: ${met ? 'met' : 'missed'})`

/** The requests per second of two addresses, measured in turn twice, the better of each (other load disturbs a 1 s window). */
async function bestRates(
  [firstUrl, firstHeaders]: [url: string, headers: Record<string, string>],
  [secondUrl, secondHeaders]: [url: string, headers: Record<string, string>],
): Promise<[number, number]> {
  let first = 0
  let second = 0
  for (let round = 0; round < 2; round++) {
    first = Math.max(first, await requestsPerSecond(firstUrl, firstHeaders))
    second = Math.max(second, await requestsPerSecond(secondUrl, secondHeaders))
  }
  return [first, second]
}

/**
 * What each page loads: its islands, and on every page the version check. A
 * guest's home page; a signed-in user's pages also load the live client
 * (`live`), whose own size is a row of its own.
 */
const PAGES: Record<string, { islands: string[]; versionCheck: boolean; budgetKb: number }> = {
  home: { islands: ['calculator'], versionCheck: true, budgetKb: 76 },
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
console.log(
  `JavaScript per page (gzip -9 of the built files), everything the page loads (the version check is ${versionCheckKb.toFixed(2)} KB of it):`,
)
for (const [page, { islands, versionCheck, budgetKb }] of Object.entries(PAGES)) {
  const files = new Set(islands.flatMap((name) => [manifest.islands[name]!.file, ...manifest.islands[name]!.imports]))
  if (versionCheck) files.add(manifest.versionCheck)
  let total = 0
  for (const file of files) total += await gzipKb(file)
  console.log(`  ${page.padEnd(12)} ${total.toFixed(2).padStart(6)} KB  (budget ${budgetKb} KB: ${total <= budgetKb ? 'within' : 'OVER'})`)
}

/** The service worker (`/sw.js`): no page loads it; it is registered after load, off the critical path, so it is a row of its own. */
async function printServiceWorkerSize(): Promise<void> {
  console.log(
    `  service worker ${(await gzipKb(manifest.serviceWorker)).toFixed(2).padStart(6)} KB  (registered after load, in no page's total)`,
  )
}
await printServiceWorkerSize()

const outdir = await mkdtemp(join(tmpdir(), 'timeprice-bench-'))
const bundle = await buildDeployBundle(outdir)
const bundleKb = bundle.gzipBytes / 1024
console.log(
  `\nDeployable worker (\`wrangler deploy --dry-run\`, then gzip at the default level, in KiB as wrangler's "Total Upload" line):`,
)
console.log(
  `  ${kb(bundle.bytes)} KiB, ${bundleKb.toFixed(2)} KiB gzip (${bundle.gzipBytes} bytes)  ${verdict(bundleKb <= 1024, '≤ 1 MiB gzip')}`,
)

console.log(
  "\nCPU per request in Node: the deployable bundle above, `app.fetch` in this process (the worker's JavaScript alone, as Cloudflare counts CPU time),",
)
console.log(
  "best of 10 × 200 (the best batch filters out the load of other processes); a miss renders, a hit comes from the isolate's memory:",
)
const nodeCpu = new Map<string, number>()
const nodeHitCpu = new Map<string, number>()
for (const { name, path, targetMs } of NODE_PAGES) {
  const miss = await nodeRequestCpu(bundle.file, path, 'miss', 10, 200)
  const hit = await nodeRequestCpu(bundle.file, path, 'hit', 10, 200)
  nodeCpu.set(name, miss)
  nodeHitCpu.set(name, hit)
  console.log(
    `  ${name.padEnd(20)} miss ${ms(miss).padStart(9)}  ${verdict(miss <= targetMs, `≤ ${targetMs} ms`)}   hit ${ms(hit)}  ${verdict(hit <= 0.3, '≤ 0.3 ms')}`,
  )
}
const faqAlone = await renderAloneCpu(outdir, 'faq')
const comparisonAlone = await renderAloneCpu(outdir, 'comparison')
console.log(
  `  ${'FAQ, React alone'.padEnd(20)}      ${ms(faqAlone).padStart(9)}  (the FAQ's document rendered to bytes by React's renderToReadableStream, no Hono, no cache: the floor under its miss)`,
)
console.log(`  ${'comparison, React alone'.padEnd(25)} ${ms(comparisonAlone).padStart(9)}  (the sample comparison's, the same way)`)

const supabase = await startLocalSupabase({ port: 0, dataDir: null, quiet: true })
const worker = await serveWithWorkerd(outdir, {
  port: await freePort(),
  staticPort: await freePort(),
  floorPort: await freePort(),
  copiesPort: await freePort(),
  vars: { SUPABASE_URL: supabase.url, SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey },
})
try {
  const workerdCpu = () => cpuMs([worker.process.pid!])
  const account = await benchAccount(worker.url)
  const run = Date.now().toString(36)
  const staticUrl = `${worker.staticUrl}${manifest.versionCheck}`

  /**
   * The pages the bench serves. `miss` says how a request misses the cache:
   * a query never seen (a new key, so the render is read and stored), or a
   * query where the page is cached only without one (the render alone).
   */
  const served = [
    { name: 'home /en', path: '/en', miss: 'bypass' },
    { name: 'FAQ /en/faq', path: '/en/faq', miss: 'new key' },
    { name: 'sample comparison', path: '/en/test-shared-comparison', miss: 'new key' },
    { name: 'shared comparison', path: `/en/compare/${account.comparisonCode}`, miss: 'bypass' },
    { name: 'dashboard (signed in)', path: '/en/dashboard', miss: 'never cached', cookie: account.cookie },
    { name: 'sitemap.xml', path: '/sitemap.xml', miss: 'new key' },
  ] as const

  const staticCpu = await cpuPerRequest(workerdCpu, () => staticUrl, HITS)
  const staticRate = await requestsPerSecond(staticUrl)
  console.log(`\nServed by workerd alone (the same bundle, its Cache API kept in memory by a helper worker in the same process,`)
  console.log(`where Cloudflare's cache is outside the worker) on loopback. CPU: that process's, every thread's run time from`)
  console.log(
    `/proc/<pid>/task/*/schedstat, over ${MISSES} sequential misses or ${HITS} hits, divided by their number, minus nothing; the best of 3 such batches.`,
  )
  console.log(`Throughput: 4 GETs in flight for 1 s, the best of 2 rounds, as a ratio to the page's own bytes written to a file that the`)
  console.log(`same process serves from disk (the page as a static file: same bytes, no worker), and to the small static file`)
  console.log(`${manifest.versionCheck} (${staticRate.toFixed(0)} requests/s, ${ms(staticCpu)} of CPU each).`)
  const hitCpu = new Map<string, number>()
  const floorCpu = new Map<string, number>()
  let worstHitRatio = Infinity
  for (const page of served) {
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...('cookie' in page ? { cookie: page.cookie } : {}) }
    const url = `${worker.url}${page.path}`
    const missUrl = (i: number) => (page.miss === 'never cached' ? url : `${url}?bench=${run}-${i}`)
    const miss = await cpuPerRequest(workerdCpu, missUrl, MISSES, headers)
    console.log(`  ${page.name.padEnd(22)} miss ${ms(miss)} (${page.miss})`)
    if (page.miss === 'never cached') {
      const ratio = (await requestsPerSecond(url, headers)) / staticRate
      console.log(`  ${''.padEnd(22)} throughput ${ratio.toFixed(2)}× static (every request renders)`)
      continue
    }
    await getOk(url, headers)
    const second = await getOk(url, headers)
    const timing = second.headers.get('server-timing') ?? ''
    if (!/cache;desc="hit"/.test(timing)) throw new Error(`${page.path} was no cache hit the second time: ${timing}`)
    const hit = await cpuPerRequest(workerdCpu, () => url, HITS, headers)
    hitCpu.set(page.name, hit)
    const copy = `${page.name.replace(/\W+/g, '-')}.html`
    await writeFile(join(worker.copiesDir, copy), second.body)
    const [hitRate, copyRate] = await bestRates([url, headers], [`${worker.copiesUrl}/${copy}`, {}])
    const ratio = hitRate / copyRate
    worstHitRatio = Math.min(worstHitRatio, ratio)
    console.log(
      `  ${''.padEnd(22)} hit  ${ms(hit)} ${verdict(hit <= 0.3, '≤ 0.3 ms')}; throughput ${ratio.toFixed(2)}× its bytes as a static file ${verdict(ratio >= 0.8, '≥ 0.8×')}, ${(hitRate / staticRate).toFixed(2)}× the small one`,
    )
    const floorUrl = `${worker.floorUrl}/?bytes=${second.body.length}`
    const floor = await cpuPerRequest(workerdCpu, () => floorUrl, HITS)
    floorCpu.set(page.name, floor)
    const floorRatio = (await requestsPerSecond(floorUrl)) / copyRate
    console.log(
      `  ${''.padEnd(22)} floor ${ms(floor)}; throughput ${floorRatio.toFixed(2)}× the static file (a worker answering the same ${kb(second.body.length)} KB from memory)`,
    )
  }

  console.log(
    '\nCSS per page, read from the served HTML: render-blocking <link rel="stylesheet"> (gzip -9 of each file), inline <style> apart:',
  )
  const blockingBytes = new Map<string, number>()
  for (const page of served) {
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...('cookie' in page ? { cookie: page.cookie } : {}) }
    const response = await fetch(`${worker.url}${page.path}`, { headers })
    const html = await response.text()
    if (!response.headers.get('content-type')?.startsWith('text/html')) {
      console.log(`  ${page.name.padEnd(22)} not HTML`)
      continue
    }
    const css = pageCss(html)
    let blocking = 0
    // Stylesheets are static files (served before the worker on Cloudflare); one the worker renders comes from it.
    for (const href of css.blocking) {
      const file = await fetch(new URL(href, worker.staticUrl))
      const body = file.ok ? Buffer.from(await file.arrayBuffer()) : (await getOk(new URL(href, worker.url).href)).body
      blocking += gzipSync(body, { level: 9 }).length
    }
    blockingBytes.set(page.name, blocking)
    const inline = css.inline.join('')
    const inlineGzip = inline ? gzipSync(inline, { level: 9 }).length : 0
    console.log(
      `  ${page.name.padEnd(22)} blocking ${kb(blocking).padStart(5)} KB in ${css.blocking.length} file(s)   inline ${kb(Buffer.byteLength(inline)).padStart(5)} KB (${kb(inlineGzip)} KB gzip) in ${css.inline.length} <style>`,
    )
  }

  console.log('\nBeside issue 13 ("today" as the issue measured it; now as above):')
  for (const { name, todayMs, targetMs } of NODE_PAGES) {
    console.log(`  ${`${name} miss (Node)`.padEnd(32)} today ${ms(todayMs)}   now ${ms(nodeCpu.get(name)!)}   target ≤ ${targetMs} ms`)
  }
  console.log(`  ${'FAQ, React alone (Node)'.padEnd(32)} today not measured   now ${ms(faqAlone)} (the floor under the FAQ's miss)`)
  console.log(
    `  ${'comparison, React alone (Node)'.padEnd(32)} today not measured   now ${ms(comparisonAlone)} (the floor under the comparison's miss)`,
  )
  console.log(
    `  ${'cache hit (Node)'.padEnd(32)} today no cache   now ${ms(Math.max(...nodeHitCpu.values()))} (slowest page)   target ≤ 0.3 ms`,
  )
  const slowestHit = [...hitCpu].reduce((slowest, entry) => (entry[1] > slowest[1] ? entry : slowest))
  console.log(
    `  ${'cache hit (workerd)'.padEnd(32)} today no cache   now ${ms(slowestHit[1])} (slowest page; its floor ${ms(floorCpu.get(slowestHit[0])!)})   target ≤ 0.3 ms`,
  )
  console.log(
    `  ${'hit throughput vs static'.padEnd(32)} today no cache   now ${worstHitRatio.toFixed(2)}× (slowest page, against its bytes as a static file)   target ≥ 0.8×`,
  )
  console.log(
    `  ${'deployable worker (gzip)'.padEnd(32)} today 359 KiB (unminified), 234 KiB minified   now ${bundleKb.toFixed(2)} KiB   target ≤ 1 MiB`,
  )
  console.log(`  ${'render-blocking CSS /en (gzip)'.padEnd(32)} today 9.8 KB   now ${kb(blockingBytes.get('home /en') ?? 0)} KB`)
} finally {
  await worker.stop()
  await supabase.close()
  await rm(outdir, { recursive: true, force: true })
}
