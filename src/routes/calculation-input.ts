import type { SessionUser } from '../env.ts'
import type { Locale } from '../i18n/locales.ts'
import { messagesFor } from '../i18n/translator.ts'
import type { CalculatorField } from '../lib/calculator-input.ts'
import { fieldErrorMessages } from '../lib/calculator-error-messages.ts'
import { parseCalculatorQuery } from '../lib/calculator-schema.ts'
import { prepareCalculation } from '../lib/pending-calculation.ts'
import type { NewCalculation } from '../supabase/calculations.ts'

export type CalculationInputResult =
  { ok: true; calculation: NewCalculation } | { ok: false; fields: Partial<Record<CalculatorField, string>> }

/**
 * Turns calculator fields (a JSON body, a form, a pending query) into the row
 * to store, validated by the calculator's schema and recomputed on the
 * server at the user's effective rate. Refusals come back as one localized
 * sentence per field, naming it.
 */
export function calculationFromInput(input: unknown, user: SessionUser, locale: Locale): CalculationInputResult {
  const messages = messagesFor(locale).calculator
  const { values, errors } = parseCalculatorQuery(input)
  if (Object.keys(errors).length) return { ok: false, fields: fieldErrorMessages(errors, messages, locale) }
  const prepared = prepareCalculation(values, user.hourlyRate, user.currency)
  if (prepared.ok) return { ok: true, calculation: prepared.calculation }
  const field = prepared.reason === 'needsRate' ? 'rate' : values.mode === 'price_to_time' ? 'price' : 'duration'
  return { ok: false, fields: { [field]: messages.unsavable[prepared.reason] } }
}
