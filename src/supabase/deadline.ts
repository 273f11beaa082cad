import { fetchWithRetry } from './retry.ts'

/** How long one call to Supabase may take before it counts as an outage. */
export const SUPABASE_DEADLINE_MS = 5_000

/**
 * The `fetch` every Supabase client (and the avatar proxy) is given: the
 * seed's one retry, all of it within one deadline, so a frozen backend fails
 * like a stopped one instead of holding the request open. Once a call ran
 * out of time, later calls through the same fetch fail at once: a request
 * that met a frozen backend answers within about one deadline.
 *
 * @example createClient(url, key, { global: { fetch: deadlineFetch() } })
 */
export function deadlineFetch(deadlineMs = SUPABASE_DEADLINE_MS): typeof fetch {
  let frozen = false
  return async (input, init) => {
    if (frozen) throw new DOMException('Supabase did not answer in time', 'TimeoutError')
    const timeout = AbortSignal.timeout(deadlineMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    try {
      return await fetchWithRetry(input, { ...init, signal })
    } catch (error) {
      if (timeout.aborted) frozen = true
      throw error
    }
  }
}

/**
 * Settles with `onLate()` when `work` takes longer than the deadline: for
 * calls that retry on their own, such as auth-js refreshing a session (it
 * backs off for up to 30 s while Supabase is unreachable).
 *
 * @example await withinDeadline(supabase.auth.getUser(), () => outage)
 */
export function withinDeadline<T>(work: Promise<T>, onLate: () => T, deadlineMs = SUPABASE_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onLate()), deadlineMs)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
