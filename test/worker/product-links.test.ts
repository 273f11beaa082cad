import { env } from 'cloudflare:workers'
import { describe, expect, inject, it } from 'vitest'
import app from '../../src/worker.ts'
import { callApi } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { untilLimited } from './support/rate-limit.ts'

const shop = inject('shopUrl')

/** Reads a link through `GET /api/product` as a guest from an address of its own (each test its own rate-limit bucket). */
const readLink = (link: string, lang = 'en') =>
  callApi(null, 'GET', `/api/product?url=${encodeURIComponent(link)}`, undefined, {
    'accept-language': lang,
    'cf-connecting-ip': new CookieJar().ip,
  })

/** The same request to the worker as deployed with wrangler.toml's vars, where `PRODUCT_FETCH_ALLOW_LOCAL` is not set. */
async function readLinkDeployed(link: string) {
  const context = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext
  const { PRODUCT_FETCH_ALLOW_LOCAL: _allowLocal, ...deployed } = env
  const res = await app.fetch(
    new Request(`http://localhost/api/product?url=${encodeURIComponent(link)}`, { headers: { 'cf-connecting-ip': new CookieJar().ip } }),
    deployed,
    context,
  )
  return { status: res.status, json: (await res.json()) as { error?: { code: string } } }
}

