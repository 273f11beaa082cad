import { useRef } from 'react'

/**
 * An island's Idempotency-Key for a write: the same one for as long as the
 * request asked for stays the same (`subject`, such as the query or body it
 * sends), so pressing again after an answer that never came does the write
 * once; something else asked for gets a new one. `kept` gives a key this
 * subject already has (a Save kept on the device, before a reload).
 *
 * @example const keyOf = useRequestKey(); api.comparisons.$post({ json, header: { [IDEMPOTENCY_KEY]: keyOf(JSON.stringify(json)) } })
 */
export function useRequestKey(kept?: (subject: string) => string | undefined): (subject: string) => string {
  const current = useRef({ subject: '', key: '' })
  return (subject) => {
    if (current.current.subject !== subject || !current.current.key) {
      current.current = { subject, key: kept?.(subject) ?? crypto.randomUUID() }
    }
    return current.current.key
  }
}
