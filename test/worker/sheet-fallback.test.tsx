import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTranslator, messagesFor } from '../../src/i18n/translator.ts'
import { sheetReader } from '../../src/middleware/sheet-css.ts'
import { sheetUrl } from '../../src/views/islands.ts'
import { Head } from '../../src/views/layout/head.tsx'
import { PageContext } from '../../src/views/page-context.tsx'

/** Assets that count what they are asked and answer with `status`. */
function assets(status: () => number) {
  const asked: string[] = []
  const fetcher = {
    fetch: async (url: URL) => {
      asked.push(url.pathname)
      return new Response(status() === 200 ? '.page{}' : 'unavailable', { status: status() })
    },
  } as unknown as Fetcher
  return { fetcher, asked }
}

describe('a page’s CSS read from the assets', () => {
  it('is read once and kept, and read again only after the assets failed', async () => {
    let status = 503
    const { fetcher, asked } = assets(() => status)
    const read = sheetReader()
    expect(await read(fetcher, 'faq')).toBeNull()
    status = 200
    expect(await read(fetcher, 'faq')).toBe('.page{}')
    expect(await read(fetcher, 'faq')).toBe('.page{}')
    expect(asked).toEqual([sheetUrl('faq'), sheetUrl('faq')])
  })

  it('is linked with the page’s nonce when the assets gave nothing, and inlined with it otherwise', async () => {
    // The worker renders with React's streaming edge build, so the test renders with it too.
    const head = async (css: string | null) =>
      new Response(
        await renderToReadableStream(
          <PageContext.Provider
            value={{
              locale: 'en',
              t: createTranslator('en'),
              messages: messagesFor('en'),
              subpath: '/pricing',
              search: '',
              origin: 'http://localhost',
              user: null,
              nonce: 'N0NCE',
            }}
          >
            <Head title="Pricing" description="Plans" canonical noindex={false} islands={[]} sheet="faq" css={css} />
          </PageContext.Provider>,
        ),
      ).text()
    const linked = await head(null)
    expect(linked).toContain(`<link rel="stylesheet" href="${sheetUrl('faq')}" nonce="N0NCE"/>`)
    expect(linked).not.toContain('<style')
    const inlined = await head('.page{}')
    expect(inlined).toContain('<style nonce="N0NCE">.page{}</style>')
    expect(inlined).not.toContain('rel="stylesheet"')
  })
})