describe('reading a product link', () => {
  it('reads a JSON-LD Product: name, offer price and currency, image resolved against the page', async () => {
    const { status, json } = await readLink(`${shop}/json-ld`)
    expect(status).toBe(200)
    expect(json).toEqual({
      product: { title: 'Trail running shoe', price: 129.9, currency: 'EUR', url: `${shop}/json-ld`, image: `${shop}/images/shoe.jpg` },
    })
  })

  it('finds the Product inside @graph, nested in a page, with a list of types and of offers', async () => {
    const { status, json } = await readLink(`${shop}/graph`)
    expect(status).toBe(200)
    expect(json.product).toMatchObject({ title: 'Tênis de corrida', price: 199.9, currency: 'BRL' })
  })

  it('takes an AggregateOffer’s lowest price', async () => {
    const { json } = await readLink(`${shop}/aggregate`)
    expect(json.product).toMatchObject({ title: 'Espresso machine', price: 449.5, currency: 'USD' })
  })

  it('decodes character references a shop wrote into its JSON-LD name', async () => {
    const { json } = await readLink(`${shop}/entities`)
    expect(json.product).toMatchObject({ title: 'Café & Bar set', price: 12.5, currency: 'EUR' })
  })

  it('reads Open Graph product tags when there is no JSON-LD, character references decoded', async () => {
    const { status, json } = await readLink(`${shop}/open-graph`)
    expect(status).toBe(200)
    expect(json.product).toEqual({
      title: 'Wool scarf & hat',
      price: 39,
      currency: 'GBP',
      url: `${shop}/open-graph`,
      image: 'https://cdn.shop.example/scarf.jpg',
    })
  })

  it('reads microdata when that is all the page has', async () => {
    const { status, json } = await readLink(`${shop}/microdata`)
    expect(status).toBe(200)
    expect(json.product).toEqual({ title: 'Desk lamp', price: 59.99, currency: 'EUR', url: `${shop}/microdata`, image: `${shop}/lamp.png` })
  })

  it('keeps HTML in a product name as plain text, never as markup', async () => {
    const { json } = await readLink(`${shop}/html-name`)
    expect(json.product.title).toBe('<img src=x onerror="alert(1)"><b>Bold</b> kettle')
  })

  it.each([
    ['en', 'No price could be read from this page. Type the price yourself.'],
    ['de', 'Auf dieser Seite war kein Preis zu finden. Geben Sie den Preis selbst ein.'],
    ['pt-BR', 'Não foi possível ler um preço nesta página. Digite o preço você mesmo.'],
  ])('answers 422 in %s when the page names no product', async (lang, message) => {
    const { status, json } = await readLink(`${shop}/none`, lang)
    expect(status).toBe(422)
    expect(json.error).toEqual({ code: 'no_product', message, fields: { url: message } })
  })

  it('answers 422 for a price in a currency the app does not know, and for a page that is not there, saying which', async () => {
    const unknown = await readLink(`${shop}/unknown-currency`)
    expect(unknown.status).toBe(422)
    expect(unknown.json.error.message).toBe('No price could be read from this page. Type the price yourself.')
    const missing = await readLink(`${shop}/missing`)
    expect(missing.status).toBe(422)
    expect(missing.json.error.code).toBe('no_product')
    expect(missing.json.error.message).toBe(
      'The link does not lead to a shop’s web page: the shop answered with an error or a file. Check the link, or type the price yourself.',
    )
  })

  it.each([
    ['en', 'The shop could not be reached at this link. Check the link, or type the price yourself.'],
    ['de', 'Der Shop war unter diesem Link nicht erreichbar. Prüfen Sie den Link oder geben Sie den Preis selbst ein.'],
    ['pt-BR', 'Não foi possível acessar a loja neste link. Confira o link ou digite o preço você mesmo.'],
  ])('answers 422 in %s saying the shop could not be reached when nothing answers at the link', async (lang, message) => {
    const { status, json } = await readLink('http://127.0.0.1:9/product', lang)
    expect(status).toBe(422)
    expect(json.error).toEqual({ code: 'no_product', message, fields: { url: message } })
  })

  it('stops reading past 2 MB with 413', async () => {
    const { status, json } = await readLink(`${shop}/huge`)
    expect(status).toBe(413)
    expect(json.error.code).toBe('too_large')
  })

  it('follows three redirects and no more: a redirect loop is unreadable', async () => {
    expect((await readLink(`${shop}/hops/3`)).json.product).toMatchObject({ title: 'Trail running shoe', url: `${shop}/json-ld` })
    expect((await readLink(`${shop}/hops/4`)).status).toBe(422)
    expect((await readLink(`${shop}/loop`)).status).toBe(422)
  })

  it('gives up on a slow shop after 5 s with 504', async () => {
    const started = Date.now()
    const { status, json } = await readLink(`${shop}/slow`)
    expect(status).toBe(504)
    expect(json.error.code).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(7000)
  })

  it('answers a link whose shop just timed out at once, without asking the shop again, so a retry does not wait 5 s more', async () => {
    const key = crypto.randomUUID()
    const link = `${shop}/counted/${key}/slow`
    expect((await readLink(link)).status).toBe(504)
    const again = await readLink(link)
    expect(again.status).toBe(504)
    expect(again.json.error.code).toBe('timeout')
    expect(await (await fetch(`${shop}/hits/${key}`)).json()).toEqual({ hits: 1 })
  })

  it('sends no cookie, even one the shop set on a redirect, and says who it is', async () => {
    expect((await readLink(`${shop}/cookie`)).status).toBe(200)
    const headers = (await (await fetch(`${shop}/seen/echo`)).json()) as Record<string, string>
    expect(headers.cookie).toBeUndefined()
    expect(headers['user-agent']).toMatch(/^TimePrice product reader \(\+http:\/\/localhost\)$/)
  })

  it('refuses a redirect to a private address', async () => {
    expect((await readLink(`${shop}/private-redirect`)).json.error.code).toBe('bad_url')
  })

  it.each([
    'ftp://shop.example/item',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'not a link',
    `http://user:secret@127.0.0.1/json-ld`,
    '',
  ])('answers 400 for %j, which is no http(s) link without credentials', async (link) => {
    const { status, json } = await readLink(link)
    expect(status).toBe(400)
    expect(json.error.code).toBe('bad_url')
  })

  it('answers 400 without a url', async () => {
    const res = await callApi(null, 'GET', '/api/product', undefined, { 'cf-connecting-ip': new CookieJar().ip })
    expect(res.status).toBe(400)
  })

  it('where local shops are not allowed (wrangler.toml), refuses http:, loopback and private hosts before fetching anything', async () => {
    for (const link of [
      `${shop}/json-ld`,
      'http://shop.example/item',
      'https://localhost/item',
      'https://127.0.0.1/item',
      'https://10.1.2.3/item',
      'https://192.168.0.10/item',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/item',
      'https://2130706433/item',
      'https://intranet/item',
      'https://printer.local/item',
    ]) {
      expect(await readLinkDeployed(link), link).toMatchObject({ status: 400, json: { error: { code: 'bad_url' } } })
    }
  })

  it('keeps a product at the edge for a few minutes: the shop is asked once for the same link', async () => {
    const key = crypto.randomUUID()
    const link = `${shop}/counted/${key}/json-ld`
    expect((await readLink(link)).status).toBe(200)
    const again = await readLink(link)
    expect(again.status).toBe(200)
    expect(again.json.product.title).toBe('Trail running shoe')
    expect(await (await fetch(`${shop}/hits/${key}`)).json()).toEqual({ hits: 1 })
  })

  it('is limited per client, guests too, saying when to try again', async () => {
    const ip = new CookieJar().ip
    await untilLimited(20, 400, async () => {
      const res = await callApi(null, 'GET', '/api/product?url=nothing', undefined, { 'cf-connecting-ip': ip })
      return res.status
    })
    const limited = await callApi(null, 'GET', '/api/product?url=nothing', undefined, { 'cf-connecting-ip': ip, 'accept-language': 'de' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(limited.json.error).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Zu viele Anfragen') })
  })

  it('is limited per signed-in user, whatever address they come from', async () => {
    const { jar } = await signedUpJar()
    await untilLimited(20, 400, async () => {
      const res = await callApi(jar, 'GET', '/api/product?url=nothing', undefined, { 'cf-connecting-ip': new CookieJar().ip })
      return res.status
    })
  })
})
