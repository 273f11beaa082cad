import { build, transform, type BuildOptions, type Metafile } from 'esbuild'
import { createHash } from 'node:crypto'
import { glob, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, extname, relative } from 'node:path'
import { minify } from 'terser'
import { LOCALES } from '../src/i18n/locales.ts'
import { PARTIALS, SHEETS, sheetPartials, type PartialName, type SheetName } from '../src/styles/sheets.ts'
import { ISLAND_MESSAGES } from '../src/views/islands/island-messages.ts'
import { keptPageAssets } from './lib/offline-assets.ts'

/**
 * Builds the browser islands and the script every page runs into public/assets with
 * content-hashed names, and writes public/assets/manifest.json, which the
 * worker imports to know which files a page needs, which build it is, the
 * inline script that starts them after first paint, which file holds each
 * island's messages in each language (`src/views/islands/island-messages.ts`), and
 * which file holds the CSS each kind of page inlines (`src/styles/sheets.ts`). Every file in
 * src/client/islands/ is an island's entry, named after the file.
 */
const outdir = 'public/assets'
const everyPage = 'src/client/every-page.ts'
const entries: string[] = []
for await (const entry of glob('src/client/islands/*.{ts,tsx}')) entries.push(entry)
entries.sort()
const islandName = (entry: string) => basename(entry, extname(entry))

await rm(outdir, { recursive: true, force: true })
await mkdir(outdir, { recursive: true })

/**
 * Entries built on their own, without shared chunks: the live client shares
 * a few lines with the dashboard, and the offline page's script with the
 * calculator, the form drafts' number reading with both, and any chunk
 * shared with them makes esbuild split its
 * runtime helpers out of the calculator's bundle into one more file, which a
 * guest's home page (the tightest budget) would pay for. The script every
 * page runs stays one small file for the same reason.
 */
const STANDALONE = new Set(['src/client/islands/live.ts', 'src/client/islands/offline.ts', 'src/client/islands/form-drafts.ts', everyPage])

const options = {
  outdir,
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2022', 'chrome120', 'firefox120', 'safari16'],
  // ES module builds first: rosetta's dlv names a UMD bundle as its `browser` build, four times the size.
  mainFields: ['module', 'main'],
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
} satisfies BuildOptions

const [islandsBuild, standaloneBuild] = await Promise.all([
  build({ ...options, entryPoints: entries.filter((entry) => !STANDALONE.has(entry)), splitting: true }),
  build({ ...options, entryPoints: [...STANDALONE], splitting: false }),
])
const outputs: Metafile['outputs'] = { ...islandsBuild.metafile.outputs, ...standaloneBuild.metafile.outputs }

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment),
 * put at the top of the islands' scripts: a page runs them all at once to
 * hydrate, so V8 compiles every function while it streams the file, off
 * the main thread, instead of lazily inside the task that evaluates React.
 * Lighthouse /en in one sitting, 10 runs each: the React chunk's long task
 * went from up to 177 ms (simulated) to mostly under 90, TBT median 119 →
 * 20 ms. Not on the standalone scripts, which are tiny.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * A second minification of the built scripts: terser's compressor, run
 * twice over esbuild's output, takes about 1 KB gzip more off the React
 * chunk and the islands (a module, so top-level names are mangled too),
 * which is what keeps home and the dashboard within their budgets. Each of
 * `hinted` is written with the compile hint in front.
 */
async function minifyScripts(files: string[], hinted: ReadonlySet<string>): Promise<void> {
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const { code } = await minify(await readFile(file, 'utf8'), { module: true, ecma: 2020, compress: { passes: 2 } })
    if (code === undefined) throw new Error(`terser returned nothing for ${file}`)
    await writeFile(file, hinted.has(file) ? `${COMPILE_HINT}${code}` : code)
  }
}
await minifyScripts(Object.keys(outputs), new Set(Object.keys(islandsBuild.metafile.outputs)))

/**
 * The build's id: a hash of what a deploy ships (the built assets, the
 * worker's sources and the locked dependencies), so the same code always
 * has the same id and a rebuild without changes does not tell open tabs
 * about a new version.
 */
async function buildId(): Promise<string> {
  const files = [...Object.keys(outputs), 'package-lock.json']
  for await (const file of glob('src/**/*.{ts,tsx,css,json}')) files.push(file)
  const hash = createHash('sha256')
  for (const file of files.sort()) hash.update(file).update(await readFile(file))
  return hash.digest('hex').slice(0, 16)
}

