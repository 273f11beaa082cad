import * as v from 'valibot'
import type { Locale } from '../../i18n/locales.ts'
import { translatorOf } from '../../i18n/translate.ts'
import { CALCULATION_MODES } from '../calculation/limits.ts'
import { MAX_COMPARISON_ITEMS, MAX_COMPARISON_TITLE_LENGTH, MIN_COMPARISON_ITEMS, type ComparisonItem } from '../comparison.ts'
import { formatNumber } from '../format.ts'
import { noBidiControls, noControlCharacters } from './plain-text.ts'

/** The catalogue's refusals for a new comparison (`content.comparison.errors`); schema messages are its keys. */
export interface ComparisonErrorMessages {
  calculationIdsCount: string
  calculationIdsDuplicate: string
  calculationIdsUnknown: string
  titleType: string
  titleTooLong: string
  titleControlCharacters: string
  unknownField: string
}

const message = (key: ComparisonErrorKey) => key

/** One id of a saved calculation, compared in lower case so `A…` and `a…` are the same id. */
const calculationId = v.pipe(v.string(message('calculationIdsUnknown')), v.uuid(message('calculationIdsUnknown')), v.toLowerCase())

/**
 * The body of `POST /api/comparisons` (and of the dashboard's form): 2 to 6
 * distinct calculation ids and an optional title of at most 120 characters,
 * trimmed, blank meaning none. Nothing else may be sent.
 */
export const comparisonBodySchema = v.strictObject(
  {
    calculationIds: v.pipe(
      v.array(calculationId, message('calculationIdsCount')),
      v.minLength(MIN_COMPARISON_ITEMS, message('calculationIdsCount')),
      v.maxLength(MAX_COMPARISON_ITEMS, message('calculationIdsCount')),
      v.check((ids) => new Set(ids).size === ids.length, message('calculationIdsDuplicate')),
    ),
    title: v.optional(
      v.nullable(
        v.pipe(
          v.string(message('titleType')),
          v.trim(),
          noControlCharacters(message('titleControlCharacters')),
          noBidiControls(message('titleControlCharacters')),
          v.maxLength(MAX_COMPARISON_TITLE_LENGTH, message('titleTooLong')),
          v.transform((title) => title || null),
        ),
      ),
      null,
    ),
  },
  message('unknownField'),
)

export type ComparisonBody = v.InferOutput<typeof comparisonBodySchema>

/** The items of a stored comparison, read back as the snapshot wrote them (anything else in the JSON is dropped). */
export const comparisonItemsSchema: v.GenericSchema<unknown, ComparisonItem[]> = v.array(
  v.object({
    title: v.nullable(v.string()),
    mode: v.picklist(CALCULATION_MODES),
    amount: v.number(),
    currency: v.string(),
    hourlyRate: v.number(),
    hours: v.number(),
    useWorkWeek: v.boolean(),
    inOwnerCurrency: v.optional(v.object({ currency: v.string(), amount: v.number(), rate: v.number(), date: v.string() })),
    url: v.fallback(v.optional(v.string()), undefined),
    typedPrice: v.fallback(v.optional(v.object({ amount: v.number(), currency: v.string(), date: v.string() })), undefined),
  }),
)

/** A refusal of a new comparison: the field it names and the catalogue key that says why. */
export interface ComparisonRefusal {
  field: string
  key: ComparisonErrorKey
}

export type ComparisonErrorKey = keyof ComparisonErrorMessages

/** Whether a value is one of the refusals' catalogue keys (a no-JavaScript form carries it back in the URL). */
export function isComparisonErrorKey(value: unknown): value is ComparisonErrorKey {
  return typeof value === 'string' && ERROR_KEYS.includes(value as ComparisonErrorKey)
}

const ERROR_KEYS: readonly ComparisonErrorKey[] = [
  'calculationIdsCount',
  'calculationIdsDuplicate',
  'calculationIdsUnknown',
  'titleType',
  'titleTooLong',
  'titleControlCharacters',
  'unknownField',
]

/**
 * The refused fields, the first problem of each. A body that is no object,
 * or lacks `calculationIds`, is missing its calculations, so that is the
 * field named.
 */
export function comparisonRefusals(issues: readonly v.BaseIssue<unknown>[]): ComparisonRefusal[] {
  const fields = new Map<string, ComparisonErrorKey>()
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? key : 'calculationIds'
    const missing = !issue.path || (issue.type === 'strict_object' && issue.input === undefined)
    const code = missing || !isComparisonErrorKey(issue.message) ? 'calculationIdsCount' : issue.message
    if (!fields.has(field)) fields.set(field, code)
  }
  return [...fields].map(([field, key]) => ({ field, key }))
}

/** The localized sentence of one refusal, naming its field, with the limits in the reader's number format. */
export function comparisonErrorMessage(refusal: ComparisonRefusal, messages: ComparisonErrorMessages, locale: Locale): string {
  const max = refusal.field === 'title' ? MAX_COMPARISON_TITLE_LENGTH : MAX_COMPARISON_ITEMS
  const params = { field: refusal.field, min: formatNumber(MIN_COMPARISON_ITEMS, locale), max: formatNumber(max, locale) }
  return translatorOf(messages)(refusal.key, params)
}

/** One localized sentence per refused field, naming it; the first problem of a field wins. */
export function comparisonFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  messages: ComparisonErrorMessages,
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(comparisonRefusals(issues).map((refusal) => [refusal.field, comparisonErrorMessage(refusal, messages, locale)]))
}

/** The posted values of a field that may come once (text) or repeated (a list), as a list of texts. */
const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string')

/**
 * The dashboard's create-comparison form (ticked `calculationIds`, an
 * optional `title`) read through the JSON API's schema.
 */
export const comparisonFormSchema = v.pipe(
  v.looseObject({}),
  v.transform((form) => {
    const [title] = texts(form.title)
    const calculationIds = texts(form.calculationIds)
    return title === undefined ? { calculationIds } : { calculationIds, title }
  }),
  comparisonBodySchema,
)
