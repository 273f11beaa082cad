/**
 * Money arithmetic without float noise: amounts are rounded in integer minor
 * units of their currency, so 0.1 + 0.2 is stored and shown as 0.3.
 */

/** Amounts are stored with two decimals (numeric(…, 2)); no currency needs more. */
export const STORED_FRACTION_DIGITS = 2

/**
 * The supported currencies whose amounts have no decimals, as CLDR (and so
 * `Intl.NumberFormat`) shows them; a worker test keeps this list equal to
 * what Intl says. A list, not Intl: the first `Intl.NumberFormat` of a page
 * loads ICU's number data, a task of its own that the calculator's
 * hydration would otherwise pay before the visitor has typed anything.
 */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'IDR', 'HUF', 'CLP', 'COP'])

/** How many decimals a currency shows: none for yen, won, rupiah, forint and the Chilean and Colombian pesos; the two amounts are stored with for the rest. */
export function fractionDigits(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : STORED_FRACTION_DIGITS
}

/** The smallest amount a currency shows: 0.01, or 1 for those without decimals (¥1). */
export function smallestAmount(currency: string): number {
  return 10 ** -fractionDigits(currency)
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
