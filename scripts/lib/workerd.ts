import { spawn, type ChildProcess } from 'node:child_process'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

/**
 * The deployable bundle served by workerd alone, for `npm run bench`: no
 * `wrangler dev` proxy, entry worker or request log in the same process, so
 * the process's CPU is the worker's own. Beside it, in the same process: a
 * Workers cache kept in memory (as the Cache API's outbound service; on
 * Cloudflare the cache is outside the worker), rate limiters that never
 * refuse, `public/` as a disk service, the worker's `ASSETS` and on a
 * second port (the static file the throughput is compared with), on a
 * third port the floor: a worker that answers bytes it holds, nothing else,
 * and on a fourth `outdir/copies`, where the bench writes each page's bytes
 * to serve them as the static file they would be without a worker.
 */
export interface ServedWorker {
  url: string
  /** The same process serving `public/` (`${staticUrl}/assets/…`). */
  staticUrl: string
  /** The same process's floor: a worker that only answers `?bytes=n` bytes it keeps in memory. */
  floorUrl: string
  /** The same process serving `outdir/copies` from disk, as it serves `public/`. */
  copiesUrl: string
  /** Where the files `copiesUrl` serves are written. */
  copiesDir: string
  process: ChildProcess
  stop(): Promise<void>
}

/** The Cache API's outbound service: workerd PUTs the serialized response (head, blank line, body) and GETs it back. */
const CACHE_WORKER = `const store = new Map()
export default {
  async fetch(request) {
    if (request.method === 'PUT') {
      const bytes = new Uint8Array(await request.arrayBuffer())
      let end = 0
      while (end + 3 < bytes.length && !(bytes[end] === 13 && bytes[end + 1] === 10 && bytes[end + 2] === 13 && bytes[end + 3] === 10)) end++
      const [status, ...lines] = new TextDecoder().decode(bytes.subarray(0, end)).split('\\r\\n')
      const headers = lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()])
      store.set(request.url, { status: Number(status.split(' ')[1]), headers, body: bytes.slice(end + 4) })
      return new Response(null, { status: 204 })
    }
    if (request.method === 'PURGE') return new Response(null, { status: store.delete(request.url) ? 200 : 404 })
    const hit = store.get(request.url)
    if (!hit) return new Response(null, { status: 504, headers: { 'CF-Cache-Status': 'MISS' } })
    const headers = new Headers(hit.headers)
    headers.set('CF-Cache-Status', 'HIT')
    return new Response(hit.body, { status: hit.status, headers })
  },
}
`

/** The least a JavaScript worker can do for a page: answer bytes it already holds, for the floor of a hit's CPU. */
const FLOOR_WORKER = `const bodies = new Map()
export default {
  fetch(request) {
    const bytes = Number(new URL(request.url).searchParams.get('bytes'))
    if (!bodies.has(bytes)) bodies.set(bytes, new Uint8Array(bytes).fill(97))
    return new Response(bodies.get(bytes), { headers: { 'content-type': 'text/html; charset=UTF-8' } })
  },
}
`

/** Rate limiters that always allow, reached over RPC like the real binding's `limit()`. */
const LIMITER_WORKER = `import { WorkerEntrypoint } from 'cloudflare:workers'
export default class extends WorkerEntrypoint {
  async limit() {
    return { success: true }
  }
}
`

/**
 * Starts workerd on loopback with the bundle in `outdir/worker.js`, the
 * given text vars (`SITE_URL` is its own address) and wrangler.toml's
 * compatibility date, and resolves once it answers.
 */
export async function serveWithWorkerd(
  outdir: string,
  options: { port: number; staticPort: number; floorPort: number; copiesPort: number; vars: Record<string, string> },
): Promise<ServedWorker> {
  const url = `http://127.0.0.1:${options.port}`
  const compatibilityDate = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(await readFile('wrangler.toml', 'utf8'))![1]!
  const vars = { SITE_URL: url, OPERATOR_NAME: '', OPERATOR_ADDRESS: '', ...options.vars }
  const copiesDir = join(outdir, 'copies')
  await mkdir(copiesDir, { recursive: true })
  await copyFile(join(outdir, 'worker.js'), join(outdir, 'app.js'))
  await writeFile(join(outdir, 'cache.js'), CACHE_WORKER)
  await writeFile(join(outdir, 'limiter.js'), LIMITER_WORKER)
  await writeFile(join(outdir, 'floor.js'), FLOOR_WORKER)
  const bindings = [
    ...Object.entries(vars).map(([name, value]) => `(name = ${JSON.stringify(name)}, text = ${JSON.stringify(value)})`),
    '(name = "ASSETS", service = "public")',
    ...['FORM_RATE_LIMITER', 'API_WRITE_RATE_LIMITER', 'PASSWORD_RATE_LIMITER'].map((name) => `(name = "${name}", service = "limiter")`),
  ]
  const helper = (name: string) =>
    `(name = "${name}", worker = (modules = [(name = "${name}.js", esModule = embed "${name}.js")], compatibilityDate = "${compatibilityDate}"))`
  await writeFile(
    join(outdir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = (
      modules = [(name = "worker.js", esModule = embed "app.js")],
      compatibilityDate = "${compatibilityDate}",
      cacheApiOutbound = "cache",
      globalOutbound = "loopback",
      bindings = [${bindings.join(', ')}],
    )),
    ${helper('cache')},
    ${helper('limiter')},
    ${helper('floor')},
    (name = "public", disk = (path = ${JSON.stringify(resolve('public'))})),
    (name = "copies", disk = (path = ${JSON.stringify(resolve(copiesDir))})),
    (name = "loopback", network = (allow = ["local"])),
  ],
  sockets = [
    (name = "http", address = "127.0.0.1:${options.port}", http = (), service = "main"),
    (name = "static", address = "127.0.0.1:${options.staticPort}", http = (), service = "public"),
    (name = "floor", address = "127.0.0.1:${options.floorPort}", http = (), service = "floor"),
    (name = "copies", address = "127.0.0.1:${options.copiesPort}", http = (), service = "copies"),
  ],
);
`,
  )
  const binary = (createRequire(import.meta.url)('workerd') as { default: string }).default
  const child = spawn(binary, ['serve', join(outdir, 'config.capnp'), '--experimental'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`workerd exited early:\n${output}`)
    try {
      if ((await fetch(`${url}/sitemap.xml`)).ok)
        return {
          url,
          staticUrl: `http://127.0.0.1:${options.staticPort}`,
          floorUrl: `http://127.0.0.1:${options.floorPort}`,
          copiesUrl: `http://127.0.0.1:${options.copiesPort}`,
          copiesDir,
          process: child,
          stop,
        }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`workerd did not answer within 20 s:\n${output}`)
}
