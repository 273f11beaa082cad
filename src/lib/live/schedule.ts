/*
 * The app's realtime schedule (heartbeat, join timeout, reconnect delays),
 * used by the worker's Realtime client and by the browser's live client alike.
 */

/** A heartbeat every 30 s. */
export const HEARTBEAT_MS = 30_000

/** How long past a missed heartbeat (or a join) counts as a timeout. */
export const TIMEOUT_MS = 10_000

const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000] as const

/**
 * The wait before reconnect attempt `tries` (1 for the first): 1 s, 2 s,
 * 5 s, then every 10 s.
 *
 * @example reconnectDelay(3) // 5000
 */
export function reconnectDelay(tries: number): number {
  return RECONNECT_MS[Math.min(Math.max(tries, 1), RECONNECT_MS.length) - 1]!
}
