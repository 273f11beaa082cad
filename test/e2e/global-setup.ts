import type { TestProject } from 'vitest/node'
import { startShopServer } from '../support/shop-server.ts'
import { spawnStandIn } from '../support/stand-in-process.ts'
import { workerFor } from './support/worker-for.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    supabaseUrl: string
    /** The stand-in's secret key: journeys move an account's sign-up into the past with it (`ageAccount`). */
    supabaseSecretKey: string
    shopUrl: string
  }
}

/**
 * Starts a fresh in-memory Supabase stand-in (in its own process: PGlite
 * resets `process.exitCode` when it closes, which would hide failures) and
 * the real worker under `wrangler dev` for the browser tests, and a shop on
 * loopback whose product pages the worker reads.
 */
export default async function setup(project: TestProject) {
  const supabase = await spawnStandIn()
  const worker = await workerFor(supabase)
  const shop = await startShopServer()
  project.provide('baseUrl', worker.url)
  project.provide('supabaseUrl', supabase.url)
  project.provide('supabaseSecretKey', supabase.secretKey)
  project.provide('shopUrl', shop.url)
  return async () => {
    await worker.stop()
    await shop.close()
    await supabase.stop()
  }
}
