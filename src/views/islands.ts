import manifest from '../../public/assets/manifest.json'

/** Names of the hydrated islands the client build produces. */
export type IslandName = keyof typeof manifest.islands

/** The stylesheet URL (content-hashed) for every page. */
export const stylesheetUrl: string = manifest.css

/** Script and preload URLs an island needs, from the client build's manifest. */
export function islandAssets(name: IslandName): { file: string; imports: string[] } {
  return manifest.islands[name]
}
