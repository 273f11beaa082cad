import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { sheetCss } from '../../src/middleware/sheet-css.ts'
import { SHEETS, type SheetName } from '../../src/styles/sheets.ts'
import { get, OPEN_ROUTES } from './support/fetch.ts'

/** Every page a guest can open, and the error and offline pages, in English. */
const PAGES = [...OPEN_ROUTES, '/login', '/signup', '/no-such-page', '/offline'].map((route) => `/en${route}`)

describe('a page costs the browser one layout before its first paint', () => {
  it('holds its first paint until its last element is parsed, so a page that arrives in pieces is laid out once', async () => {
    for (const path of PAGES) {
      const html = await (await get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, path).toContain('<link rel="expect" href="#version-notice" blocking="render"/>')
      const body = html.slice(html.indexOf('</main>'))
      expect(body.match(/ id="version-notice"/g), `${path}: the element that ends the wait, after the page's main`).toHaveLength(1)
    }
  })

  it('links no SVG icon, which the browser would draw in the page’s own process', async () => {
    for (const path of PAGES) {
      const html = await (await get(path)).text()
      expect(html, path).not.toMatch(/<link rel="icon"[^>]*\.svg/)
      expect(html, path).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>')
    }
  })

  it('draws text in one family and two weights besides the regular one: the browser looks a font up for each size and weight', async () => {
    for (const name of Object.keys(SHEETS) as SheetName[]) {
      const css = (await sheetCss(env.ASSETS, name)) ?? ''
      const weights = new Set([...css.matchAll(/font-weight:\s*([^;}!]+)/g)].map((match) => match[1]!.trim()))
      expect(
        [...weights].filter((weight) => !['600', '700', 'inherit'].includes(weight)),
        name,
      ).toEqual([])
      expect(/--font-sans:\s*([^;}]+)/.exec(css)?.[1]?.trim(), name).toBe('system-ui, sans-serif')
    }
  })
})
