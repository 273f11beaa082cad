import { fetchWithRetry } from './retry.ts'

/**
 * How long one call to Supabase may take, its retry included, before it
 * counts as an outage: short enough that the 503 page rendered after it is
 * out within the 5.5 s an unreachable backend may cost a request.
 */
export const SUPABASE_DEADLINE_MS = 4_500

/** One request's time limit on Supabase, shared by all its clients and its session check. */
export interface SupabaseDeadline {
  /**
   * The `fetch` the request's Supabase clients (and the avatar proxy and the
   * broadcast) are given: the app's one retry (`fetchWithRetry`), all of it
   * within the deadline.
   */
  fetch: typeof fetch
  /**
   * Settles with `onLate()` when `work` takes longer than the deadline: for
   * calls that retry on their own, such as auth-js refreshing a session (it
   * backs off for up to 30 s while Supabase is unreachable).
   */
  within<T>(work: Promise<T>, onLate: () => T): Promise<T>
}

/**
 * A deadline for one request's calls to Supabase, so a frozen backend fails
 * like a stopped one instead of holding the request open. Each call (its
 * retry included) and each `within` has the deadline from its start; once
 * any of them ran out of time, the backend counts as frozen for the rest of
 * the request: calls still waiting end, and later ones fail at once. A
 * request that met a frozen backend thus answers within about one deadline,
 * however many clients and calls it has (`requestDeadline` gives each
 * request one).
 *
 * @example createClient(url, key, { global: { fetch: supabaseDeadline().fetch }, db: { retry: false } })
 */
export function supabaseDeadline(deadlineMs = SUPABASE_DEADLINE_MS): SupabaseDeadline {
  const frozen = new AbortController()
  const freeze = () => frozen.abort(new DOMException('Supabase did not answer in time', 'TimeoutError'))

  const deadlineFetch: typeof fetch = async (input, init) => {
    frozen.signal.throwIfAborted()
    const timeout = AbortSignal.timeout(deadlineMs)
    const signal = AbortSignal.any([timeout, frozen.signal, ...(init?.signal ? [init.signal] : [])])
    try {
      return await fetchWithRetry(input, { ...init, signal })
    } catch (error) {
      if (timeout.aborted) freeze()
      throw error
    }
  }

  function within<T>(work: Promise<T>, onLate: () => T): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<T>((resolve) => {
      timer = setTimeout(() => {
        freeze()
        resolve(onLate())
      }, deadlineMs)
    })
    return Promise.race([work, late]).finally(() => clearTimeout(timer))
  }

  return { fetch: deadlineFetch, within }
}
