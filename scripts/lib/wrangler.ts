import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/** Keeps wrangler quiet and offline (no metrics, no banner, no cf lookup). */
export const OFFLINE_WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
} as const

export interface WranglerDev {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

/**
 * Starts `wrangler dev` on loopback with the given vars (`SITE_URL` is the
 * local address, `COOKIE_SECRET` a fresh random key and
 * `PRODUCT_FETCH_ALLOW_LOCAL` `1`, so loopback shops can be read, unless given) and resolves once it answers HTTP. Used by
 * `npm start` (React's development build, for its warnings) and by the
 * browser tests (`production`: the bundle `wrangler deploy` ships, with
 * React's production build, which is also several times cheaper to render).
 */
export async function startWranglerDev(options: {
  port: number
  vars: Record<string, string>
  inherit?: boolean
  production?: boolean
  /** `--test-scheduled`: `GET /__scheduled` runs the Cron Trigger's handler on demand. */
  testScheduled?: boolean
  /** A file that receives wrangler's output as it comes (the worker's logged errors), to read after a failed run. */
  logFile?: string
}): Promise<WranglerDev> {
  const url = `http://127.0.0.1:${options.port}`
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(options.port), '--show-interactive-dev-session=false']
  if (options.testScheduled) args.push('--test-scheduled')
  const vars = { SITE_URL: url, COOKIE_SECRET: randomBytes(32).toString('base64url'), PRODUCT_FETCH_ALLOW_LOCAL: '1', ...options.vars }
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`)
  const child = spawn('npx', args, {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV, ...(options.production ? { NODE_ENV: 'production' } : {}) },
    stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  if (options.logFile) mkdirSync(dirname(options.logFile), { recursive: true })
  const log = options.logFile ? createWriteStream(options.logFile) : null
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    log?.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.once('exit', () => log?.end())
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.pid === undefined) return resolve()
      child.once('exit', () => resolve())
      process.kill(-child.pid, 'SIGTERM')
    })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`)
    try {
      const res = await fetch(`${url}/sitemap.xml`)
      if (res.ok) return { url, process: child, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`wrangler dev did not answer within 90 s:\n${output}`)
}
