import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The deployable worker's default export: the Hono app. */
interface WorkerModule {
  fetch(
    request: Request,
    env: Record<string, unknown>,
    ctx: { waitUntil(promise: Promise<unknown>): void; passThroughOnException(): void },
  ): Promise<Response>
}

/** The pages issue 13 renders in Node, with its "today" and its target for a miss: `npm run bench` times them, `npm run bench:instructions` counts them. */
export const NODE_PAGES = [
  { name: 'home /en', path: '/en', targetMs: 0.6, todayMs: 0.96 },
  { name: 'FAQ /en/faq', path: '/en/faq', targetMs: 0.3, todayMs: 0.45 },
  { name: 'sample comparison', path: '/en/test-shared-comparison', targetMs: 0.7, todayMs: 1.35 },
] as const

/** What a guest's page needs from the environment in Node: the vars, `public/` as its assets, and rate limiters that never refuse. */
const GUEST_ENV = {
  ASSETS: { fetch: async (url: URL | string) => new Response(await readFile(`public${new URL(url).pathname}`)) },
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_PUBLISHABLE_KEY: 'bench',
  SITE_URL: 'http://localhost:8787',
  OPERATOR_NAME: '',
  OPERATOR_ADDRESS: '',
  FORM_RATE_LIMITER: { limit: async () => ({ success: true }) },
  API_WRITE_RATE_LIMITER: { limit: async () => ({ success: true }) },
  PASSWORD_RATE_LIMITER: { limit: async () => ({ success: true }) },
}

/**
 * A Workers cache that never has the page, so every request is a miss, and
 * reads the body of whatever is put, as storing it would.
 */
function installMissingCache(): void {
  const cache = {
    match: async () => undefined,
    put: async (_key: Request, response: Response) => void (await response.arrayBuffer()),
    delete: async () => false,
  }
  Object.defineProperty(globalThis, 'caches', { value: { default: cache }, configurable: true })
}

/**
 * Waits for the event loop's next turn. Each request to a server arrives in
 * a turn of its own, and between turns Node runs the timers that are due;
 * React schedules one (`setTimeout(…, 0)`) with every render, and it holds
 * the render, the Hono context and the page's bytes until it runs. Requests
 * awaited one after another with no turn between them never let it run:
 * 2,000 FAQ misses then left 70 MB of heap reachable (13–19 MB with a turn
 * between them), and the collections of that growing heap were billed to
 * the requests.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A guest's request for `path`, answered by the deployable bundle itself in
 * this Node process (`app.fetch` with the worker's vars, the body read to
 * its end, what it left to `waitUntil` awaited), asked for as a browser asks
 * (`Accept-Language: en-US,en;q=0.9`), after 50 requests to warm it up. For
 * a `miss`, each request carries a query never asked before (`?bench=n`), so
 * none is served from the isolate's memory: a page cached by key is rendered
 * and kept (as a miss is), home with a query is rendered alone. For a `hit`,
 * every request asks the same address, which the edge cache then answers
 * from memory. Each call resolves to the response's `Server-Timing`, after
 * the event loop has turned (`nextTurn`), as it does between requests that
 * come from a socket.
 * @example const ask = await guestRequests('/tmp/out/worker.js', '/en/faq', 'miss'); await ask()
 */
export async function guestRequests(bundle: string, path: string, served: 'miss' | 'hit'): Promise<() => Promise<string>> {
  installMissingCache()
  const worker = ((await import(pathToFileURL(bundle).href)) as { default: WorkerModule }).default
  let asked = 0
  const requestOnce = async () => {
    const pending: Promise<unknown>[] = []
    const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException() {} }
    const query = served === 'miss' ? `${path.includes('?') ? '&' : '?'}bench=${asked++}` : ''
    const request = new Request(`${GUEST_ENV.SITE_URL}${path}${query}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    const response = await worker.fetch(request, GUEST_ENV, ctx)
    await response.arrayBuffer()
    await Promise.all(pending)
    await nextTurn()
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} in Node`)
    return response.headers.get('server-timing') ?? ''
  }
  for (let i = 0; i < 50; i++) await requestOnce()
  if (served === 'hit' && !/cache;desc="hit"/.test(await requestOnce())) throw new Error(`${path} is no cache hit in Node`)
  return requestOnce
}

