import manifest from '../../public/assets/manifest.json'
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
 * Every script a page with these islands starts after its first paint
 * (content-hashed, from the client build's manifest; `scriptsOf`).
 * @example pageScripts(['calculator']) // ['/assets/chunk-….js', '/assets/calculator-….js', '/assets/version-check-….js']
 */
export function pageScripts(islands: readonly IslandName[]): string[] {
  return scriptsOf(manifest, islands)
}
