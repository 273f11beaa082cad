import { isRetried } from '../lib/retry-rule.ts'

/**
 * `fetch` with the app's retry rule (`lib/retry-rule.ts`): one retry of an
 * idempotent request that answered 408, 409, 425, 429, 500, 502, 503 or
 * 504. Other requests and statuses, and a request that got no answer, pass
 * through untouched. It is the only retry under the Supabase clients:
 * postgrest-js's own is switched off where the clients are made.
 */
export async function fetchWithRetry(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
  const response = await fetch(input, init)
  if (!isRetried(method, response.status)) return response
  await response.body?.cancel()
  return fetch(input, init)
}
