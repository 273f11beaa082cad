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
 * `wrangler dev` with the local Supabase stand-in) on loopback, and measures
 * home, the FAQ and the sample comparison with Lighthouse's default mobile
 * settings, using Debian's Chromium (`CHROME_PATH`, default
 * `/usr/bin/chromium`). Beside each page, in the same run and alternated with
 * it, it measures the floor: a page of one line from a bare loopback server
 * with that page's headers (`Cross-Origin-Opener-Policy: same-origin` makes
 * Chromium load it in a new process, which Lighthouse, starting from
 * `about:blank`, counts), so a figure says what the page adds to what this
 * machine gives any page. Each is measured `RUNS` times (default 3) after a
 * warm-up request; a run that does not answer within 2 minutes or measures
 * nothing (no paint) is run again in a new Chromium, up to three times. FCP
 * and LCP are printed as ratios of the medians, then every run's figures in
 * the order they ran. TBT is printed, not targeted.
 * `PAGES=/en,/de/faq` measures other paths; `LHR_DIR=<folder>` keeps every
 * run's full Lighthouse report (JSON) there.
 */
const LIGHTHOUSE_VERSION = '13.5.0'
const PREFIX = resolve('.bench/lighthouse')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.RUNS ?? 3)
const LHR_DIR = process.env.LHR_DIR
const PAGES = (process.env.PAGES ?? '/en,/en/faq,/en/test-shared-comparison').split(',')

/** The targets, as ratios to the floor with the page's headers: a figure is met when it is at most this. */
const TARGETS = { fcp: 1.1, lcp: 1.3 }

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
    /** Set when the run could not measure the page (no paint, a page that never loaded). */
    runtimeError?: { code: string; message: string }
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
const launchChrome = () =>
  launcher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-extensions', '--disable-component-update'],
  })
let chrome = await launchChrome()

/**
 * How long one run may take: a run takes 10–20 s here, but on a loaded
 * machine one has hung for many minutes inside Chromium, past Lighthouse's
 * own waits for load and paint.
 */
const RUN_TIMEOUT_MS = 120_000
/** How many times a page is measured before a failed run stops the bench. */
const ATTEMPTS = 3

/** One Lighthouse run (default mobile emulation, simulated throttling) of one URL; throws when it did not answer in time or could not measure the page. */
async function lighthouseRun(url: string): Promise<LighthouseResult['lhr']> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS)
  })
  try {
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' }),
      late,
    ])
    if (!result) throw new Error('Lighthouse returned nothing')
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    clearTimeout(timer)
  }
}

/** One run's figures; a run that hangs or measures nothing is run again in a new Chromium, so no figure is a failed run's. */
async function measure(url: string): Promise<Figures> {
  let lhr: LighthouseResult['lhr'] | undefined
  for (let attempt = 1; !lhr; attempt++) {
    try {
      lhr = await lighthouseRun(url)
    } catch (error) {
      if (attempt === ATTEMPTS) throw error
      console.log(`    (${url}: ${(error as Error).message}; measured again in a new Chromium)`)
      await chrome.kill()
      chrome = await launchChrome()
    }
  }
  if (LHR_DIR) {
    await mkdir(LHR_DIR, { recursive: true })
    await writeFile(`${LHR_DIR}/${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`, JSON.stringify(lhr, null, 2))
  }
  const { audits, categories } = lhr
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

/** The median of `runs` by one figure. */
function medianOf(runs: Figures[], figure: (run: Figures) => number): number {
  const sorted = runs.map(figure).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Every run's figures in the order they ran, on one line. */
function eachRun(runs: Figures[]): string {
  const each = (figure: (run: Figures) => string) => runs.map(figure).join(' ')
  return `perf ${each((r) => String(r.performance))}; FCP ${each((r) => (r.fcpMs / 1000).toFixed(2))} s; LCP ${each((r) => (r.lcpMs / 1000).toFixed(2))} s; TBT ${each((r) => String(Math.round(r.tbtMs)))} ms`
}

let missed = 0
try {
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, default mobile emulation, ${CHROME_PATH}, production build, medians of ${RUNS} runs,`)
  console.log('each page alternated with the floor (a one-line page from a bare loopback server with the same headers):')
  for (const path of PAGES) {
    const url = worker.url + path
    const floor = await serveFloorPage(await fetch(url))
    const runs: Figures[] = []
    const floorRuns: Figures[] = []
    try {
      for (const warmUp of [url, floor.withHeadersUrl]) await (await fetch(warmUp)).arrayBuffer()
      for (let i = 0; i < RUNS; i++) {
        floorRuns.push(await measure(floor.withHeadersUrl))
        runs.push(await measure(url))
      }
    } finally {
      await floor.close()
    }
    const fcp = medianOf(runs, (r) => r.fcpMs) / medianOf(floorRuns, (r) => r.fcpMs)
    const lcp = medianOf(runs, (r) => r.lcpMs) / medianOf(floorRuns, (r) => r.lcpMs)
    const checks = [fcp <= TARGETS.fcp, lcp <= TARGETS.lcp]
    missed += checks.filter((ok) => !ok).length
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    console.log(
      [
        `  ${path}`,
        `    FCP  ${fcp.toFixed(2)}× the floor  (target ≤ ${TARGETS.fcp}×: ${verdict(checks[0]!)})   ${seconds(medianOf(runs, (r) => r.fcpMs))} beside ${seconds(medianOf(floorRuns, (r) => r.fcpMs))}`,
        `    LCP  ${lcp.toFixed(2)}× the floor  (target ≤ ${TARGETS.lcp}×: ${verdict(checks[1]!)})   ${seconds(medianOf(runs, (r) => r.lcpMs))} beside ${seconds(medianOf(floorRuns, (r) => r.lcpMs))}`,
        `    TBT  ${Math.round(medianOf(runs, (r) => r.tbtMs))} ms (floor ${Math.round(medianOf(floorRuns, (r) => r.tbtMs))} ms), performance score ${medianOf(runs, (r) => r.performance)}`,
        `    transferred HTML ${medianOf(runs, (r) => r.htmlKb).toFixed(1)} KB, CSS files ${medianOf(runs, (r) => r.cssKb).toFixed(1)} KB, JS ${medianOf(runs, (r) => r.jsKb).toFixed(1)} KB`,
        `    each run     ${eachRun(runs)}`,
        `    floor's runs ${eachRun(floorRuns)}`,
      ].join('\n'),
    )
  }
  console.log(missed ? `\n${missed} target(s) missed.` : '\nEvery target met.')
} finally {
  await chrome.kill()
  await worker.stop()
  await supabase.close()
}
