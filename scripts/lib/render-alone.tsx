import type { Props } from '@hono/react-renderer'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { createTranslator, messagesFor } from '../../src/i18n/translator.ts'
import { comparisonPreview } from '../../src/lib/comparison-preview.ts'
import { sampleComparison } from '../../src/lib/sample-comparison.ts'
import { pageDocument } from '../../src/middleware/renderer.tsx'
import { PAGE_SHEETS } from '../../src/styles/sheets.ts'
import { sheetUrl } from '../../src/views/islands.ts'
import { ComparisonPage } from '../../src/views/pages/comparison-page.tsx'
import { FaqPage } from '../../src/views/pages/faq-page.tsx'

/** What the renderer is given for a page: its address, its options and its element. */
interface PageRender {
  subpath: string
  options: Omit<Props, 'children'>
  element: ReactNode
}

/**
 * The pages rendered alone, each built as its route builds it for a guest in
 * English on every request (the comparison's data and preview included), and
 * only when that page is rendered.
 */
const PAGES_ALONE = {
  faq: (): PageRender => ({ subpath: '/faq', options: { meta: 'faq' }, element: <FaqPage /> }),
  comparison: (): PageRender => {
    const messages = messagesFor('en')
    const comparison = sampleComparison(messages.content.comparison.sample)
    const preview = comparisonPreview(comparison, 'en', messages.content.comparison)
    return {
      subpath: '/test-shared-comparison',
      options: { meta: 'testSharedComparison', ogTitle: preview.title, description: preview.description, noindex: true },
      element: <ComparisonPage comparison={comparison} preview={preview} />,
    }
  },
}

/** The pages `renderAlone` renders. */
export type PageAlone = keyof typeof PAGES_ALONE

/** Where each page's CSS lives under `public/`, for the caller to read and pass to `renderAlone`. */
export const SHEETS: Record<PageAlone, string> = {
  faq: sheetUrl(PAGE_SHEETS.faq),
  comparison: sheetUrl(PAGE_SHEETS.testSharedComparison),
}

/**
 * A guest's `/en/faq` or `/en/test-shared-comparison` as the worker's
 * renderer builds it (`pageDocument`: the document, its head with the CSS
 * inlined, header, page, footer), rendered by React alone and read to its
 * bytes: no Hono, no middleware, no cache. `npm run bench` times it beside
 * the worker's miss, as the floor the renderer sets before any of the
 * worker's own work. Resolves to the page's length.
 * @example await renderAlone('faq', css, '?bench=1') // 30837
 */
export async function renderAlone(name: PageAlone, css: string, search: string): Promise<number> {
  const nonce = 'bench-nonce-0123456789'
  const { subpath, options, element } = PAGES_ALONE[name]()
  const page = {
    locale: 'en',
    t: createTranslator('en'),
    messages: messagesFor('en'),
    subpath,
    search,
    origin: 'http://localhost:8787',
    user: null,
    nonce,
  } as const
  const stream = await renderToReadableStream(pageDocument(page, options, css, element), { nonce })
  return (await new Response(stream).arrayBuffer()).byteLength
}
