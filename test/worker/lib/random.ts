/**
 * A seeded pseudo-random generator (mulberry32), so the property-style tests
 * check many inputs yet fail the same way on every run.
 */
export function seededRandom(start: number): () => number {
  let state = start >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random amount with at most two decimals between `min` and `max`, spread over magnitudes. */
export function randomAmount(random: () => number, min: number, max: number): number {
  const exponent = Math.log10(min) + random() * (Math.log10(max) - Math.log10(min))
  const value = Math.min(max, Math.max(min, 10 ** exponent))
  return Math.round(value * 100) / 100 || min
}
