import type { ComponentType } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import type { CurrencyCode } from '../../../lib/currencies.ts'
import type { CalculatorMessages, SalaryHelperState } from './types.ts'

/** The id of the helper's own GET form, outside the calculator's form; the helper's controls join it with `form=`. */
export const SALARY_FORM_ID = 'calculator-salary-form'

/** What the helper's body renders from: the page's language and messages, the helper's state, and the currency of the rate. */
export interface SalaryHelperProps {
  locale: Locale
  messages: CalculatorMessages
  state: SalaryHelperState
  /** The currency the server rendered the calculator in, which the rate is rounded to. */
  currency: CurrencyCode
}

/**
 * "Work it out from my salary": a disclosure beside the rate around the
 * helper's body (`Body`), a plain GET form the server answers with the rate
 * filled in (`routes/home.tsx`), with or without JavaScript. The server
 * renders the body; the browser keeps that HTML as it is (`ServerHtml` in
 * `src/client/`), so the home page ships none of the helper's code.
 */
export function SalarySlot({ Body, ...props }: SalaryHelperProps & { Body: ComponentType<SalaryHelperProps> }) {
  return (
    <details className="salary-helper" open={props.state.submitted}>
      <summary>{props.messages.salary.summary}</summary>
      <Body {...props} />
    </details>
  )
}
