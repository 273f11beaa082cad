import manifest from '../../public/assets/manifest.json'

/** Names of the hydrated islands the client build produces. */
export type IslandName = keyof typeof manifest.islands

/** The stylesheet URL (content-hashed) for every page. */
export const stylesheetUrl: string = manifest.css

/**
 * What names this client build: its stylesheet's and scripts' hashed names.
 * Pages cached at the edge are keyed by it, so a new build never serves a page
 * that links to assets it no longer has.
 */
export const buildTag: string = [manifest.css, ...Object.values(manifest.islands).map((island) => island.file)]
  .map((url) => url.replace(/^.*-([A-Z0-9]+)\.\w+$/, '$1'))
  .join('.')

/** Script and preload URLs an island needs, from the client build's manifest. */
export function islandAssets(name: IslandName): { file: string; imports: string[] } {
  return manifest.islands[name]
}
