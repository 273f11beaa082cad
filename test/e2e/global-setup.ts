import { createServer } from 'node:net'
import type { TestProject } from 'vitest/node'
import { startWranglerDev } from '../../scripts/lib/wrangler.ts'
import { spawnStandIn } from '../support/stand-in-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    supabaseUrl: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Starts a fresh in-memory Supabase stand-in (in its own process: PGlite
 * resets `process.exitCode` when it closes, which would hide failures) and
 * the real worker under `wrangler dev` for the browser tests.
 */
export default async function setup(project: TestProject) {
  const supabase = await spawnStandIn()
  const worker = await startWranglerDev({
    port: await freePort(),
    vars: { SUPABASE_URL: supabase.url, SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey },
  })
  project.provide('baseUrl', worker.url)
  project.provide('supabaseUrl', supabase.url)
  return async () => {
    await worker.stop()
    await supabase.stop()
  }
}
