import type { Metafile } from 'esbuild'
import { relative } from 'node:path'
import { APP_ICONS } from '../../src/lib/app-icons.ts'
import type { ScriptManifest } from '../../src/lib/page-scripts.ts'

/** The public URL of a file esbuild wrote under public/. */
const publicUrl = (file: string) => '/' + relative('public', file)

/**
 * Every file the calculator page and the offline page need to work offline,
 * which the service worker keeps (their CSS is inlined in the pages
 * themselves): the calculator island with every chunk it imports (also those
 * it loads later with `import()`) and its messages in every language, the
 * offline page's script, the script every page runs, and the icons. The one place
 * that knows what those pages load: when the build changes how pages get
 * their CSS or scripts, change it here.
 */
export function keptPageAssets(manifest: ScriptManifest, outputs: Metafile['outputs']): string[] {
  const { calculator, offline } = manifest.islands
  const messages = manifest.messages.calculator
  if (!calculator || !offline || !messages) throw new Error('the client build has no calculator, calculator messages or offline island')
  const scripts = new Set([calculator.file, offline.file])
  for (const url of scripts) {
    const output = outputs[`public${url}`]
    for (const { path, kind } of output?.imports ?? []) {
      if (kind === 'import-statement' || kind === 'dynamic-import') scripts.add(publicUrl(path))
    }
  }
  const icons = ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', ...APP_ICONS.map((icon) => icon.src)]
  return [...scripts, ...Object.values(messages), manifest.everyPage, ...icons]
}
