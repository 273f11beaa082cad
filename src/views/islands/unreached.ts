import { useRef } from 'react'
import type { ApiError } from '../../lib/api-error.ts'

/**
 * Whether the error an island shows for a change that could not reach the
 * server (status 0) can go once its list is read from the server again:
 * only the answer may have been lost, the change made after all. `failed`
 * notes such a failure with how a list shows the change made (`madeIn`);
 * `answered(list)` is true when the list read since shows it, so "could not
 * reach the server" would be wrong. A change the list does not show keeps
 * its error, which asks to try again: it was not made.
 *
 * @example const unreached = useUnreached<Row[]>(); if (unreached.failed(failure, (rows) => rows.length === 0)) readAgain(); … if (unreached.answered(rows)) setError(null)
 */
export function useUnreached<List>(): {
  failed(failure: ApiError | null, madeIn: (list: List) => boolean): boolean
  answered(list: List): boolean
} {
  const waiting = useRef<((list: List) => boolean) | null>(null)
  return {
    failed: (failure, madeIn) => {
      waiting.current = failure?.status === 0 ? madeIn : null
      return waiting.current !== null
    },
    answered: (list) => {
      const madeIn = waiting.current
      waiting.current = null
      return madeIn !== null && madeIn(list)
    },
  }
}
