import type { Locale } from '../../i18n/locales.ts'
import { translatorOf } from '../../i18n/translate.ts'
import { formatNumber } from '../format.ts'
import { FIELD_MAXIMUM, type CalculatorField, type FieldErrorCode } from './fields.ts'
import type { CalculationRefusal, UnsavableReason } from './new-calculation.ts'

/** The calculator catalogue's parts that name fields and explain refusals. */
export interface CalculatorErrorMessages {
  errors: Record<FieldErrorCode, string>
  fieldNames: Record<CalculatorField, string>
}

/** The smallest and largest value of each field, for the messages that quote them. */
export type FieldLimits = Partial<Record<string, { min?: number; max?: number }>>

/**
 * One localized sentence per refused field, naming the field (a key that is
 * no calculator field is named as it was sent); shared by the island, the
 * API and the salary helper, which brings its own codes, names and `limits`
 * (else the calculator's maximums).
 */
export function fieldErrorMessages<Field extends string, Code extends string = FieldErrorCode>(
  errors: Partial<Record<Field, Code>>,
  messages: { errors: Record<Code, string>; fieldNames: Partial<Record<string, string>> },
  locale: Locale,
  limits?: FieldLimits,
): Partial<Record<Field, string>> {
  const t = translatorOf(messages as CalculatorErrorMessages)
  const own = <Value>(record: Partial<Record<string, Value>>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined)
  const sentences = (Object.entries(errors) as [Field, FieldErrorCode | undefined][]).flatMap(([field, code]) => {
    if (!code) return []
    const limit = limits ? own(limits, field) : { max: own(FIELD_MAXIMUM, field) }
    const sentence = t(`errors.${code}`, {
      field: own(messages.fieldNames, field) ?? field,
      min: formatNumber(limit?.min ?? 0, locale),
      max: formatNumber(limit?.max ?? 0, locale),
    })
    return [[field, sentence] as const]
  })
  // A field named `__proto__` stays a field of the answer (an assignment would set the object's prototype).
  return Object.fromEntries(sentences) as Partial<Record<Field, string>>
}

/** Why the server did not store a calculation, as one localized sentence per field (the API's 422 `fields`). */
export function refusalMessages(
  refusal: CalculationRefusal,
  messages: CalculatorErrorMessages & { unsavable: Record<UnsavableReason, string> },
  locale: Locale,
): Record<string, string> {
  if (refusal.kind === 'unsavable') return { [refusal.field]: messages.unsavable[refusal.reason] }
  return fieldErrorMessages(refusal.errors, messages, locale) as Record<string, string>
}
