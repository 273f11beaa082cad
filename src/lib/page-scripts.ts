/** The part of the client build's manifest (`public/assets/manifest.json`) that says which files each island is. */
export interface ScriptManifest {
  islands: Record<string, { file: string; imports: string[] }>
  versionCheck: string
}

/**
 * Every script a page with these islands loads: each island's chunks and
 * entry, then the version check, each URL once. Chunks come before their
 * entry so they load side by side, not one after the other. The page's head
 * starts them after first paint, and the JavaScript budgets
 * (`.size-limit.ts`) weigh the same list.
 * @example scriptsOf(manifest, ['calculator']) // ['/assets/chunk-….js', '/assets/calculator-….js', '/assets/version-check-….js']
 */
export function scriptsOf(manifest: ScriptManifest, islands: readonly string[]): string[] {
  const urls = islands.flatMap((name) => {
    const island = manifest.islands[name]
    if (!island) throw new Error(`the client build has no island ${name}`)
    return [...island.imports, island.file]
  })
  return [...new Set([...urls, manifest.versionCheck])]
}
