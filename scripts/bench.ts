import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

/**
 * `npm run bench`: figures, never test assertions. Prints the gzip size of
 * the JavaScript each page ships (its island entries plus their imports)
 * against the budgets.
 */
const manifest = JSON.parse(await readFile('public/assets/manifest.json', 'utf8')) as {
  islands: Record<string, { file: string; imports: string[] }>
}

const PAGES: Record<string, { islands: string[]; budgetKb: number }> = {
  home: { islands: ['calculator'], budgetKb: 75 },
  dashboard: { islands: ['dashboard'], budgetKb: 80 },
  receipt: { islands: ['print'], budgetKb: 1 },
  faq: { islands: [], budgetKb: 0 },
  legal: { islands: [], budgetKb: 0 },
}

async function gzipKb(url: string): Promise<number> {
  return gzipSync(await readFile(`public${url}`), { level: 9 }).length / 1024
}

console.log('JavaScript per page (gzip):')
for (const [page, { islands, budgetKb }] of Object.entries(PAGES)) {
  const files = new Set(islands.flatMap((name) => [manifest.islands[name]!.file, ...manifest.islands[name]!.imports]))
  let total = 0
  for (const file of files) total += await gzipKb(file)
  const verdict = total <= budgetKb ? 'within' : 'OVER'
  console.log(`  ${page.padEnd(10)} ${total.toFixed(1).padStart(6)} KB  (budget ${budgetKb} KB: ${verdict})`)
}