/**
 * One partial's CSS, minified: the pieces each kind of page's sheet is
 * joined from, in the cascade's order (`sheetPartials`).
 */
async function partialCss(name: PartialName): Promise<string> {
  const { code } = await transform(await readFile(`src/styles/${name}.css`, 'utf8'), {
    loader: 'css',
    minify: true,
    target: options.target,
    legalComments: 'none',
    logLevel: 'warning',
  })
  return code.trim()
}

/**
 * The few hundred bytes every head inlines to start the page's scripts after
 * its first paint (`src/client/start-after-paint.ts`), minified into the
 * manifest as text rather than written as a file: a file would be one more
 * request before anything can start.
 */
async function startAfterPaintCode(): Promise<string> {
  const { outputFiles } = await build({
    ...options,
    entryPoints: ['src/client/start-after-paint.ts'],
    format: 'iife',
    write: false,
    metafile: false,
  })
  const code = outputFiles[0]?.text.trim()
  if (!code) throw new Error('esbuild returned nothing for start-after-paint.ts')
  return code
}

const manifest = {
  build: { id: await buildId(), builtAt: new Date().toISOString() },
  islands: {} as Record<string, { file: string; imports: string[] }>,
  messages: {} as Record<string, Record<string, string>>,
  everyPage: '',
  startAfterPaint: await startAfterPaintCode(),
  sheets: {} as Record<SheetName, string>,
  serviceWorker: '',
}
/** A file's name in the assets for this content: `prefix-HASH.ext`, the hash changing with every byte, as esbuild names the scripts. */
const contentNamed = (prefix: string, content: string, ext: string) =>
  `${outdir}/${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase()}.${ext}`
const partials = new Map<PartialName, string>()
for (const name of PARTIALS) partials.set(name, await partialCss(name))
/**
 * Each kind of page's sheet as a content-hashed file, never in the worker's
 * bundle: the worker reads the sheet a page needs from its assets once per
 * isolate and inlines it in the page's head.
 */
for (const name of Object.keys(SHEETS) as SheetName[]) {
  const css = sheetPartials(name)
    .map((partial) => partials.get(partial))
    .join('')
  const file = contentNamed(`sheet-${name}`, css, 'css')
  await writeFile(file, css)
  manifest.sheets[name] = '/' + relative('public', file)
}
/** Each island's messages in each language as a module of one default export, content-hashed like the scripts. */
for (const [island, messagesIn] of Object.entries(ISLAND_MESSAGES)) {
  manifest.messages[island] = {}
  for (const locale of LOCALES) {
    const code = `export default ${JSON.stringify(messagesIn(locale))};\n`
    const file = contentNamed(`${island}-messages-${locale}`, code, 'js')
    await writeFile(file, code)
    manifest.messages[island][locale] = '/' + relative('public', file)
  }
}
for (const [file, output] of Object.entries(outputs)) {
  const url = '/' + relative('public', file)
  if (output.entryPoint === everyPage) manifest.everyPage = url
  if (output.entryPoint && entries.includes(output.entryPoint)) {
    manifest.islands[islandName(output.entryPoint)] = {
      file: url,
      imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => '/' + relative('public', i.path)),
    }
  }
}

/**
 * The service worker, built last: its bytes carry the build id, the files
 * the calculator and offline pages need (`keptPageAssets`) and the offline
 * page's script, which its offline answers name, so a new build is a new
 * worker. `GET /sw.js` serves it from the root.
 */
const serviceWorker = await build({
  ...options,
  entryPoints: ['src/client/service-worker/service-worker.ts'],
  entryNames: 'sw-[hash]',
  format: 'iife',
  define: {
    ...options.define,
    BUILD_ID: JSON.stringify(manifest.build.id),
    PRECACHE: JSON.stringify(keptPageAssets(manifest, outputs)),
    OFFLINE_SCRIPT: JSON.stringify(manifest.islands.offline?.file),
  },
})
manifest.serviceWorker = '/' + relative('public', Object.keys(serviceWorker.metafile.outputs)[0] ?? '')

await writeFile(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2) + '\n')
console.log(
  `client built ${manifest.build.id}: ${Object.keys(manifest.islands).join(', ')} + every page's script + service worker + sheets ${Object.keys(SHEETS).join(', ')}`,
)
