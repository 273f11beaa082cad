/**
 * What `promise` gives if it settles within `ms`, else null; it goes on
 * either way, for whoever awaits it later. A page uses it to wait a little
 * for data it would otherwise stream in, so data that is quick comes in the
 * page itself.
 * @example await settledWithin(reads, 100) // the reads' value, or null after 100 ms
 */
export function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
