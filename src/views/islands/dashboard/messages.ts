import type { Locale } from '../../../i18n/locales.ts'
import type { Messages } from '../../../i18n/messages/en.ts'
import { messagesFor } from '../../../i18n/translator.ts'
import type { DurationForms } from '../../../lib/calculation/work-time.ts'

/** The catalogue part the island needs (the receipt stays on the server), plus the calculator's day and week plurals. */
export type DashboardMessages = Omit<Messages['dashboard'], 'receipt'> & { durations: DurationForms }

/** The dashboard island's part of the catalogue in one language: what the server renders it with, and what the client build writes into its messages script. */
export function dashboardMessages(locale: Locale): DashboardMessages {
  const { receipt: _receipt, ...own } = messagesFor(locale).dashboard
  return { ...own, durations: messagesFor(locale).calculator.result }
}
