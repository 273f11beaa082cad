import type { Locale } from '../../../i18n/locales.ts'
import type { Messages } from '../../../i18n/messages/en.ts'
import { messagesFor } from '../../../i18n/translator.ts'

/** The catalogue part the island needs (the hero, the steps and the API's messages stay on the server), and the offline Save's notices. */
export type CalculatorMessages = Omit<Messages['calculator'], 'hero' | 'howItWorks' | 'unsavable'> & {
  offline: Messages['offline']['save']
}

/** The calculator island's part of the catalogue in one language: what the server renders it with, and what the client build writes into its messages script. */
export function calculatorMessages(locale: Locale): CalculatorMessages {
  const { calculator, offline } = messagesFor(locale)
  const { hero: _hero, howItWorks: _howItWorks, unsavable: _unsavable, ...messages } = calculator
  return { ...messages, offline: offline.save }
}
