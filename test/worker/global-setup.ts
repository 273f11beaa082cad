import type { TestProject } from 'vitest/node'
import { startFlakyServer } from '../support/flaky-server.ts'
import { spawnStandIn } from '../support/stand-in-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    supabasePublishableKey: string
    flakyUrl: string
  }
}

/** Starts a fresh in-memory Supabase stand-in (and a server that fails on purpose, in front of it) for the worker tests; workerd reaches both over loopback. */
export default async function setup(project: TestProject) {
  const standIn = await spawnStandIn()
  const flaky = await startFlakyServer(standIn.url)
  project.provide('supabaseUrl', standIn.url)
  project.provide('supabasePublishableKey', standIn.publishableKey)
  project.provide('flakyUrl', flaky.url)
  return async () => {
    await Promise.all([standIn.stop(), flaky.close()])
  }
}
