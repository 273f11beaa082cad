import type { TestProject } from 'vitest/node'
import { unstable_readConfig } from 'wrangler'
import { startFlakyServer } from '../support/flaky-server.ts'
import { startRatesFeedServer } from '../support/rates-feed-server.ts'
import { startShopServer } from '../support/shop-server.ts'
import { spawnStandIn } from '../support/stand-in-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    supabasePublishableKey: string
    /** The stand-in's secret key: tests sign tokens with its legacy HS256 secret, and the Cron Trigger stores rates with it. */
    supabaseSecretKey: string
    ratesFeedUrl: string
    /** wrangler.toml's Cron Triggers. */
    crons: string[]
    flakyUrl: string
    shopUrl: string
  }
}

/** Starts a fresh in-memory Supabase stand-in (and a server that fails on purpose, in front of it), a server of ECB feeds and a shop for the worker tests; workerd reaches them over loopback. */
export default async function setup(project: TestProject) {
  const standIn = await spawnStandIn()
  const flaky = await startFlakyServer(standIn.url)
  const feeds = await startRatesFeedServer()
  const shop = await startShopServer()
  project.provide('supabaseUrl', standIn.url)
  project.provide('supabasePublishableKey', standIn.publishableKey)
  project.provide('supabaseSecretKey', standIn.secretKey)
  project.provide('ratesFeedUrl', feeds.url)
  project.provide('crons', unstable_readConfig({ config: './wrangler.toml' }).triggers?.crons ?? [])
  project.provide('flakyUrl', flaky.url)
  project.provide('shopUrl', shop.url)
  return async () => {
    await Promise.all([standIn.stop(), flaky.close(), feeds.close(), shop.close()])
  }
}
