import type { Locale } from '../../../i18n/locales.ts'
import type { ProfileRate } from '../../../lib/calculation/calculate.ts'
import type { CalculatorForm } from '../../../lib/calculation/form.ts'
import type { SalaryForm } from '../../../lib/calculation/salary.ts'
import type { UnsavedCalculation } from '../../../lib/calculation/unsaved.ts'
import type { CurrencyCode, CurrencyOption } from '../../../lib/currencies.ts'
import type { ReferenceRates } from '../../../lib/exchange-rates/reference-rates.ts'
import type { LinkNote } from '../../../lib/product/product-fill.ts'
import type { Profile } from '../../../lib/profile.ts'
import type { ApiClient } from '../api-client.ts'
import type { CalculatorMessages } from './messages.ts'

export type { CalculatorMessages }

/**
 * What the browser lends the calculator: storage, languages, the address
 * bar, the connection and the app's JSON API. The entry passes it when hydrating; during
 * server rendering it is absent, so this component never touches a browser
 * global itself.
 */
export interface CalculatorPlatform {
  storedCurrency(): string | null
  storeCurrency(code: CurrencyCode): void
  storedWorkWeek(): boolean | null
  storeWorkWeek(on: boolean): void
  /** The calculation a guest's Save left behind (a calculator query), if any. */
  /** The last reference rates the calculator saw, as kept JSON (see `referenceRatesFromJson`). */
  storedRates(): string | null
  storeRates(json: string): void
  storedPending(): string | null
  /** Keeps a guest's pending calculation; null forgets it. */
  storePending(query: string | null): void
  /** Keeps a Save made without a connection, as the island's `owner`'s, until a signed-in page is online to send it (the live client does). */
  keepUnsaved(calculation: Omit<UnsavedCalculation, 'owner'>): void
  /**
   * The Idempotency-Key of a Save of this calculator query kept on this
   * device, or stored from this tab (`rememberSaved`), if any: saving it
   * again (after Back or a reload) stores it once.
   */
  keptKey(query: string): string | undefined
  /** Remembers, for this tab and this person, the key a calculator query was stored under. */
  rememberSaved(query: string, key: string): void
  /** Calls `callback` with the keys of Saves kept on this device once they were sent and stored, from this tab or another (by the live client, or the offline copy's script); returns how to stop listening. */
  onUnsavedSent(callback: (keys: readonly string[]) => void): () => void
  /**
   * On the service worker's offline copy of the page (rendered for a guest),
   * the profile of the person signed in on this device, which the calculator
   * starts from as it does online; null anywhere else.
   */
  offlineProfile(): Pick<Profile, 'hourlyRate' | 'currency' | 'useWorkWeek'> | null
  /** Whether the site answers now (a request, never `navigator.onLine`). */
  siteAnswers(): Promise<boolean>
  /** Goes to another page of the site. */
  open(url: string): void
  /** The address bar's query (`?mode=…`): what was typed, also on the copy of the page the service worker kept. */
  addressQuery(): string
  /** Shows a new address (`src/client/browser/address-bar.ts`). */
  replaceUrl(url: string): void
  /** Shows a new address once the browser has painted the current change; a later address asked for before then wins. */
  replaceUrlAfterPaint(url: string): void
  /** The app's JSON API (`hc<ApiType>`, made by `src/client/api-client.ts`), answering in the page's language. */
  api: ApiClient
  /**
   * Calls `callback` with the account's settings as stored whenever another
   * tab or device may have changed them (the live client's events on a
   * signed-in page); returns how to stop listening.
   */
  onProfileChange(callback: (settings: Pick<Profile, 'hourlyRate' | 'currency' | 'useWorkWeek'>) => void): () => void
}

/** What the server knows of the salary helper: its fields as the URL gave them, and whether its button sent them (`?fill=rate`). */
export interface SalaryHelperState {
  form: SalaryForm
  submitted: boolean
}

/** The island's serialized props: everything the server knows, as JSON. */
export interface CalculatorIslandProps {
  locale: Locale
  messages: CalculatorMessages
  currencyOptions: readonly CurrencyOption[]
  /** The fields as the URL gave them; empty strings where nothing was given. */
  form: CalculatorForm
  /** The salary helper's fields and whether its button sent them (`?fill=rate`). */
  salary: SalaryHelperState
  /** The currency the server starts with: the submitted one, else the browser languages', else the country's, else EUR. */
  startCurrency: CurrencyCode
  /** The URL fixed these, so the browser's stored choices must not replace them. */
  fixed: { currency: boolean; workWeek: boolean }
  /** The newest reference rates the server has (undefined when it has none or could not read them). */
  referenceRates?: ReferenceRates | undefined
  /** The signed-in user's hourly rate and its currency; a guest's rate is 0. */
  profile: ProfileRate
  signedIn: boolean
  /**
   * Who keeps a Save made here without a connection: the signed-in user's id
   * (their page is private, never cached), or `GUEST_OWNER` on the page
   * every guest gets alike.
   */
  owner: string
  /** The no-JS Save came back because storing failed (`?failed=1`): say so until the input changes. */
  saveFailed: boolean
  /** Signed in: the key the no-JS Save posts (`IDEMPOTENCY_KEY_FIELD`), so the same Save sent twice stores one calculation. */
  saveKey?: string | undefined
  /** The calculator page (`/de`): the form's GET target. */
  action: string
  /** The login page (`/de/login`), which Save sends guests to with the calculation in `?pending=`. */
  loginPath: string
  /** What the server's reading of a product link said (a no-JS post of the link, a shared link); null when it read none. */
  link: LinkNote | null
}
