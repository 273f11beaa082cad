/**
 * The calculator's fixed sets and limits, in one place for the field rules,
 * the calculation and the row builder.
 */

/** The two things the calculator does; the values are the `calculations.mode` column's. */
export const CALCULATION_MODES = ['price_to_time', 'time_to_price'] as const

export type CalculationMode = (typeof CALCULATION_MODES)[number]

/** Hourly rates are above 0 and at most this, with two decimals. */
export const MAX_RATE = 1_000_000

/** The smallest rate two decimals can hold. */
export const MIN_RATE = 0.01

/** The largest price the calculator accepts (fits numeric(…, 2) and safe integers in minor units). */
export const MAX_AMOUNT = 1_000_000_000_000

/** The largest duration, in whichever unit it is entered. */
export const MAX_DURATION = 100_000

/** The longest title a calculation may carry. */
export const MAX_TITLE_LENGTH = 120

/** The longest pending calculation (a calculator query) accepted; a real one is far shorter, this bounds the work. */
export const MAX_PENDING_LENGTH = 2048

/** Decimals every number may have (amounts are stored with two). */
export const MAX_DECIMALS = 2

/** Columns' limits (numeric(14, 2) amount, hours below 10^8), so an insert never fails on them. */
export const MAX_STORED_AMOUNT = 999_999_999_999.99
export const MAX_STORED_HOURS = 99_999_999
