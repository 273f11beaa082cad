import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startLocalSupabase } from '../supabase/local/server.ts'
import { serveFloorPage } from './lib/floor-page.ts'
import { freePort } from './lib/free-port.ts'
import { startWranglerDev } from './lib/wrangler.ts'

/**
 * `npm run bench:lighthouse`: figures, never test assertions. Installs
 * Lighthouse on first use into `.bench/lighthouse` (git-ignored, so the
 * project does not carry it), starts the production build (`NODE_ENV=production`
 * `wrangler dev` with the local Supabase stand-in) on loopback, and prints
 * Lighthouse's default mobile figures for home, the FAQ and the sample
 * comparison against the targets of issue 13, using Debian's Chromium
 * (`CHROME_PATH`, default `/usr/bin/chromium`). Each page is measured
 * `RUNS` times (default 3) after a warm-up request; the median run is shown,
 * then every run's figures in the order they ran (simulated TBT swings widely).
 * Last comes the floor, measured the same way in the same run: a page of one
 * line from a bare loopback server, bare and with the first page's headers
 * (`Cross-Origin-Opener-Policy: same-origin` makes Chromium load it in a new
 * process, which Lighthouse, starting from `about:blank`, counts), so a
 * missed target can be told apart from what this machine gives any page.
 * `PAGES=/en,/de/faq` measures other paths; `LHR_DIR=<folder>` keeps every
 * run's full Lighthouse report (JSON) there. Lighthouse simulates the
 * network but scales the CPU time it observes, so run it on a quiet machine.
 */
const LIGHTHOUSE_VERSION = '13.5.0'
const PREFIX = resolve('.bench/lighthouse')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.RUNS ?? 3)
const LHR_DIR = process.env.LHR_DIR
const PAGES = (process.env.PAGES ?? '/en,/en/faq,/en/test-shared-comparison').split(',')

/** The targets: a figure is met when it is at most (performance: at least) this. */
const TARGETS = { performance: 100, fcpMs: 700, lcpMs: 1000, tbtMs: 50 }

interface Figures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  jsKb: number
  cssKb: number
  htmlKb: number
}

/** The little of Lighthouse's and chrome-launcher's APIs this script uses (they are not the project's dependencies). */
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>
  }
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>
}

/** Lighthouse's own entry, installed on demand with the npm this script runs under. */
async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; launcher: ChromeLauncher }> {
  const entry = resolve(PREFIX, 'node_modules/lighthouse/core/index.js')
  if (!existsSync(entry)) {
    console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${PREFIX} …`)
    execFileSync('npm', ['install', '--prefix', PREFIX, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      stdio: 'inherit',
    })
  }
  const lighthouse = (await import(pathToFileURL(entry).href)).default as Lighthouse
  const launcher = (await import(pathToFileURL(resolve(PREFIX, 'node_modules/chrome-launcher/dist/index.js')).href)) as ChromeLauncher
  return { lighthouse, launcher }
}

/** Transfer size in KB of the requests of one resource type, from the run's network log. */
function transferKb(items: { resourceType?: string; transferSize?: number }[], type: string): number {
  return items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024
}

const { lighthouse, launcher } = await loadLighthouse()
process.env.NODE_ENV = 'production'
const supabase = await startLocalSupabase({ port: 0, dataDir: null, quiet: true })
const worker = await startWranglerDev({
  port: await freePort(),
  vars: { SUPABASE_URL: supabase.url, SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey },
})
const chrome = await launcher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-extensions', '--disable-component-update'],
})

/** One Lighthouse run (default mobile emulation, simulated throttling) of one URL. */
async function measure(url: string): Promise<Figures> {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (LHR_DIR) {
    await mkdir(LHR_DIR, { recursive: true })
    await writeFile(`${LHR_DIR}/${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`, JSON.stringify(result.lhr, null, 2))
  }
  const { audits, categories } = result.lhr
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    jsKb: transferKb(requests, 'Script'),
    cssKb: transferKb(requests, 'Stylesheet'),
    htmlKb: transferKb(requests, 'Document'),
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED')

/** `RUNS` Lighthouse runs of one URL (after a request that warms it up), and the median by FCP + LCP. */
async function runsOf(url: string): Promise<{ runs: Figures[]; median: Figures }> {
  await (await fetch(url)).arrayBuffer()
  const runs: Figures[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await measure(url))
  return { runs, median: [...runs].sort((a, b) => a.fcpMs + a.lcpMs - (b.fcpMs + b.lcpMs))[Math.floor(runs.length / 2)]! }
}

/** Every run's figures in the order they ran, on one line. */
function eachRun(runs: Figures[]): string {
  const each = (figure: (run: Figures) => string) => runs.map(figure).join(' ')
  return `perf ${each((r) => String(r.performance))}; FCP ${each((r) => (r.fcpMs / 1000).toFixed(2))} s; LCP ${each((r) => (r.lcpMs / 1000).toFixed(2))} s; TBT ${each((r) => String(Math.round(r.tbtMs)))} ms`
}

let missed = 0
try {
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, default mobile emulation, ${CHROME_PATH}, production build, median of ${RUNS} runs:`)
  for (const path of PAGES) {
    const { runs, median: f } = await runsOf(worker.url + path)
    const checks = [f.performance >= TARGETS.performance, f.fcpMs <= TARGETS.fcpMs, f.lcpMs <= TARGETS.lcpMs, f.tbtMs <= TARGETS.tbtMs]
    missed += checks.filter((ok) => !ok).length
    console.log(
      [
        `  ${path}`,
        `    performance ${String(f.performance).padStart(3)}       (target ${TARGETS.performance}: ${verdict(checks[0]!)})`,
        `    FCP         ${(f.fcpMs / 1000).toFixed(2)} s    (target ≤ ${TARGETS.fcpMs / 1000} s: ${verdict(checks[1]!)})`,
        `    LCP         ${(f.lcpMs / 1000).toFixed(2)} s    (target ≤ ${TARGETS.lcpMs / 1000} s: ${verdict(checks[2]!)})`,
        `    TBT         ${Math.round(f.tbtMs)} ms`.padEnd(26) + `(target ≤ ${TARGETS.tbtMs} ms: ${verdict(checks[3]!)})`,
        `    transferred HTML ${f.htmlKb.toFixed(1)} KB, CSS files ${f.cssKb.toFixed(1)} KB, JS ${f.jsKb.toFixed(1)} KB`,
        `    each run    ${eachRun(runs)}`,
      ].join('\n'),
    )
  }
  const floor = await serveFloorPage(await fetch(`${worker.url}${PAGES[0]}`))
  try {
    console.log(`\nThe floor on this machine: a page of one line (no CSS, no script) from a bare loopback server, measured the same way:`)
    for (const [label, url] of [
      ['bare', floor.bareUrl],
      [`with the headers of ${PAGES[0]}`, floor.withHeadersUrl],
    ] as const) {
      const { runs, median } = await runsOf(url)
      console.log(`  ${label.padEnd(26)} median ${eachRun([median])}\n  ${''.padEnd(26)} each run ${eachRun(runs)}`)
    }
  } finally {
    await floor.close()
  }
  console.log(missed ? `\n${missed} target(s) missed.` : '\nEvery target met.')
} finally {
  await chrome.kill()
  await worker.stop()
  await supabase.close()
}
