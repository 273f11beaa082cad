import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { OFFLINE_WRANGLER_ENV } from './wrangler.ts'

/** The worker as `wrangler deploy` would upload it. */
export interface WorkerBundle {
  /** The bundled module, an ES module that default-exports the Hono app. */
  file: string
  bytes: number
  /** Gzip at the default level, as wrangler reports the upload's size. */
  gzipBytes: number
}

/**
 * Bundles the worker exactly as `wrangler deploy` ships it (its esbuild
 * settings, `minify`, `NODE_ENV=production`) into `outdir`
 * without uploading, for the bench to weigh and to render in Node.
 */
export async function buildDeployBundle(outdir: string): Promise<WorkerBundle> {
  const child = spawn('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${output}`)
  const file = join(outdir, 'worker.js')
  const bytes = await readFile(file)
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length }
}
