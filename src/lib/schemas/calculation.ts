import * as v from 'valibot'
import { CALCULATION_MODES } from '../calculation.ts'
import { MAX_TITLE_LENGTH } from '../calculator-input.ts'
import { DURATION_UNITS } from '../duration.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a route param can be a calculation id at all (anything else is a 404 without a query). */
export function isCalculationId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** Renaming: a title of up to 120 characters; blank clears it. */
export const updateTitleSchema = v.strictObject({
  title: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_TITLE_LENGTH),
      v.transform((title) => title || null),
    ),
  ),
})

/** Favourite toggle: the state the client shows, if it knows it (else the server reads the row first). */
export const favoriteSchema = v.strictObject({ isFavorite: v.optional(v.boolean()) })

const scalar = v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String)))

/**
 * The shape of a JSON body that saves a calculation: the calculator's fields
 * and nothing else, each a plain value, with a known mode and unit. The
 * calculator's own schema then reads the values.
 */
export const calculationBodySchema = v.strictObject({
  mode: v.picklist(CALCULATION_MODES),
  rate: scalar,
  currency: scalar,
  workweek: scalar,
  price: scalar,
  title: scalar,
  duration: scalar,
  unit: v.optional(v.picklist(DURATION_UNITS)),
})
