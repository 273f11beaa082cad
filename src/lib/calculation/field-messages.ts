import type { Locale } from '../../i18n/locales.ts'
import { formatNumber } from '../format.ts'
import { interpolate } from '../interpolate.ts'
import { FIELD_MAXIMUM, type CalculatorField, type FieldErrors } from './fields.ts'

/** The calculator catalogue's parts that name fields and explain refusals. */
export interface CalculatorErrorMessages {
  errors: Record<NonNullable<FieldErrors[CalculatorField]>, string>
  fieldNames: Record<CalculatorField, string>
}

/** One localized sentence per refused field, naming the field; shared by the island and the API. */
export function fieldErrorMessages(
  errors: FieldErrors,
  messages: CalculatorErrorMessages,
  locale: Locale,
): Partial<Record<CalculatorField, string>> {
  const text: Partial<Record<CalculatorField, string>> = {}
  for (const [field, code] of Object.entries(errors) as [CalculatorField, FieldErrors[CalculatorField]][]) {
    if (!code) continue
    const max = formatNumber(FIELD_MAXIMUM[field] ?? 0, locale)
    text[field] = interpolate(messages.errors[code], { field: messages.fieldNames[field], max })
  }
  return text
}
