import { createServer } from 'node:http'

/** A page with nothing to wait for: one line of text, no CSS, no script, no image. */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>TimePrice</title><p>TimePrice prices things in hours of work.</p>'

/** The same page with a bare text field, the floor for a keystroke's answer. */
const FLOOR_INPUT_PAGE = FLOOR_PAGE + '<label>Price <input id="price" inputmode="decimal"></label>'

/** Headers that frame one response (its length, encoding, transfer, time) rather than say anything about the page. */
const FRAMING_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'server-timing',
  'x-request-id',
])

/** The floor page served on loopback, bare and with a real page's headers. */
export interface FloorPage {
  /** The page with its type alone. */
  bareUrl: string
  /** The same bytes with every header of `page` but its framing. */
  withHeadersUrl: string
  /** The page with a bare text field (`#price`) below its line. */
  inputUrl: string
  close(): Promise<void>
}

/**
 * Serves the least a page can be, for `npm run bench` and
 * `npm run bench:lighthouse` to measure beside the real pages in the same
 * run: what this machine's Chromium (and Lighthouse) give a page with nothing
 * in it, once bare, once with the headers the worker sends with `page` (its
 * security headers among them, which decide how the browser may load it),
 * and once with a bare text field to type into.
 * @example const floor = await serveFloorPage(await fetch(`${worker.url}/en/faq`)); await measure(floor.bareUrl)
 */
export async function serveFloorPage(page: Response): Promise<FloorPage> {
  await page.body?.cancel()
  const pageHeaders = [...page.headers].filter(([name]) => !FRAMING_HEADERS.has(name))
  const server = createServer((request, response) => {
    const headers = request.url === '/with-headers' ? pageHeaders : [['content-type', 'text/html; charset=utf-8']]
    response.writeHead(200, Object.fromEntries(headers)).end(request.url === '/input' ? FLOOR_INPUT_PAGE : FLOOR_PAGE)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('the floor page has no address')
  const origin = `http://127.0.0.1:${address.port}`
  return {
    bareUrl: `${origin}/`,
    withHeadersUrl: `${origin}/with-headers`,
    inputUrl: `${origin}/input`,
    // Chromium keeps connections open (idle, or opened ahead of a request); waiting for them hung the bench for minutes.
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}
