import type { TestProject } from 'vitest/node'
import { spawnStandIn } from '../support/stand-in-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    supabasePublishableKey: string
  }
}

/** Starts a fresh in-memory Supabase stand-in for the worker tests; workerd reaches it over loopback. */
export default async function setup(project: TestProject) {
  const standIn = await spawnStandIn()
  project.provide('supabaseUrl', standIn.url)
  project.provide('supabasePublishableKey', standIn.publishableKey)
  return () => standIn.stop()
}
