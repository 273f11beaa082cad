import { useRef } from 'react'
import type { ApiError } from '../../lib/api-error.ts'

/**
 * Whether the error an island shows says the server could not be reached
 * (status 0): the change may have been made after all, so the list read
 * from the server since is the outcome, and that error can go.
 *
 * @example const unreached = useUnreached(); if (unreached.failed(failure)) readAgain(); … if (unreached.answered()) setError(null)
 */
export function useUnreached(): { failed(failure: ApiError | null): boolean; answered(): boolean } {
  const shown = useRef(false)
  return {
    failed: (failure) => (shown.current = failure?.status === 0),
    answered: () => {
      const was = shown.current
      shown.current = false
      return was
    },
  }
}
