import type { Locale } from '../../../i18n/locales.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import { fieldErrorMessages } from '../../../lib/calculation/field-messages.ts'
import {
  readSalaryForm,
  SALARY_LIMITS,
  SALARY_PERIODS,
  SALARY_SUBMITTER,
  type Salary,
  type SalaryField,
} from '../../../lib/calculation/salary.ts'
import { formatCount, formatMoney, formatNumber } from '../../../lib/format.ts'
import { Field } from '../../components/field.tsx'
import { fieldId } from './fields.tsx'
import type { SalaryHelperProps } from './salary-slot.tsx'
import type { CalculatorMessages } from './types.ts'

type SalaryMessages = CalculatorMessages['salary']

/**
 * How a salary became the rate, one step after another in the page's
 * language and the currency's formatting.
 * @example salaryExplanation(salary, 25, 'EUR', 'en', messages) // '€52,000.00 a year ÷ 52 weeks ÷ 40 h = €25.00/h'
 */
export function salaryExplanation(salary: Salary, rate: number, currency: string, locale: Locale, messages: SalaryMessages): string {
  const t = translatorOf(messages.explanation)
  const steps = [t(salary.period, { amount: formatMoney(salary.amount, currency, locale) })]
  if (salary.keptPercent !== 100) steps.push(t('kept', { share: formatNumber(salary.keptPercent, locale) }))
  if (salary.period !== 'week') steps.push(formatCount(messages.explanation.weeks, salary.weeksPerYear, locale, 2))
  steps.push(t('hours', { hours: formatNumber(salary.hoursPerWeek, locale) }), t('rate', { rate: formatMoney(rate, currency, locale) }))
  return steps.join(' ')
}

/** Numbers are typed as text (`52.000` in German) and read by the helper's rules. */
const NUMERIC = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const

/**
 * The helper's fields, part of the calculator's GET form: its button sends
 * the whole calculator as typed with `fill=rate`, and the server answers
 * with the rate filled in and says how it got there (focused, so it is read
 * first), or names each field it refused. Rendered on the server only
 * (`SalarySlot`); its root is the `<div>` the browser keeps.
 */
export function SalaryHelper({ locale, messages, state, currency }: SalaryHelperProps) {
  const text = messages.salary
  const reading = state.submitted ? readSalaryForm(state.form, currency, locale) : undefined
  const errors = fieldErrorMessages(
    reading?.ok === false ? reading.errors : {},
    { errors: { ...messages.errors, ...text.errors }, fieldNames: text.fieldNames },
    locale,
    SALARY_LIMITS,
  )
  const field = (name: SalaryField) => ({
    id: fieldId(name),
    name,
    label: text[name],
    defaultValue: state.form[name],
    error: errors[name],
  })

  return (
    <div className="salary-helper-body" data-enter-group="">
      {reading?.ok === false && (
        <p className="form-errors" role="alert" tabIndex={-1} autoFocus>
          {messages.errors.summary}
        </p>
      )}
      <Field {...field('salary')} {...NUMERIC} hint={text.salaryHint} />
      <Field {...field('period')}>
        {(control) => (
          <select {...control}>
            {SALARY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {text.periods[period]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field('hours')} {...NUMERIC} hint={text.hoursHint} />
      <Field {...field('weeks')} {...NUMERIC} hint={text.weeksHint} />
      <Field {...field('kept')} {...NUMERIC} hint={text.keptHint} />
      <div className="actions">
        <button type="submit" {...SALARY_SUBMITTER} className="button button-secondary button-small">
          {text.fill}
        </button>
      </div>
      {reading?.ok && (
        <p className="form-success" role="status" tabIndex={-1} autoFocus>
          {translatorOf(text)('filled', { explanation: salaryExplanation(reading.salary, reading.rate, currency, locale, text) })}
        </p>
      )}
    </div>
  )
}
