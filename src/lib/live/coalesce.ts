/**
 * Runs `work` for a burst of triggers as few times as possible: at once for
 * the first, then once more after it finishes if more triggers came in the
 * meantime (clearing twenty calculations publishes twenty changes; the page
 * refetches twice, not twenty times). A failure ends that run quietly: the
 * next change or reconnect refetches again.
 *
 * @example const refetch = coalesce(() => api('GET', '/api/goals').then(show)); refetch(); refetch()
 */
export function coalesce(work: () => Promise<unknown>): () => void {
  let running = false
  let again = false
  const run = async () => {
    running = true
    do {
      again = false
      await work().catch(() => undefined)
    } while (again)
    running = false
  }
  return () => {
    if (running) again = true
    else void run()
  }
}
