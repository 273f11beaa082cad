import { describe, expect, inject, it } from 'vitest'
import { priceInText, linkInText } from '../../src/lib/product/shared-text.ts'
import { callApi, laptop } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { visibleText } from './support/visible-text.ts'

const shop = inject('shopUrl')

/** The anchor a page shows for a saved link: the shop's host, never followed for ranking, no opener. */
const linkTo = (url: string) =>
  `<a class="product-link" href="${url.replace(/&/g, '&amp;')}" rel="nofollow noopener">${new URL(url).host}</a>`

describe('a calculation keeps its product link', () => {
  it('is saved with POST /api/calculations as `url`, answered and listed with it; a calculation without one has null', async () => {
    const { jar } = await signedUpJar()
    const link = 'https://shop.example/p/laptop?ref=a&b=1'
    const saved = await callApi(jar, 'POST', '/api/calculations', { ...laptop, url: link })
    expect(saved.status).toBe(201)
    expect(saved.json.calculation.url).toBe(link)
    const plain = await callApi(jar, 'POST', '/api/calculations', laptop)
    expect(plain.json.calculation.url).toBeNull()
    const list = await callApi(jar, 'GET', '/api/calculations')
    expect(list.json.calculations.map((row: { url: string | null }) => row.url)).toEqual([null, link])
  })

  it.each(['javascript:alert(1)', 'ftp://shop.example/x', 'https://me:pw@shop.example/', 'x'.repeat(3000), 42])(
    'refuses %j as a link with 422 naming url',
    async (url) => {
      const { jar } = await signedUpJar()
      const res = await callApi(jar, 'POST', '/api/calculations', { ...laptop, url })
      expect(res.status).toBe(422)
      expect(Object.keys(res.json.error.fields)).toEqual(['url'])
    },
  )

  it('shows the link on the dashboard, the receipt and a shared comparison as the shop’s host, rel="nofollow noopener"', async () => {
    const { jar } = await signedUpJar()
    const link = 'https://shop.example/p/laptop?ref=a&b=1'
    const first = (await callApi(jar, 'POST', '/api/calculations', { ...laptop, url: link })).json.calculation.id
    const second = (await callApi(jar, 'POST', '/api/calculations', { ...laptop, price: 400, title: 'Bike' })).json.calculation.id
    expect(await (await jar.fetch('/en/dashboard')).text()).toContain(linkTo(link))
    expect(await (await jar.fetch(`/en/dashboard/receipt/${first}`)).text()).toContain(linkTo(link))
    const comparison = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [first, second] })).json.comparison
    const page = await (await get(`/de/compare/${comparison.code}`)).text()
    expect(page).toContain(linkTo(link))
    expect(page.match(/class="product-link"/g)).toHaveLength(1)
  })
})

