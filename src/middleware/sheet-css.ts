import type { SheetName } from '../styles/sheets.ts'
import { sheetUrl } from '../views/islands.ts'

/**
 * Makes a reader of the sheets' CSS that keeps what it read: each sheet is
 * asked of the assets once, and asked again only after the assets failed.
 */
export function sheetReader(): (assets: Fetcher, name: SheetName) => Promise<string | null> {
  const read = new Map<SheetName, Promise<string | null>>()
  return (assets, name) => {
    const known = read.get(name)
    if (known) return known
    const css = assets
      .fetch(new URL(sheetUrl(name), 'https://assets.invalid'))
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
      .then((text) => {
        if (text === null) read.delete(name)
        return text
      })
    read.set(name, css)
    return css
  }
}

/**
 * A kind of page's whole CSS, minified, which its head inlines
 * (`src/styles/sheets.ts`): read from the worker's assets once per isolate,
 * so the CSS stays out of the worker's bundle. Null when the assets did not
 * answer (the head links the file instead, and the next page asks again).
 * @example const css = await sheetCss(c.env.ASSETS, 'faq')
 */
export const sheetCss = sheetReader()
