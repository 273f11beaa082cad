import { randomUUID } from 'node:crypto'
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts'
import { mailsTo } from '../support/mailbox.ts'

let shared: Promise<LocalSupabase> | undefined

/**
 * The in-memory stand-in (quiet, on a free port) that every test file of
 * this Vitest worker shares: the first file that asks starts it, and it
 * lives as long as the worker (`isolate: false` in the config keeps this
 * module, and so the stand-in, from one file to the next). Files keep apart
 * through users of their own (`newUser`, `uniqueEmail`), never by counting
 * everyone's rows. A file that tests the stand-in itself in another set-up
 * (on disk, restarted, with sockets watched) starts its own with
 * `startLocalSupabase`.
 */
export function sharedStandIn(): Promise<LocalSupabase> {
  shared ??= startLocalSupabase({ port: 0, dataDir: null, quiet: true })
  return shared
}

/** A unique address per call, so files and tests never collide on users. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`
}

/** One part of a JWT: a JSON value, base64url-encoded. */
export function tokenPart(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** The claims a JWT carries (its signature not checked). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
}

/** A token carrying `claims` under its own header and signature, which no longer match: a forgery. */
export function withClaims(token: string, claims: object): string {
  const [header, , signature] = token.split('.')
  return `${header}.${tokenPart(claims)}.${signature}`
}

/** A supabase-js client like the app's, without persistence or timers. */
export function client(sb: LocalSupabase, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(sb.url, sb.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  })
}

/** A supabase-js client with the secret key: `service_role`, past row-level security. */
export function adminClient(sb: LocalSupabase): SupabaseClient {
  return createClient(sb.url, sb.secretKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } })
}

export interface TestUser {
  client: SupabaseClient
  id: string
  email: string
  password: string
  accessToken: string
}

/** The token hash of the newest confirmation mail the stand-in sent to `email`. */
export async function confirmationHash(sb: LocalSupabase, email: string): Promise<string> {
  const mail = (await mailsTo(sb.url, email)).filter((one) => one.type === 'signup').at(-1)
  if (!mail?.tokenHash) throw new Error(`no confirmation mail to ${email}`)
  return mail.tokenHash
}

/** Signs a fresh user up, confirms the address from the mailbox (token hash) and returns its signed-in client. */
export async function newUser(sb: LocalSupabase, label = 'user'): Promise<TestUser> {
  const email = uniqueEmail(label)
  const password = 'correct-horse-42'
  const c = client(sb)
  const signUp = await c.auth.signUp({ email, password, options: { data: { username: label } } })
  if (signUp.error) throw new Error(`signUp failed: ${signUp.error.message}`)
  const { data, error } = await c.auth.verifyOtp({ token_hash: await confirmationHash(sb, email), type: 'email' })
  if (error || !data.session || !data.user) throw new Error(`confirmation failed: ${error?.message}`)
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

/** What a test subscription heard: each broadcast's event and payload, in order. */
export interface Subscription {
  ch: RealtimeChannel
  status: string
  received: Array<{ event: string; payload: unknown }>
}

/** Subscribes `c` to every broadcast on `topic` (with `token` as its realtime auth) and resolves with the final join status. */
export type Subscribe = (c: SupabaseClient, topic: string, config?: Record<string, unknown>, token?: string) => Promise<Subscription>

/**
 * Sets a realtime test file up: before it, the shared stand-in and two users
 * (handed to `ready`); after it, every channel the returned `subscribe`
 * opened is removed.
 */
export function realtimeFile(label: string, ready: (sb: LocalSupabase, a: TestUser, b: TestUser) => void): Subscribe {
  const open: Array<{ c: SupabaseClient; ch: RealtimeChannel }> = []
  beforeAll(async () => {
    const sb = await sharedStandIn()
    ready(sb, await newUser(sb, `${label}-a`), await newUser(sb, `${label}-b`))
  })
  afterAll(async () => {
    for (const { c, ch } of open) await c.removeChannel(ch)
  })
  return async (c, topic, config = {}, token) => {
    if (token) await c.realtime.setAuth(token)
    const ch = c.channel(topic, { config })
    const received: Subscription['received'] = []
    ch.on('broadcast', { event: '*' }, (message) => received.push({ event: message.event, payload: message.payload }))
    open.push({ c, ch })
    const status = await nextEvent<string>((done) =>
      ch.subscribe((s) => {
        if (s !== 'SUBSCRIBED' && s !== 'CHANNEL_ERROR' && s !== 'TIMED_OUT') return
        done(s)
      }),
    )
    return { ch, status, received }
  }
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}
