import * as v from 'valibot'
import type { Locale } from '../../i18n/locales.ts'
import { translatorOf } from '../../i18n/translate.ts'
import { CALCULATION_MODES } from '../calculation/limits.ts'
import { MAX_COMPARISON_ITEMS, MAX_COMPARISON_TITLE_LENGTH, MIN_COMPARISON_ITEMS, type ComparisonItem } from '../comparison.ts'
import { formatNumber } from '../format.ts'

/** The catalogue's refusals for a new comparison (`content.comparison.errors`); schema messages are its keys. */
export interface ComparisonErrorMessages {
  calculationIdsCount: string
  calculationIdsDuplicate: string
  calculationIdsUnknown: string
  titleType: string
  titleTooLong: string
  unknownField: string
}

type ErrorKey = keyof ComparisonErrorMessages

const message = (key: ErrorKey) => key

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
  }),
)

/**
 * One localized sentence per refused field, naming it; the first problem of
 * a field wins. A body that is no object, or lacks `calculationIds`, is
 * missing its calculations, so that is the field named.
 */
export function comparisonFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  messages: ComparisonErrorMessages,
  locale: Locale,
): Record<string, string> {
  const fields = new Map<string, string>()
  const t = translatorOf(messages)
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? key : 'calculationIds'
    const missing = !issue.path || (issue.type === 'strict_object' && issue.input === undefined)
    const code = missing ? 'calculationIdsCount' : (issue.message as ErrorKey)
    const max = field === 'title' ? MAX_COMPARISON_TITLE_LENGTH : MAX_COMPARISON_ITEMS
    const params = { field, min: formatNumber(MIN_COMPARISON_ITEMS, locale), max: formatNumber(max, locale) }
    if (!fields.has(field)) fields.set(field, t(Object.hasOwn(messages, code) ? code : 'calculationIdsCount', params))
  }
  return Object.fromEntries(fields)
}
