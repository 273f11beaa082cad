import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { listenOnLoopback, type LoopbackServer } from './loopback-server.ts'

/** A product page with one JSON-LD block. */
const jsonLdPage = (data: unknown, head = '') =>
  `<!doctype html><html><head><title>Shop</title>${head}<script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>Product</h1></body></html>`

/** The pages the loopback shop serves, by path: each way shops publish a product, and one that publishes none. */
const PAGES: Record<string, string> = {
  '/json-ld': jsonLdPage({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Trail running shoe',
    image: '/images/shoe.jpg',
    offers: { '@type': 'Offer', price: '129.90', priceCurrency: 'EUR' },
  }),
  '/graph': jsonLdPage({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Loja' },
      {
        '@type': 'WebPage',
        mainEntity: {
          '@type': ['Product', 'Thing'],
          name: 'Tênis de corrida',
          offers: [{ '@type': 'Offer', price: 199.9, priceCurrency: 'BRL' }],
        },
      },
    ],
  }),
  '/aggregate': jsonLdPage({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Espresso machine',
    offers: { '@type': 'AggregateOffer', lowPrice: '449.5', highPrice: '520', priceCurrency: 'USD', offerCount: 4 },
  }),
  '/open-graph': `<!doctype html><html><head><title>Fallback title</title>
<meta property="og:title" content="Wool scarf &amp; hat">
<meta property="og:image" content="https://cdn.shop.example/scarf.jpg">
<meta property="product:price:amount" content="39.00">
<meta property="product:price:currency" content="GBP">
</head><body><p>Warm.</p></body></html>`,
  '/microdata': `<!doctype html><html><head><title>Desk lamp – Shop</title></head><body>
<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Desk lamp</h1>
  <img itemprop="image" src="/lamp.png" alt="">
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <span itemprop="price" content="59.99">59,99</span> <meta itemprop="priceCurrency" content="EUR"> EUR
  </div>
</div></body></html>`,
  '/none': '<!doctype html><html><head><title>About us</title></head><body><p>We sell things.</p></body></html>',
  '/html-name': jsonLdPage({
    '@type': 'Product',
    name: '<img src=x onerror="alert(1)"><b>Bold</b> kettle',
    offers: { price: '25.00', priceCurrency: 'EUR' },
  }),
  '/entities': jsonLdPage({ '@type': 'Product', name: 'Caf&eacute; &amp; Bar set', offers: { price: '12.50', priceCurrency: 'EUR' } }),
  '/other-currency': jsonLdPage({ '@type': 'Product', name: 'Camera', offers: { price: '899.00', priceCurrency: 'USD' } }),
  '/no-reference-rate': jsonLdPage({ '@type': 'Product', name: 'Lantern', offers: { price: '120.00', priceCurrency: 'AED' } }),
  '/unknown-currency': jsonLdPage({ '@type': 'Product', name: 'Mate gourd', offers: { price: '9000', priceCurrency: 'ARS' } }),
}

/** Headers each path's last request carried. */
const seen = new Map<string, IncomingHttpHeaders>()

/**
 * A shop on loopback for the product-link tests: `PAGES` by path (also under
 * `/counted/<key>/…`, which counts requests per key: `/hits/<key>`), and
 * what a careless shop does: `/huge` (3 MB of HTML), `/loop` (redirects to
 * itself), `/hops/<n>` (n redirects, then `/json-ld`), `/slow` (answers
 * after 8 s), `/cookie` (sets a cookie and redirects to `/echo`, which
 * records the headers it got: `/seen/echo`), `/private-redirect` (to a
 * private address).
 */
export async function startShopServer(): Promise<LoopbackServer> {
  const hits = new Map<string, number>()
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const html = { 'content-type': 'text/html; charset=utf-8' }
    const counted = /^\/counted\/([^/]+)(\/.*)$/.exec(path)
    if (counted) hits.set(counted[1]!, (hits.get(counted[1]!) ?? 0) + 1)
    const page = PAGES[counted ? counted[2]! : path]
    if (page) return res.writeHead(200, html).end(page)
    if (path.startsWith('/hits/')) return res.writeHead(200).end(JSON.stringify({ hits: hits.get(path.slice(6)) ?? 0 }))
    if (path.startsWith('/seen/')) return res.writeHead(200).end(JSON.stringify(seen.get(path.slice(6)) ?? null))
    if (path === '/huge') {
      res.writeHead(200, html)
      const filler = `<p>${'x'.repeat(64 * 1024)}</p>`
      for (let i = 0; i < 48; i += 1) res.write(filler)
      return res.end(PAGES['/json-ld'])
    }
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end()
    const hops = /^\/hops\/(\d+)$/.exec(path)
    if (hops) {
      const left = Number(hops[1])
      return res.writeHead(301, { location: left > 1 ? `/hops/${left - 1}` : '/json-ld' }).end()
    }
    if ((counted ? counted[2] : path) === '/slow') {
      const timer = setTimeout(() => res.writeHead(200, html).end(PAGES['/json-ld']), 8000)
      res.on('close', () => clearTimeout(timer))
      return
    }
    if (path === '/cookie') return res.writeHead(302, { location: '/echo', 'set-cookie': 'session=shop-secret; Path=/' }).end()
    if (path === '/echo') {
      seen.set('echo', req.headers)
      return res.writeHead(200, html).end(PAGES['/json-ld'])
    }
    if (path === '/private-redirect') return res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end()
    res.writeHead(404, html).end('<p>Not found</p>')
  })
  return listenOnLoopback(server)
}
