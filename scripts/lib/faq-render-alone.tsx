import { renderToReadableStream } from 'react-dom/server'
import { createTranslator, messagesFor } from '../../src/i18n/translator.ts'
import { pageDocument } from '../../src/middleware/renderer.tsx'
import { PAGE_SHEETS } from '../../src/styles/sheets.ts'
import { sheetUrl } from '../../src/views/islands.ts'
import { FaqPage } from '../../src/views/pages/faq-page.tsx'

/** Where the FAQ's CSS lives under `public/`, for the caller to read and pass to `renderFaqAlone`. */
export const FAQ_SHEET = sheetUrl(PAGE_SHEETS.faq)

/**
 * A guest's `/en/faq` as the worker's renderer builds it (`pageDocument`:
 * the document, its head with the CSS inlined, header, page, footer),
 * rendered by React alone and read to its bytes: no Hono, no middleware,
 * no cache. `npm run bench` times it beside the worker's miss, as the floor
 * the renderer sets before any of the worker's own work. Resolves to the
 * page's length.
 * @example await renderFaqAlone(css, '?bench=1') // 30837
 */
export async function renderFaqAlone(css: string, search: string): Promise<number> {
  const nonce = 'bench-nonce-0123456789'
  const page = {
    locale: 'en',
    t: createTranslator('en'),
    messages: messagesFor('en'),
    subpath: '/faq',
    search,
    origin: 'http://localhost:8787',
    user: null,
    nonce,
  } as const
  const stream = await renderToReadableStream(pageDocument(page, { meta: 'faq' }, css, <FaqPage />), { nonce })
  return (await new Response(stream).arrayBuffer()).byteLength
}
