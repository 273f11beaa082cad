import type { ComponentType } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import type { CurrencyCode } from '../../../lib/currencies.ts'
import type { CalculatorMessages, SalaryHelperState } from './types.ts'

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
 * helper's body (`Body`), whose fields and button are part of the
 * calculator's GET form: the server answers the button with the rate filled
 * in and the rest as typed (`routes/home.tsx`), with or without JavaScript. The server
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
