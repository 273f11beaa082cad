import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * PGlite is one Postgres session, and lite opens each request's transaction
 * on it with a plain `BEGIN` (its Kysely driver for PGlite takes no lock). Two
 * requests whose transactions overlapped ran as one: the later one's
 * `set_config` of role and claims applied to the earlier one's statements, so
 * `auth.uid()` could name the other user, and the first `COMMIT` ended both.
 * The stand-in therefore gives the database to one request at a time, in the
 * order they came. Work that already holds the turn (an auth request that
 * calls lite again, reads the hosted claims or the confirmation state) runs
 * at once.
 *
 * @example const inTurn = databaseTurns(); await inTurn(() => lite.fetch(request))
 */
export function databaseTurns() {
  const holding = new AsyncLocalStorage<true>()
  let last: Promise<unknown> = Promise.resolve()
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (holding.getStore()) return work()
    const turn = last.then(() => holding.run(true, work))
    last = turn.catch(() => undefined)
    return turn
  }
}
