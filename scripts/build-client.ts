import { build, type BuildOptions, type Metafile } from 'esbuild'
import { glob, mkdir, rm, writeFile } from 'node:fs/promises'
import { basename, extname, relative } from 'node:path'

/**
 * Builds the browser islands and the stylesheet into public/assets with
 * content-hashed names, and writes public/assets/manifest.json, which the
 * worker imports to know which files a page needs. Every file in
 * src/client/islands/ is an island's entry, named after the file.
 */
const outdir = 'public/assets'
const entries: string[] = []
for await (const entry of glob('src/client/islands/*.{ts,tsx}')) entries.push(entry)
entries.sort()
const islandName = (entry: string) => basename(entry, extname(entry))

await rm(outdir, { recursive: true, force: true })
await mkdir(outdir, { recursive: true })

/**
 * Entries built on their own, without shared chunks: the live client shares
 * a few lines with the dashboard, and any chunk shared with it makes esbuild
 * split its runtime helpers out of the calculator's bundle into one more
 * file, which a guest's home page (the tightest budget) would pay for.
 */
const STANDALONE = new Set(['src/client/islands/live.ts'])

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

const results = await Promise.all([
  build({ ...options, entryPoints: [...entries.filter((entry) => !STANDALONE.has(entry)), 'src/styles/app.css'], splitting: true }),
  build({ ...options, entryPoints: entries.filter((entry) => STANDALONE.has(entry)), splitting: false }),
])
const outputs = Object.assign({}, ...results.map((result) => result.metafile.outputs)) as Metafile['outputs']

const manifest: { islands: Record<string, { file: string; imports: string[] }>; css: string } = { islands: {}, css: '' }
for (const [file, output] of Object.entries(outputs)) {
  const url = '/' + relative('public', file)
  if (output.entryPoint?.endsWith('.css')) manifest.css = url
  if (output.entryPoint && entries.includes(output.entryPoint)) {
    manifest.islands[islandName(output.entryPoint)] = {
      file: url,
      imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => '/' + relative('public', i.path)),
    }
  }
}
await writeFile(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2) + '\n')
console.log(`client built: ${Object.keys(manifest.islands).join(', ')} + ${manifest.css}`)
