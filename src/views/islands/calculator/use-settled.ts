import { useEffect, useState } from 'react'

/** How long typing must pause before the result is read out. */
export const SETTLE_MS = 700

/**
 * A value that follows `value` once it has stopped changing for `delay` ms:
 * the live region reads the result once typing pauses, not at every key.
 * @example const announced = useSettled(resultSentence(text))
 */
export function useSettled<Value>(value: Value, delay = SETTLE_MS): Value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
