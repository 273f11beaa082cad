import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../../src/worker.ts'
import type { CookieJar } from './cookie-jar.ts'

/** What a request may carry besides its path: a method, a body and its type, the page's language. */
export interface BackendRequestInit {
  method?: string
  body?: BodyInit
  type?: string
  language?: string
}

/** A plain form's post of `fields`, as a browser sends it without JavaScript. */
export function formPost(fields: Record<string, string>): BackendRequestInit {
  return { method: 'POST', body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' }
}

/**
 * Sends a request through the real worker with the jar's cookies (none for
 * a guest), its Supabase at `supabaseUrl` (a frozen, gone or failing one from
 * `test/support/flaky-server.ts`), and says how long the answer took,
 * `waitUntil` work included.
 */
export async function viaBackend(supabaseUrl: string, jar: CookieJar | null, path: string, init: BackendRequestInit = {}) {
  const headers = new Headers({ 'cf-connecting-ip': jar?.ip ?? '10.9.9.9' })
  if (jar?.cookies.size) headers.set('cookie', jar.header())
  if (init.language) headers.set('accept-language', init.language)
  if (init.body !== undefined) {
    headers.set('origin', 'http://localhost')
    if (init.type) headers.set('content-type', init.type)
  }
  const request = new Request(`http://localhost${path}`, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' })
  const started = performance.now()
  const ctx = createExecutionContext()
  const res = await worker.fetch(request, { ...env, SUPABASE_URL: supabaseUrl }, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body, ms: performance.now() - started }
}
