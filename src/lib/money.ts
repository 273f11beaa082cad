/**
 * Money arithmetic without float noise: amounts are rounded in integer minor
 * units of their currency, so 0.1 + 0.2 is stored and shown as 0.3.
 */

/** Amounts are stored with two decimals (numeric(…, 2)); no currency needs more. */
export const STORED_FRACTION_DIGITS = 2

const digitsCache = new Map<string, number>()

/**
 * How many decimals a currency shows, from Intl (JPY, KRW, CLP, IDR, HUF, COP:
 * 0; most others: 2), capped at the two decimals amounts are stored with.
 */
export function fractionDigits(currency: string): number {
  const cached = digitsCache.get(currency)
  if (cached !== undefined) return cached
  let digits = STORED_FRACTION_DIGITS
  try {
    const resolved = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    digits = Math.min(resolved.maximumFractionDigits ?? STORED_FRACTION_DIGITS, STORED_FRACTION_DIGITS)
  } catch {
    digits = STORED_FRACTION_DIGITS
  }
  digitsCache.set(currency, digits)
  return digits
}

/**
 * Rounds a number to `digits` decimals, half away from zero, on its decimal
 * representation (1.005 → 1.01, which `Math.round(1.005 * 100)` gets wrong).
 * Non-finite input gives 0 so no caller can print NaN or Infinity.
 */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return 0
  const sign = value < 0 ? -1 : 1
  const result = sign * shift(Math.round(shift(Math.abs(value), digits)), -digits)
  return Number.isFinite(result) ? result + 0 : 0
}

/** Multiplies by a power of ten through the decimal exponent, exactly (`1.005` shifted by 2 is `100.5`). */
function shift(value: number, exponent: number): number {
  const [mantissa = '0', power = '0'] = String(value).split('e')
  return Number(`${mantissa}e${Number(power) + exponent}`)
}

/** Rounds an amount to what its currency can show and store (0 decimals for JPY, else 2). */
export function roundMoney(amount: number, currency: string): number {
  return roundTo(amount, fractionDigits(currency))
}
