import type { CalculationMode } from './limits.ts'

/**
 * A saved calculation as the app knows it: what the JSON API returns and
 * what pages, islands and receipts receive. It is not the database row
 * (`src/supabase/calculations.ts` maps a row to it); the keys are the API's.
 */
export interface SavedCalculation {
  id: string
  created_at: string
  is_favorite: boolean
  title: string | null
  mode: CalculationMode
  /** The price, or the price to charge, in `currency` (converted, when it was typed in another). */
  amount: number
  currency: string
  hourly_rate: number
  /** Exact hours of work. */
  hours: number
  use_work_week: boolean
  /** The price as typed, in `priceCurrency` (`amount` when it was typed in `currency`). */
  price: number
  /** The currency the price was typed in: `currency` unless it was converted. */
  priceCurrency: string
  /** The price in `currency` when it was converted (then equal to `amount`), else null. */
  convertedPrice: number | null
  /** Units of `currency` one unit of `priceCurrency` bought (the ECB's rates, through the euro), else null. */
  exchangeRate: number | null
  /** The day of the reference rates the price was converted at (`YYYY-MM-DD`), else null. */
  rateDate: string | null
  /** The product link the price was read from, if it was. */
  url: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a route param can be a calculation id at all (anything else is a 404 without a query). */
export function isCalculationId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}