/**
 * The best of `batches` batches of `count` calls to `call`, in milliseconds of
 * CPU per call (process user + system time, garbage collection included).
 */
async function bestCpuPerCall(call: () => Promise<unknown>, batches: number, count: number): Promise<number> {
  let best = Infinity
  for (let batch = 0; batch < batches; batch++) {
    const start = process.cpuUsage()
    for (let i = 0; i < count; i++) await call()
    const used = process.cpuUsage(start)
    best = Math.min(best, (used.user + used.system) / 1000 / count)
  }
  return best
}

/**
 * CPU time of one of `guestRequests`: the best of `batches` batches of
 * `count` requests, in milliseconds (process user + system time, garbage
 * collection included). Node runs the same V8 as workerd; this is the
 * issue's method.
 * @example await nodeRequestCpu('/tmp/out/worker.js', '/en/faq', 'miss') // 0.21
 */
export async function nodeRequestCpu(bundle: string, path: string, served: 'miss' | 'hit', batches = 5, count = 200): Promise<number> {
  return bestCpuPerCall(await guestRequests(bundle, path, served), batches, count)
}

/** The pages `render-alone.tsx` renders alone. */
export type PageAlone = 'faq' | 'comparison'

/** What `render-alone.tsx` exports (type-checked with the worker's code, which it renders, so not imported here). */
interface RenderAlone {
  SHEETS: Record<PageAlone, string>
  renderAlone(page: PageAlone, css: string, search: string): Promise<number>
}

/** `render-alone.tsx` bundled as the worker bundles React, once per folder. */
const bundledAlone = new Map<string, Promise<RenderAlone>>()

/**
 * Bundles `render-alone.tsx` into `outdir` as the worker bundles React:
 * production, minified, `wrangler.toml`'s `[alias]` (`react-dom/server`
 * among them), and loads it.
 */
function loadRenderAlone(outdir: string): Promise<RenderAlone> {
  let loaded = bundledAlone.get(outdir)
  if (!loaded) bundledAlone.set(outdir, (loaded = bundleRenderAlone(outdir)))
  return loaded
}

/** Builds and imports `render-alone.tsx` (see `loadRenderAlone`). */
async function bundleRenderAlone(outdir: string): Promise<RenderAlone> {
  // Loaded here, not at the top: every Node run of the bundle imports this file, and only this function needs them.
  const [{ build }, { unstable_readConfig }] = await Promise.all([import('esbuild'), import('wrangler')])
  const outfile = join(outdir, 'render-alone.js')
  await build({
    entryPoints: ['scripts/lib/render-alone.tsx'],
    outfile,
    bundle: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // wrangler.toml's [alias] for packages (esbuild takes no relative paths; those stubs are never imported here).
    alias: Object.fromEntries(
      Object.entries<string>(unstable_readConfig({ config: './wrangler.toml' }).alias ?? {}).filter(([name]) => !name.startsWith('.')),
    ),
    logLevel: 'warning',
  })
  return (await import(pathToFileURL(outfile).href)) as RenderAlone
}

/**
 * CPU time of React alone rendering a page a guest gets (`render-alone.tsx`:
 * the FAQ or the sample comparison), with a new query each time, one render
 * per turn of the event loop and after 50 renders to warm it up, measured
 * as `nodeRequestCpu` measures a request: the floor the stack's renderer
 * sets under the page's miss.
 * @example await renderAloneCpu('/tmp/out', 'faq') // 0.25
 */
export async function renderAloneCpu(outdir: string, page: PageAlone, batches = 10, count = 200): Promise<number> {
  const alone = await loadRenderAlone(outdir)
  const css = await readFile(`public${alone.SHEETS[page]}`, 'utf8')
  let renders = 0
  const renderOnce = async () => {
    await alone.renderAlone(page, css, `?bench=${renders++}`)
    await nextTurn()
  }
  for (let i = 0; i < 50; i++) await renderOnce()
  return bestCpuPerCall(renderOnce, batches, count)
}
