import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts'

/** One in-memory stand-in on a free port, quiet, for one test file. */
export function startStandIn(): Promise<LocalSupabase> {
  return startLocalSupabase({ port: 0, dataDir: null, quiet: true })
}

/** A unique address per call, so files and tests never collide on users. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`
}

/** A supabase-js client like the app's, without persistence or timers. */
export function client(sb: LocalSupabase, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(sb.url, sb.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  })
}

export interface TestUser {
  client: SupabaseClient
  id: string
  email: string
  password: string
  accessToken: string
}

/** Signs a fresh user up (auto-confirmed) and returns its signed-in client. */
export async function newUser(sb: LocalSupabase, label = 'user'): Promise<TestUser> {
  const email = uniqueEmail(label)
  const password = 'correct-horse-42'
  const c = client(sb)
  const { data, error } = await c.auth.signUp({ email, password, options: { data: { username: label } } })
  if (error || !data.session || !data.user) throw new Error(`signUp failed: ${error?.message}`)
  return { client: c, id: data.user.id, email, password, accessToken: data.session.access_token }
}

/** A fetch that records every request's method and URL, for asserting what clients send. */
export function recordingFetch(): { fetch: typeof fetch; calls: Array<{ method: string; url: string; headers: Headers }> } {
  const calls: Array<{ method: string; url: string; headers: Headers }> = []
  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    calls.push({ method: request.method, url: request.url, headers: request.headers })
    return fetch(request)
  }
  return { fetch: wrapped, calls }
}

/** A valid calculation row for inserts. */
export function calculation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'New bike',
    mode: 'price_to_time',
    amount: 1200,
    currency: 'EUR',
    hourly_rate: 40,
    hours: 30,
    use_work_week: true,
    ...overrides,
  }
}

/** Resolves with the first value `register` reports, or rejects after `ms`. */
export function nextEvent<T>(register: (resolve: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms)
    register((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}
