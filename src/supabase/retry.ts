/** Statuses the seed retries once on idempotent methods. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/**
 * `fetch` with the seed's retry rule: one retry of an idempotent request
 * that answered 408, 409, 425, 429, 500, 502, 503 or 504. Other requests
 * and statuses pass through untouched.
 */
export async function fetchWithRetry(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  const response = await fetch(input, init)
  if (!IDEMPOTENT.has(method) || !RETRY_STATUSES.has(response.status)) return response
  await response.body?.cancel()
  return fetch(input, init)
}
