import manifest from '../../public/assets/manifest.json'
import type { Locale } from '../i18n/locales.ts'
import { scriptsOf } from '../lib/page-scripts.ts'
import type { SheetName } from '../styles/sheets.ts'

/** Names of the hydrated islands the client build produces. */
export type IslandName = keyof typeof manifest.islands

/** A kind of page's sheet file (content-hashed), which the head links when its CSS cannot be inlined. */
export const sheetUrl = (name: SheetName): string => manifest.sheets[name]

/** The inline script every head carries: it imports the URLs of its `data-src` once the page has painted (`src/client/start-after-paint.ts`). */
export const startAfterPaint: string = manifest.startAfterPaint

/** The service worker's built file (content-hashed), which `GET /sw.js` serves at the root. */
export const serviceWorkerUrl: string = manifest.serviceWorker

/** The build this worker and its assets came from: `id` is a hash of what was built, `builtAt` an ISO time. */
export const currentBuild: { readonly id: string; readonly builtAt: string } = manifest.build

/**
 * Every script a page in this language with these islands starts after its
 * first paint (content-hashed, from the client build's manifest; `scriptsOf`).
 * @example pageScripts(['calculator'], 'en') // ['/assets/chunk-….js', '/assets/calculator-messages-en-….js', '/assets/calculator-….js', '/assets/every-page-….js']
 */
export function pageScripts(islands: readonly IslandName[], locale: Locale): string[] {
  return scriptsOf(manifest, islands, locale)
}

/**
 * The script holding an island's messages in this language, when the island
 * renders from the catalogue (`views/islands/island-messages.ts`): the island's
 * element names it, and its props in the HTML leave the messages out.
 */
export function islandMessagesUrl(name: IslandName, locale: Locale): string | undefined {
  const messages: Partial<Record<string, Partial<Record<Locale, string>>>> = manifest.messages
  return messages[name]?.[locale]
}
