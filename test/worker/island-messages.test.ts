import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { ISLAND_MESSAGES } from '../../src/views/islands/island-messages.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { islandProps } from './support/island.ts'
import { scriptStarter } from './support/script-starter.ts'

type IslandWithMessages = keyof typeof ISLAND_MESSAGES

/** The messages script an island's element names, or null when it names none. */
function messagesScript(html: string, name: IslandWithMessages): string | null {
  const element = new RegExp(`<div data-island="${name}"([^>]*)>`).exec(html)
  if (!element) throw new Error(`no ${name} island in the page`)
  return / data-messages="([^"]+)"/.exec(element[1]!)?.[1] ?? null
}

/** What a messages script exports, read from the worker's assets as the browser would fetch it. */
async function exported(url: string): Promise<unknown> {
  const response = await env.ASSETS.fetch(`http://localhost${url}`)
  expect(response.status, url).toBe(200)
  const code = await response.text()
  expect(code, url).toMatch(/^export default \{.*\};\n$/s)
  return JSON.parse(code.slice('export default '.length, code.lastIndexOf(';')))
}

/** Checks that a page's island gets its messages from the script of the language, fetched before the island's entry, and not from its props. */
async function expectMessagesScript(html: string, name: IslandWithMessages, locale: Locale): Promise<void> {
  const url = messagesScript(html, name)
  expect(url).toMatch(new RegExp(`^/assets/${name}-messages-${locale}-\\w+\\.js$`))
  expect(islandProps<Record<string, unknown>>(html, name)).not.toHaveProperty('messages')
  const { urls } = scriptStarter(html)
  const entry = urls.findIndex((script) => new RegExp(`^/assets/${name}-\\w+\\.js$`).test(script))
  expect(urls.indexOf(url!)).toBeGreaterThanOrEqual(0)
  expect(urls.indexOf(url!), 'fetched beside the chunks, run before the entry').toBeLessThan(entry)
  expect(await exported(url!)).toEqual(ISLAND_MESSAGES[name](locale))
}

describe('an island’s messages travel in a script of their own, not in the page', () => {
  it.each(LOCALES)('hydrates the calculator in %s with the messages the server rendered it with', async (locale) => {
    await expectMessagesScript(await (await get(`/${locale}`)).text(), 'calculator', locale)
  })

  it.each(LOCALES)('hydrates the dashboard in %s with the messages the server rendered it with', async (locale) => {
    const { jar } = await signedUpJar()
    await expectMessagesScript(await (await jar.fetch(`/${locale}/dashboard?nojs=1`)).text(), 'dashboard', locale)
  })
})

/** Bytes of a page's HTML once gzip-compressed, as the worker sends it to a browser that accepts gzip. */
async function gzipBytes(html: string): Promise<number> {
  const compressed = new Response(new Response(html).body!.pipeThrough(new CompressionStream('gzip')))
  return (await compressed.arrayBuffer()).byteLength
}

/**
 * A server sends ten TCP segments (14,600 bytes) of a fresh connection's
 * answer before it waits for the browser's first acknowledgement; the
 * response headers take about 1,200 of them. A page whose compressed HTML
 * stays under the rest arrives, and paints, one round trip sooner.
 */
const FIRST_FLIGHT_HTML_BYTES = 13_400

describe('the first pages a visitor opens arrive in the first round trip of a fresh connection', () => {
  it.each(LOCALES)('sends home, the FAQ and the sample comparison in %s within the first ten TCP segments', async (locale) => {
    for (const path of [`/${locale}`, `/${locale}/faq`, `/${locale}/test-shared-comparison`]) {
      const bytes = await gzipBytes(await (await get(path)).text())
      expect(bytes, `${path}: ${bytes} bytes of gzip`).toBeLessThanOrEqual(FIRST_FLIGHT_HTML_BYTES)
    }
  })
})
