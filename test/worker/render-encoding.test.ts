import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../src/i18n/translator.ts'
import { get } from './support/fetch.ts'

/** A page's HTML with its nonce blanked: what two renders of the same page must share byte for byte. */
async function withoutNonce(res: Response): Promise<string> {
  expect(res.status).toBe(200)
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  expect(nonce).toBeTruthy()
  return (await res.text()).replaceAll(nonce!, 'NONCE')
}

describe('React’s streamed bytes', () => {
  it('renders a page the same after other pages and languages, multi-byte text and the inline sheet included', async () => {
    // A query keeps home out of the edge cache: every request below is a render.
    const first = await withoutNonce(await get('/pt-BR?hours=3'))
    const german = await withoutNonce(await get('/de?hours=3'))
    const faq = await withoutNonce(await get('/pt-BR/faq'))
    const again = await withoutNonce(await get('/pt-BR?hours=3'))
    expect(again).toBe(first)
    expect(german).not.toBe(first)
    expect(first).toContain(messagesFor('pt-BR').meta.home.title)
    expect(german).toContain(messagesFor('de').meta.home.title)
    expect(faq).toContain(messagesFor('pt-BR').meta.faq.title)
    // The inline sheet is one chunk of more than React's 4,096-byte view, handed to the stream whole each time.
    const sheet = /<style nonce="NONCE">([^<]*)<\/style>/.exec(again)?.[1] ?? ''
    expect(sheet.length).toBeGreaterThan(4096)
  })
})
