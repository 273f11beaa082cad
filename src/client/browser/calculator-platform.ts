import type { CurrencyCode } from '../../lib/currencies.ts'
import type { CalculatorPlatform } from '../../views/islands/calculator.tsx'
import { readStored, writeStored } from './storage.ts'

/** The seed's storage key for the chosen currency. */
export const CURRENCY_KEY = 'currency'

/** Where the work-week preference is kept in the browser (the seed's user field name). */
export const WORK_WEEK_KEY = 'useWorkWeek'

/** The browser's preferred languages, most preferred first (`navigator.languages`, else `navigator.language`). */
export function browserLocales(): readonly string[] {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  return languages.filter((tag): tag is string => typeof tag === 'string' && tag.length > 0)
}

/** The calculator's window on the browser: storage, languages and the address bar. */
export const calculatorPlatform: CalculatorPlatform = {
  storedCurrency: () => readStored(CURRENCY_KEY),
  storeCurrency: (code: CurrencyCode) => writeStored(CURRENCY_KEY, code),
  storedWorkWeek: () => {
    const stored = readStored(WORK_WEEK_KEY)
    return stored === 'true' ? true : stored === 'false' ? false : null
  },
  storeWorkWeek: (on: boolean) => writeStored(WORK_WEEK_KEY, String(on)),
  browserLocales,
  replaceUrl: (url: string) => {
    if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url)
  },
}
