/*
 * The one retry rule of every client in the app (the worker's calls to
 * Supabase, the browser's calls to the app's API): one retry of an
 * idempotent request that answered 408, 409, 425, 429, 500, 502, 503 or
 * 504. Nothing else is repeated: a write could be done twice, and other
 * statuses would answer the same again.
 */

/** Statuses worth one more try: timeouts, conflicts, too early, rate limits, server trouble. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

/** Methods that may be sent twice without changing the outcome; only these are retried. */
export const IDEMPOTENT_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']

/**
 * Whether a request that got this status is sent once more (the caller sends
 * it at most twice in all).
 *
 * @example if (isRetried(init.method, response.status)) response = await fetch(input, init)
 */
export function isRetried(method: string, status: number): boolean {
  return IDEMPOTENT_METHODS.includes(method.toUpperCase()) && RETRY_STATUSES.includes(status)
}
