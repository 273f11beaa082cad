import manifest from '../../public/assets/manifest.json'
import type { SheetName } from '../styles/sheets.ts'

/** Names of the hydrated islands the client build produces. */
export type IslandName = keyof typeof manifest.islands

/** A kind of page's sheet file (content-hashed), which the head links when its CSS cannot be inlined. */
export const sheetUrl = (name: SheetName): string => manifest.sheets[name]

/** The version check's script URL (content-hashed): every page loads it, after its islands. */
export const versionCheckUrl: string = manifest.versionCheck

/** The service worker's built file (content-hashed), which `GET /sw.js` serves at the root. */
export const serviceWorkerUrl: string = manifest.serviceWorker

/** The build this worker and its assets came from: `id` is a hash of what was built, `builtAt` an ISO time. */
export const currentBuild: { readonly id: string; readonly builtAt: string } = manifest.build

/** Script and preload URLs an island needs, from the client build's manifest. */
export function islandAssets(name: IslandName): { file: string; imports: string[] } {
  return manifest.islands[name]
}
