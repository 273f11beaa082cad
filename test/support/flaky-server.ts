import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import type { Duplex } from 'node:stream'
import { listenOnLoopback, type LoopbackServer } from './loopback-server.ts'

/** Headers a proxy does not pass on: they describe one connection, not the message. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length'])

/** Reads a request's body whole. */
async function bodyOf(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

/** Passes a request on to `upstream` at `path` and its answer back. */
async function forward(req: IncomingMessage, res: ServerResponse, upstream: string, path: string) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value)
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await bodyOf(req)
  const answer = await fetch(`${upstream}${path}`, { method: req.method, headers, body, redirect: 'manual' })
  const out: Record<string, string | string[]> = {}
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding' && name !== 'set-cookie') out[name] = value
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length) out['set-cookie'] = cookies
  res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()))
}

/** Passes a WebSocket upgrade (Realtime's) on to `upstream` at `path`, byte for byte both ways. */
function tunnel(req: IncomingMessage, socket: Duplex, head: Buffer, upstream: string, path: string) {
  const { hostname, port } = new URL(upstream)
  const out = connect(Number(port), hostname, () => {
    const lines = [`${req.method} ${path} HTTP/1.1`]
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
    out.write(`${lines.join('\r\n')}\r\n\r\n`)
    out.write(head)
    out.pipe(socket).pipe(out)
  })
  out.on('error', () => socket.destroy())
  socket.on('error', () => out.destroy())
}

/**
 * A loopback HTTP server that fails on purpose, for the retry and outage tests:
 * `/fail/<status>/<times>/<key>` answers `status` the first `times` requests
 * for a key and 200 after that; `/hits/<key>` says how many requests a key got;
 * anything under `/frozen/` never answers (a backend stopped with SIGSTOP) and
 * anything under `/down/<key>/` drops the connection (a backend that is gone).
 * With an `upstream` (the stand-in), `/rest-fails/<status>/<key>/…` passes
 * everything to it but the database API (`/rest/`), which answers `status`:
 * the session check works, the data call fails; `/user-fails/<status>/<key>/…`
 * likewise fails only Auth's `GET /auth/v1/user` (asking Auth whether the
 * account exists); `/pass/<key>/…` passes
 * everything to it, counting. `/requests/<key>` lists the requests a key
 * got, as `METHOD /path` (the path after the key); `/rest-slow/<ms>/<key>/…`
 * passes everything to it and holds the database API's answers `ms` longer
 * (a slow Supabase); those two pass Realtime's WebSocket on too.
 */
export async function startFlakyServer(upstream?: string): Promise<LoopbackServer> {
  const hits = new Map<string, number>()
  const seen = new Map<string, string[]>()
  const record = (key: string, method: string | undefined, path: string) => {
    hits.set(key, (hits.get(key) ?? 0) + 1)
    seen.set(key, [...(seen.get(key) ?? []), `${method} ${path}`])
    return hits.get(key)!
  }
  const server: Server = createServer((req, res) => {
    const [, kind, ...rest] = (req.url ?? '').split('/')
    if (kind === 'frozen') return
    if (kind === 'down') {
      const [key = '', ...path] = rest
      record(key, req.method, `/${path.join('/')}`.split('?')[0]!)
      return req.socket.destroy()
    }
    if (kind === 'hits' || kind === 'requests') {
      const key = rest[0] ?? ''
      const answer = kind === 'hits' ? { hits: hits.get(key) ?? 0 } : { requests: seen.get(key) ?? [] }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      return
    }
    if (kind === 'pass' && upstream) {
      const [key = '', ...path] = rest
      const target = `/${path.join('/')}`
      record(key, req.method, target.split('?')[0]!)
      forward(req, res, upstream, target).catch(() => res.destroy())
      return
    }
    if (kind === 'rest-slow' && upstream) {
      const [ms = '0', key = '', ...path] = rest
      const target = `/${path.join('/')}`
      record(key, req.method, target.split('?')[0]!)
      const held = target.startsWith('/rest/') ? Number(ms) : 0
      setTimeout(() => forward(req, res, upstream, target).catch(() => res.destroy()), held)
      return
    }
    if ((kind === 'rest-fails' || kind === 'user-fails') && upstream) {
      const [status = '503', key = '', ...path] = rest
      const target = `/${path.join('/')}`
      record(key, req.method, target.split('?')[0]!)
      const fails = kind === 'rest-fails' ? target.startsWith('/rest/') : target.split('?')[0] === '/auth/v1/user' && req.method === 'GET'
      if (!fails) {
        forward(req, res, upstream, target).catch(() => res.destroy())
        return
      }
      req.resume()
      res.writeHead(Number(status), { 'content-type': 'application/json' }).end('{"message":"on purpose"}')
      return
    }
    const [status = '500', times = '1', key = '', ...path] = rest
    const count = record(key, req.method, `/${path.join('/')}`.split('?')[0]!)
    req.resume()
    if (count <= Number(times)) res.writeHead(Number(status), { 'content-type': 'application/json' }).end('{"error":"on purpose"}')
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const [, kind, ...rest] = (req.url ?? '').split('/')
    const after = kind === 'pass' ? 1 : kind === 'rest-slow' ? 2 : -1
    if (!upstream || after < 0) return socket.destroy()
    tunnel(req, socket, head, upstream, `/${rest.slice(after).join('/')}`)
  })
  return listenOnLoopback(server)
}
