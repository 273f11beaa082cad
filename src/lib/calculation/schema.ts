import * as v from 'valibot'
import { DURATION_UNITS } from '../duration.ts'
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_FIELDS,
  calculatorReaders,
  fieldSource,
  type CalculatorField,
  type CalculatorParse,
  type CalculatorValues,
  type FieldErrorCode,
  type FieldErrors,
  type FieldReading,
} from './fields.ts'
import { CALCULATION_MODES, MAX_TITLE_LENGTH } from './limits.ts'

/**
 * The calculator's valibot schema: the server's parser for GET queries and
 * JSON bodies. Each field is the same rule the browser island runs
 * (`fields.ts`), so server and browser never disagree; an issue's
 * message is a `FieldErrorCode` the page localizes.
 */

/** A field schema running one reader; a missing field is read as empty text, like an empty input. */
function fromReader<T>(read: (raw: unknown) => FieldReading<T>) {
  const field = v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const reading = read(dataset.value)
      if (reading.ok) return reading.value
      addIssue({ message: reading.code })
      return NEVER
    }),
  )
  return v.optional(field, '')
}

/** One schema per field; every one accepts any value and reports a code instead of throwing. */
export const calculatorFields = {
  mode: fromReader(calculatorReaders.mode),
  rate: fromReader(calculatorReaders.rate),
  currency: fromReader(calculatorReaders.currency),
  workweek: fromReader(calculatorReaders.workweek),
  price: fromReader(calculatorReaders.price),
  title: fromReader(calculatorReaders.title),
  duration: fromReader(calculatorReaders.duration),
  unit: fromReader(calculatorReaders.unit),
}

/** The whole input as one object schema, for an endpoint that wants all-or-nothing. */
export const CalculatorSchema = v.object(calculatorFields)

/**
 * Parses a query or form with the schema field by field, so a bad field gets
 * its own message and the others stay usable. Never throws, whatever it gets.
 */
export function parseCalculatorQuery(input: unknown): CalculatorParse {
  const source = fieldSource(input)
  const values: CalculatorValues = { ...CALCULATOR_DEFAULTS }
  const errors: FieldErrors = {}
  const read = <K extends CalculatorField>(name: K) => {
    const result = v.safeParse(calculatorFields[name], source[name])
    if (result.success) values[name] = result.output as CalculatorValues[K]
    else errors[name] = result.issues[0].message as FieldErrorCode
  }
  for (const name of CALCULATOR_FIELDS) read(name)
  return { values, errors }
}

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
