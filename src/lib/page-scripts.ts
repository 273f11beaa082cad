/** The part of the client build's manifest (`public/assets/manifest.json`) that says which files each island is. */
export interface ScriptManifest {
  islands: Record<string, { file: string; imports: string[] }>
  /** Per island that renders from the catalogue, its messages' script in each language. */
  messages: Record<string, Record<string, string>>
  everyPage: string
}

/**
 * Every script a page in this language with these islands loads: each
 * island's chunks, its messages in the language and its entry, then the
 * script every page runs (`client/every-page.ts`), each URL once. Chunks and messages come before their entry
 * so they load side by side, not one after the other. The page's head starts
 * them after first paint, and the JavaScript budgets (`.size-limit.ts`)
 * weigh the same list.
 * @example scriptsOf(manifest, ['calculator'], 'de') // ['/assets/chunk-….js', '/assets/calculator-messages-de-….js', '/assets/calculator-….js', '/assets/every-page-….js']
 */
export function scriptsOf(manifest: ScriptManifest, islands: readonly string[], locale: string): string[] {
  const urls = islands.flatMap((name) => {
    const island = manifest.islands[name]
    if (!island) throw new Error(`the client build has no island ${name}`)
    const messages = manifest.messages[name]?.[locale]
    return [...island.imports, ...(messages ? [messages] : []), island.file]
  })
  return [...new Set([...urls, manifest.everyPage])]
}
