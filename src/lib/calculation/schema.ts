import * as v from 'valibot'
import type { Locale } from '../../i18n/locales.ts'
import { decimalsOf, readNumber } from './decimal.ts'
import { CALCULATOR_FIELDS, checkRate, readCalculatorFields, type CalculatorField, type CalculatorValues } from './fields.ts'
import { MAX_DECIMALS, MAX_TITLE_LENGTH } from './limits.ts'
import { CONTROL_CHARACTERS_MESSAGE, noBidiControls, noControlCharacters } from '../schemas/plain-text.ts'

/**
 * The calculation's valibot schemas: the one the server reads every new
 * calculation with (a JSON body, a no-JavaScript form or a guest's pending
 * query, the last two through `calculatorBodyFrom`), the hourly rate the
 * profile shares with the calculator, and the dashboard's small writes.
 */

/** A body's keys: the calculator's fields and nothing else; the rules below judge the values. */
const calculationBodyShape = v.strictObject(
  Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, v.optional(v.unknown())])) as Record<
    CalculatorField,
    v.OptionalSchema<v.UnknownSchema, undefined>
  >,
)

/**
 * A calculation as JSON (`{ "mode": "price_to_time", "price": 1200.5,
 * "rate": 40, "workweek": true }`), read by the same field rules the island
 * runs (`fields.ts`). Each refused field is an issue at its key whose
 * message is a `FieldErrorCode`; a key that is no field is refused too.
 */
export const calculationBodySchema = v.pipe(
  calculationBodyShape,
  v.rawTransform<v.InferOutput<typeof calculationBodyShape>, CalculatorValues>(({ dataset, addIssue, NEVER }) => {
    const body = dataset.value
    const { values, errors } = readCalculatorFields(body)
    for (const [key, code] of Object.entries(errors)) {
      addIssue({ message: code, path: [{ type: 'object', origin: 'value', input: body, key, value: body[key as CalculatorField] }] })
    }
    return Object.keys(errors).length ? NEVER : values
  }),
)

/**
 * An hourly rate as JSON (`PATCH /api/profile`): a number that passes the
 * calculator's rate rule; three decimals get the calculator's sentence for
 * them, anything else the rate's range.
 */
export const hourlyRateSchema = v.pipe(
  v.number('validation.rateRange'),
  v.check((rate) => decimalsOf(rate) <= MAX_DECIMALS, 'validation.rateDecimals'),
  v.check((rate) => checkRate(rate) === undefined, 'validation.rateRange'),
)

/**
 * An hourly rate as typed in the profile form or the calculator's "use as my
 * rate", in the page's language (`1.234,50` in German, `1,234.50` in
 * English): required, read by the calculator's number parser (text it cannot
 * read, such as `1.5` in German, is asked for as a number) and held to its
 * rate rule, so both accept the same rates.
 */
export function typedHourlyRateSchema(locale: Locale) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty('validation.rateRequired'),
    v.transform((text: string) => readNumber(text, locale)),
    v.number('validation.rateNumber'),
    hourlyRateSchema,
  )
}

/** Renaming: a title of up to 120 characters; blank clears it. */
export const updateTitleSchema = v.strictObject({
  title: v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      noControlCharacters(CONTROL_CHARACTERS_MESSAGE),
      noBidiControls(CONTROL_CHARACTERS_MESSAGE),
      v.maxLength(MAX_TITLE_LENGTH, 'validation.titleLength'),
      v.transform((title) => title || null),
    ),
  ),
})

/** Favourite toggle: the state the client shows, if it knows it (else the server reads the row first). */
export const favoriteSchema = v.strictObject({ isFavorite: v.optional(v.boolean()) })
