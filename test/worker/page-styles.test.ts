import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { SHEETS, type SheetName } from '../../src/styles/sheets.ts'
import { sheetCss } from '../../src/middleware/sheet-css.ts'
import { callApi, laptop } from './support/api.ts'
import { COMPARED, saveCalculations } from './support/comparisons.ts'
import { signedUpJar, type CookieJar } from './support/cookie-jar.ts'
import { get, OPEN_ROUTES } from './support/fetch.ts'
import { tripGoal } from './support/goals.ts'

/** The classes any sheet styles: `.name` in a selector of the built CSS. */
function classesStyledBy(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))
}

/** Every sheet's CSS, as the worker reads it from its assets. */
const SHEET_CSS = await Promise.all((Object.keys(SHEETS) as SheetName[]).map((name) => sheetCss(env.ASSETS, name)))

const STYLED_ANYWHERE = classesStyledBy(SHEET_CSS.join('\n'))

/** A page's inline styles (text and nonce), the classes its HTML uses, and the nonce of its CSP. */
async function pageStyles(res: Response) {
  const html = await res.text()
  const styles = [...html.matchAll(/<style nonce="([^"]*)">([^<]*)<\/style>/g)].map((match) => ({ nonce: match[1]!, css: match[2]! }))
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)))
  const policy = res.headers.get('content-security-policy') ?? ''
  return { html, styles, classes, styleSrc: /style-src ([^;]*)/.exec(policy)?.[1] ?? '', nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? '' }
}

/**
 * What every page must hold: one inline `<style>` with this response's nonce
 * (allowed by the CSP's style-src, which allows nothing else), no stylesheet
 * link, and a rule for every class its HTML uses that any sheet styles.
 */
async function expectOwnStyles(res: Response, label: string): Promise<string> {
  expect(res.status, label).toBeLessThan(500)
  const page = await pageStyles(res)
  expect(page.styles, label).toHaveLength(1)
  expect(page.styles[0]!.nonce, label).toBe(page.nonce)
  expect(page.styleSrc, label).toBe(`'nonce-${page.nonce}'`)
  expect(page.html, label).not.toMatch(/<link[^>]*rel="stylesheet"/)
  const own = classesStyledBy(page.styles[0]!.css)
  const unstyled = [...page.classes].filter((name) => STYLED_ANYWHERE.has(name) && !own.has(name))
  expect(unstyled, `${label} uses classes its sheet lacks`).toEqual([])
  return page.styles[0]!.css
}

/** Which of the selectors a sheet holds, compared as lists so a failure names them rather than printing the sheet. */
function expectRules(css: string, has: string[], lacks: string[]) {
  expect(
    has.filter((selector) => !css.includes(selector)),
    'missing',
  ).toEqual([])
  expect(
    lacks.filter((selector) => css.includes(selector)),
    'not its own',
  ).toEqual([])
}

describe('each page inlines only the CSS it uses', () => {
  it('gives every open and guest page its own sheet, nothing render-blocking', async () => {
    for (const route of [...OPEN_ROUTES, '/login', '/signup', '/forgot-password', '/reset-password', '/no-such-page', '/offline']) {
      await expectOwnStyles(await get(`/en${route}`), route || '/')
    }
  })

  it('keeps other pages’ rules out: the FAQ has no dashboard, calculator, plan, legal or account rules, home no FAQ, a comparison no forms', async () => {
    expectRules(
      await expectOwnStyles(await get('/en/faq'), 'faq'),
      ['.faq-list'],
      [
        '.dashboard-',
        '.calculator',
        '.chart-row',
        '.receipt',
        '.feature-list',
        '.toc',
        '.sitemap-list',
        '.auth-page',
        '.error-page',
        '.steps >',
      ],
    )
    expectRules(
      await expectOwnStyles(await get('/de'), 'home'),
      ['.calculator-result', '.field-error'],
      ['.faq-list', '.dashboard-', '.chart-row'],
    )
    const sample = await expectOwnStyles(await get('/en/test-shared-comparison'), 'sample comparison')
    expectRules(
      sample,
      ['.chart-row', '.comparison-item'],
      ['.field-error', '.calculator', '.faq-list', '.dashboard-', '.empty-state', '.hero'],
    )
  })

  it('keeps dark mode and print rules on every sheet', () => {
    for (const css of SHEET_CSS) {
      expect(css).toContain('prefers-color-scheme:dark')
      expect(css).toContain('@media print')
    }
  })

  // React writes an input's value attribute on every keystroke, and its name and type each time it renders the input;
  // a `:has()` that reads them makes the browser restyle everything it matches each time: about 10 ms of each keystroke at 4× slowdown.
  it('never makes a :has() depend on an attribute that typing changes', () => {
    const hasArguments = SHEET_CSS.flatMap((css) => [...(css ?? '').matchAll(/:has\(((?:[^()]|\([^()]*\))*)\)/g)].map((match) => match[1]!))
    expect(hasArguments.length).toBeGreaterThan(0)
    expect(hasArguments.filter((selector) => /\[(value|name|type)\b/.test(selector))).toEqual([])
  })

  describe('signed in', () => {
    let jar: CookieJar
    let calculationId: string
    let code: string

    beforeAll(async () => {
      jar = (await signedUpJar()).jar
      const ids = await saveCalculations(jar, [laptop, ...COMPARED])
      calculationId = ids[0]!
      code = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: ids.slice(1) })).json.comparison.code
      expect((await callApi(jar, 'POST', '/api/goals', tripGoal)).status).toBe(201)
    })

    it('gives the dashboard, goals, profile, receipt and a shared comparison their own sheets', async () => {
      expectRules(
        await expectOwnStyles(await jar.fetch('/en/dashboard'), 'dashboard'),
        ['.dashboard-list', '.goal-progress'],
        ['.faq-list', '.receipt'],
      )
      await expectOwnStyles(await jar.fetch('/en/goals'), 'goals')
      await expectOwnStyles(await jar.fetch('/en/profile'), 'profile')
      const receipt = await expectOwnStyles(await jar.fetch(`/en/dashboard/receipt/${calculationId}`), 'receipt')
      expectRules(receipt, ['.receipt', 'body:has(.receipt)'], ['.dashboard-list', '.calculator', '.field-error'])
      await expectOwnStyles(await get(`/en/compare/${code}`), 'shared comparison')
    })
  })
})
