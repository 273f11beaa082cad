import { createServer, type Server } from 'node:http'

/**
 * A loopback HTTP server that fails on purpose, for the retry and outage tests:
 * `/fail/<status>/<times>/<key>` answers `status` the first `times` requests
 * for a key and 200 after that; `/hits/<key>` says how many requests a key got;
 * anything under `/frozen/` never answers (a backend stopped with SIGSTOP) and
 * anything under `/down/` drops the connection (a backend that is gone).
 */
export async function startFlakyServer(): Promise<{ url: string; close(): Promise<void> }> {
  const hits = new Map<string, number>()
  const server: Server = createServer((req, res) => {
    const [, kind, ...rest] = (req.url ?? '').split('/')
    if (kind === 'frozen') return
    if (kind === 'down') return req.socket.destroy()
    if (kind === 'hits') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hits: hits.get(rest[0] ?? '') ?? 0 }))
      return
    }
    const [status = '500', times = '1', key = ''] = rest
    const count = (hits.get(key) ?? 0) + 1
    hits.set(key, count)
    req.resume()
    if (count <= Number(times)) res.writeHead(Number(status), { 'content-type': 'application/json' }).end('{"error":"on purpose"}')
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