describe('the calculator reads a product link on the server', () => {
  it('fills title and price from a link posted without JavaScript, and shows the shop’s host', async () => {
    const jar = new CookieJar()
    const res = await jar.fetch('/en', {
      form: { mode: 'price_to_time', rate: '20', currency: 'EUR', price: '', title: '', url: `${shop}/json-ld` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text()
    expect(html).toContain('value="Trail running shoe"')
    expect(html).toContain('value="129.90"')
    expect(html).toContain(`Name and price filled in from ${new URL(shop).host}.`)
    expect(html).toContain(`From ${new URL(shop).host}`)
    expect(html).toMatch(/costs you/)
  })

  it('fills the price in the shop’s currency when it is not the rate’s, and converts it at the reference rate', async () => {
    const jar = new CookieJar()
    const html = await (
      await jar.fetch('/de', { form: { mode: 'price_to_time', rate: '20', currency: 'EUR', url: `${shop}/other-currency` } })
    ).text()
    expect(html).toContain('value="Camera"')
    expect(html).toContain('name="price" value="899,00"')
    expect(html).toMatch(/name="priceCurrency">(?:(?!<\/select>).)*<option value="USD" selected="">/s)
    expect(html).toContain('Name und Preis von')
    expect(visibleText(html)).toContain('899,00 $ ≈ 805,92 € zum EZB-Referenzkurs vom 26.09.2024 = 40 Stunden, 18 Minuten Arbeit')
  })

  it('fills only the name when no reference rate converts the shop’s currency, and says so', async () => {
    const jar = new CookieJar()
    const html = await (
      await jar.fetch('/de', { form: { mode: 'price_to_time', rate: '20', currency: 'EUR', url: `${shop}/no-reference-rate` } })
    ).text()
    expect(html).toContain('value="Lantern"')
    expect(html).toContain('name="price" value=""')
    expect(visibleText(html)).toMatch(/nennt 120,00\sAED, nicht in der Währung Ihres Stundensatzes \(EUR\)/)
  })

  it('escapes HTML in a product name: it is text on the page, never markup', async () => {
    const html = await (
      await new CookieJar().fetch('/en', { form: { mode: 'price_to_time', currency: 'EUR', url: `${shop}/html-name` } })
    ).text()
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<b>Bold</b>')
    expect(html).toContain('value="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;b&gt;Bold&lt;/b&gt; kettle"')
  })

  it.each([
    ['en', 'No price could be read from this page. Type the price yourself.'],
    ['pt-BR', 'Não foi possível ler um preço nesta página. Digite o preço você mesmo.'],
  ])('says in %s when nothing could be read and keeps what was typed', async (lang, message) => {
    const res = await new CookieJar().fetch(`/${lang}`, {
      form: { mode: 'price_to_time', rate: '20', price: '15', title: 'Mine', url: `${shop}/none` },
    })
    const html = await res.text()
    expect(html).toContain(message)
    expect(html).toContain('value="Mine"')
    expect(html).toContain('value="15"')
  })

  it('answers a link that is none with 422, the field kept and one message naming it', async () => {
    const res = await new CookieJar().fetch('/en', { form: { mode: 'price_to_time', url: 'javascript:alert(1)' } })
    expect(res.status).toBe(422)
    const page = visibleText(await res.text())
    expect(page).toContain('Product link: paste a link that starts with https://, without a user name or password.')
    // The field's error (in the summary above the form, and at the field), not the link note's own sentence beside it.
    expect(page).not.toContain('Paste a link')
    expect(page).not.toContain('cannot be used here')
  })

  it('says once why a link cannot be read when the field is empty', async () => {
    const res = await new CookieJar().fetch('/de', { form: { mode: 'price_to_time', url: '' } })
    expect(res.status).toBe(422)
    expect(visibleText(await res.text()).match(/Fügen Sie einen Link ein, der mit https:\/\/ beginnt/g)).toHaveLength(1)
  })

  it('opens a link shared to the app (the manifest’s share target) with the calculator filled', async () => {
    const manifest = (await (await get('/pt-BR/manifest.webmanifest')).json()) as {
      share_target: { action: string; method: string; params: Record<'title' | 'text' | 'url', string> }
    }
    expect(manifest.share_target).toEqual({ action: '/pt-BR', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } })
    const { action, params } = manifest.share_target
    const query = new URLSearchParams({ [params.title]: 'Loja', [params.text]: 'Olha este tênis', [params.url]: `${shop}/graph` })
    const res = await new CookieJar().fetch(`${action}?${query}`, { headers: { 'accept-language': 'pt-BR' }, cf: { country: 'BR' } })
    const html = await res.text()
    expect(html).toContain('value="Tênis de corrida"')
    expect(html).toContain('value="199,90"')
    expect(html).toContain('<option value="BRL" selected=""')
  })

  it('takes a shared link from the text, and the price the text names when the page names none', async () => {
    const text = `Achei por R$ 1.299,90 aqui ${shop}/none`
    const res = await new CookieJar().fetch(`/pt-BR?${new URLSearchParams({ title: 'Geladeira', text })}`, { cf: { country: 'BR' } })
    const html = await res.text()
    expect(html).toContain('value="1299,9"')
    expect(html).toContain('value="Geladeira"')
    expect(html).toContain(`value="${shop}/none"`)
  })

  it('reads a price and a link out of shared text in the page’s language', () => {
    expect(priceInText('Tênis por R$ 199,90 na loja', 'pt-BR')).toBe(199.9)
    expect(priceInText('Only $1,299.00 today', 'en')).toBe(1299)
    expect(priceInText('Jetzt 49,99 € statt 59,99 €', 'de')).toBe(49.99)
    expect(priceInText('no price here https://shop.example/p/42', 'en')).toBeUndefined()
    expect(linkInText('Look https://shop.example/p/1 now')).toBe('https://shop.example/p/1')
    expect(linkInText('nothing to see')).toBeUndefined()
  })
})
