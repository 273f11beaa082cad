import { parseResponse } from 'hono/client'
import { unsavedFrom, withUnsaved, type UnsavedCalculation } from '../../lib/calculation/unsaved.ts'
import { isTableChange, LIVE_EVENT, type LiveEventDetail } from '../../lib/live/change.ts'
import { LIVE_CHANGE_HEADER } from '../../lib/live/profile-refresh.ts'
import type { CurrencyCode } from '../../lib/currencies.ts'
import type { CalculatorIslandProps, CalculatorPlatform } from '../../views/islands/calculator/types.ts'
import { createApiClient } from '../api-client.ts'
import { replaceUrl, replaceUrlAfterPaint } from './address-bar.ts'
import type { OfflinePerson } from './offline-person.ts'
import { reportingFetch, siteAnswers } from './reachability.ts'
import { readStored, removeStored, writeStored } from './storage.ts'

/** The storage key for the chosen currency. */
export const CURRENCY_KEY = 'currency'

/** Where the work-week preference is kept in the browser (named like the user's field). */
export const WORK_WEEK_KEY = 'useWorkWeek'

/** Where the calculator keeps the last reference rates it saw, for the offline copy of the page. */
export const RATES_KEY = 'referenceRates'

/** Where a guest's Save keeps the calculation (a calculator query) until they have an account. */
export const PENDING_KEY = 'pendingCalculation'

/** Where this tab remembers the keys its Saves were stored under, by person and query (`rememberSaved`), the newest last. */
export const SAVED_KEYS_KEY = 'savedCalculations'

/** How many stored Saves a tab remembers. */
const SAVED_KEYS_KEPT = 20

/** The keys this tab's Saves were stored under, as `[person and query, key]` pairs. */
const savedKeys = (): [string, string][] => {
  try {
    const pairs: unknown = JSON.parse(readStored(SAVED_KEYS_KEY, 'sessionStorage') ?? '[]')
    return Array.isArray(pairs) ? pairs.filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2) : []
  } catch {
    return []
  }
}

/** Where Saves made without a connection wait until a signed-in page sends them (`src/client/live/offline-saves.ts`). */
export const UNSAVED_KEY = 'unsavedCalculations'

/**
 * The channel `sendUnsaved` names the kept Saves it stored on (their keys),
 * so a calculator that said "kept" says "saved", in this tab or any other
 * of the site's: a `BroadcastChannel` reaches every other channel of the
 * name, the sender's own page included.
 */
export const UNSAVED_SENT_CHANNEL = 'timeprice:unsaved-sent'

/**
 * The calculator's window on the browser: storage (offline Saves kept as
 * `owner`'s), languages, the address bar, the connection and the app's JSON
 * API, which answers in the island's language (a request that cannot
 * connect tells the live client). On the service worker's offline copy of
 * the page, `person` is whoever is signed in on this device
 * (`islands/offline.ts`): the calculator starts from their profile and keeps
 * its Saves as theirs. After the live client hears that the profile changed
 * (or that changes may have been missed), the settings are read again, with
 * the session refreshed first (`LIVE_CHANGE_HEADER`), since the page's own
 * came from its access token.
 */
export function calculatorPlatform(
  { locale, messages, owner }: Pick<CalculatorIslandProps, 'locale' | 'messages' | 'owner'>,
  person: OfflinePerson | null,
): CalculatorPlatform {
  /** Whose Saves this page keeps: the person of the offline copy, else the page's owner. */
  const who = person?.id ?? owner
  /** A calculator query as this tab remembers it stored, for this person only. */
  const savedSubject = (query: string) => `${who} ${query}`
  const api = createApiClient({
    fetch: reportingFetch,
    locale,
    messages: { network: messages.form.unreachable, failed: messages.form.saveFailed },
  })
  return {
    storedCurrency: () => readStored(CURRENCY_KEY),
    storeCurrency: (code: CurrencyCode) => writeStored(CURRENCY_KEY, code),
    storedWorkWeek: () => {
      const stored = readStored(WORK_WEEK_KEY)
      return stored === 'true' ? true : stored === 'false' ? false : null
    },
    storeWorkWeek: (on: boolean) => writeStored(WORK_WEEK_KEY, String(on)),
    storedRates: () => readStored(RATES_KEY),
    storeRates: (json: string) => writeStored(RATES_KEY, json),
    storedPending: () => readStored(PENDING_KEY),
    storePending: (query: string | null) => (query === null ? removeStored(PENDING_KEY) : writeStored(PENDING_KEY, query)),
    keepUnsaved: (calculation: Omit<UnsavedCalculation, 'owner'>) =>
      writeStored(UNSAVED_KEY, withUnsaved(readStored(UNSAVED_KEY), { ...calculation, owner: who })),
    keptKey: (query: string) =>
      unsavedFrom(readStored(UNSAVED_KEY)).find((save) => save.query === query)?.key ??
      savedKeys().find(([saved]) => saved === savedSubject(query))?.[1],
    rememberSaved: (query: string, key: string) => {
      const saved = savedSubject(query)
      const kept = [...savedKeys().filter(([other]) => other !== saved), [saved, key]].slice(-SAVED_KEYS_KEPT)
      writeStored(SAVED_KEYS_KEY, JSON.stringify(kept), 'sessionStorage')
    },
    offlineProfile: () => person,
    siteAnswers,
    open: (url: string) => location.assign(url),
    addressQuery: () => location.search,
    replaceUrl,
    replaceUrlAfterPaint,
    api,
    onUnsavedSent: (callback) => {
      const channel = new BroadcastChannel(UNSAVED_SENT_CHANNEL)
      channel.onmessage = (event: MessageEvent<readonly string[]>) => callback(event.data)
      return () => channel.close()
    },
    onProfileChange: (callback) => {
      const listener = (event: Event) => {
        const detail = (event as CustomEvent<LiveEventDetail>).detail
        if (isTableChange(detail) ? detail.table !== 'profile' : !('resync' in detail)) return
        parseResponse(api.profile.$get(undefined, { headers: { [LIVE_CHANGE_HEADER]: 'profile' } })).then(
          ({ profile }) => callback(profile),
          () => {},
        )
      }
      window.addEventListener(LIVE_EVENT, listener)
      return () => window.removeEventListener(LIVE_EVENT, listener)
    },
  }
}
