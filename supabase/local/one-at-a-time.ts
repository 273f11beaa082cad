/**
 * Runs work for the same key one after another, different keys side by
 * side: two sign-ups with one e-mail must not race inside lite (the loser
 * was a 500 instead of GoTrue's 422 `user_already_exists`).
 *
 * @example const signups = oneAtATime(); await signups(email, () => lite(request))
 */
export function oneAtATime() {
  const queues = new Map<string, Promise<unknown>>()
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = queues.get(key) ?? Promise.resolve()
    const run = before.then(work, work)
    const tail = run.catch(() => undefined)
    queues.set(key, tail)
    try {
      return await run
    } finally {
      if (queues.get(key) === tail) queues.delete(key)
    }
  }
}
