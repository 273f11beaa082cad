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

/**
 * One localized sentence per refused field, naming the field (a key that is
 * no calculator field is named as it was sent); shared by the island and the API.
 */
export function fieldErrorMessages<Field extends string>(
  errors: Partial<Record<Field, FieldErrorCode>>,
  messages: CalculatorErrorMessages,
  locale: Locale,
): Partial<Record<Field, string>> {
  const text: Partial<Record<Field, string>> = {}
  const t = translatorOf(messages)
  for (const [field, code] of Object.entries(errors) as [Field, FieldErrorCode | undefined][]) {
    if (!code) continue
    const max = formatNumber(FIELD_MAXIMUM[field as CalculatorField] ?? 0, locale)
    text[field] = t(`errors.${code}`, { field: messages.fieldNames[field as CalculatorField] ?? field, max })
  }
  return text
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
