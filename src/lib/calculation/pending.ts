import * as v from 'valibot'
import { isLocale, type Locale } from '../../i18n/locales.ts'
import type { CalculatorValues } from './fields.ts'
import { calculatorBodyFrom, isSubmittedCalculator } from './form.ts'
import { MAX_PENDING_LENGTH } from './limits.ts'
import { idempotencyKeyValue } from '../schemas/idempotency-key.ts'
import { STORED_UNDER, WRITTEN_IN } from './pending-query.ts'
import { calculationBodySchema } from './schema.ts'

export { MAX_PENDING_LENGTH }

/**
 * Reads a pending calculation: the calculator query string a guest's Save
 * link carries (`mode=price_to_time&price=1200&rate=40&currency=EUR`, with
 * or without a leading `?`), its numbers typed the way its `lang` writes
 * them (`pendingQuery`), else the way `locale` does, through the same
 * schema as the JSON API. Null
 * when it is missing, oversized, carries no mode or has any refused field,
 * so a tampered value is dropped, not stored.
 */
export function pendingCalculationFrom(query: string | null | undefined, locale: Locale): CalculatorValues | null {
  if (typeof query !== 'string' || query.length === 0 || query.length > MAX_PENDING_LENGTH) return null
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(query)) {
    if (!(name in fields)) fields[name] = value
  }
  if (!isSubmittedCalculator(fields)) return null
  const writtenIn = fields[WRITTEN_IN]
  const parsed = v.safeParse(calculationBodySchema, calculatorBodyFrom(fields, isLocale(writtenIn) ? writtenIn : locale))
  return parsed.success ? parsed.output : null
}

/**
 * The id a pending calculation is to be stored under (`STORED_UNDER`, the
 * guest's Save's key): a UUID, else none, and the row gets a new id.
 */
export function pendingKeyFrom(query: string | undefined): string | undefined {
  const key = new URLSearchParams(query).get(STORED_UNDER)
  return v.is(idempotencyKeyValue, key) ? key : undefined
}
