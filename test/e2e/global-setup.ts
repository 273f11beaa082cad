import type { TestProject } from 'vitest/node'
import { spawnStandIn } from '../support/stand-in-process.ts'
import { workerFor } from './support/worker-for.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    supabaseUrl: string
  }
}

/**
 * Starts a fresh in-memory Supabase stand-in (in its own process: PGlite
 * resets `process.exitCode` when it closes, which would hide failures) and
 * the real worker under `wrangler dev` for the browser tests.
 */
export default async function setup(project: TestProject) {
  const supabase = await spawnStandIn()
  const worker = await workerFor(supabase)
  project.provide('baseUrl', worker.url)
  project.provide('supabaseUrl', supabase.url)
  return async () => {
    await worker.stop()
    await supabase.stop()
  }
}
