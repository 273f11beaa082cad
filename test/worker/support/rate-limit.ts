import { expect } from 'vitest'

/**
 * Sends requests until one is refused with 429, at most twice the limit and
 * one more: the simulated limiter counts in fixed windows aligned to the
 * clock, and that many requests put more than the limit into one of the (at
 * most two) windows they span. Every answer before the refusal must be
 * `expected`; returns the attempt (from 0) that was refused.
 */
export async function untilLimited(limit: number, expected: number, send: (attempt: number) => Promise<number>): Promise<number> {
  for (let attempt = 0; attempt <= 2 * limit; attempt += 1) {
    const status = await send(attempt)
    if (status === 429) return attempt
    expect(status).toBe(expected)
  }
  throw new Error(`no 429 after ${2 * limit + 1} requests`)
}
