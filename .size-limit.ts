import { readFileSync } from 'node:fs'
import { scriptsOf, type ScriptManifest } from './src/lib/page-scripts.ts'

/**
 * The JavaScript budgets, checked by `npm test` (`npm run size`) and printed
 * by `npm run bench`: every script each kind of page loads (the list its
 * head starts after first paint, `scriptsOf`, in German, whose messages are
 * the longest), gzip -9, read from the client build's manifest, so `npm run build` must run first. A signed-in
 * user's pages also load the live client. Each budget is the size measured
 * when it was set plus a little headroom (docs/benchmarks.md).
 */
const manifest = JSON.parse(readFileSync('public/assets/manifest.json', 'utf8')) as ScriptManifest

const page = (name: string, islands: string[], limit: string) => ({
  name,
  path: scriptsOf(manifest, islands, 'de').map((url) => `public${url}`),
  gzip: true,
  limit,
})

export default [
  page('home (guest)', ['calculator'], '87.5 kB'),
  page('dashboard', ['dashboard', 'live'], '92 kB'),
  page('receipt', ['print', 'live'], '3.9 kB'),
  page('signed-in page with forms (goals, profile)', ['form-drafts', 'live'], '6 kB'),
  page('signed-in page without island (FAQ, pricing)', ['live'], '3.7 kB'),
  page("guest's page with forms (contact, login)", ['form-drafts'], '3 kB'),
  page("guest's page without island (FAQ, legal)", [], '0.7 kB'),
]
