import type { TestProject } from 'vitest/node'
import { startFlakyServer } from '../support/flaky-server.ts'
import { startShopServer } from '../support/shop-server.ts'
import { spawnStandIn } from '../support/stand-in-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    supabasePublishableKey: string
    /** The stand-in's secret key, for tests that sign tokens with its legacy HS256 secret. */
    supabaseSecretKey: string
    flakyUrl: string
    shopUrl: string
  }
}

/** Starts a fresh in-memory Supabase stand-in (and a server that fails on purpose, in front of it) and a shop for the worker tests; workerd reaches them over loopback. */
export default async function setup(project: TestProject) {
  const standIn = await spawnStandIn()
  const flaky = await startFlakyServer(standIn.url)
  const shop = await startShopServer()
  project.provide('supabaseUrl', standIn.url)
  project.provide('supabasePublishableKey', standIn.publishableKey)
  project.provide('supabaseSecretKey', standIn.secretKey)
  project.provide('flakyUrl', flaky.url)
  project.provide('shopUrl', shop.url)
  return async () => {
    await Promise.all([standIn.stop(), flaky.close(), shop.close()])
  }
}
