import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { PGlite } from '@supabase/lite/pglite'
import type { Hono } from 'hono'
import { WebSocketServer } from 'ws'
import type { ApiKeys } from '../keys.ts'
import { identify, type TokenVerifier } from './access.ts'
import { deliverFromDatabase } from './from-database.ts'
import { broadcastApi, type BroadcastEnv } from './http.ts'
import { BroadcastHub } from './hub.ts'
import { serveSocket } from './socket.ts'

const WS_PATH = '/realtime/v1/websocket'

export interface Realtime {
  /** The HTTP broadcast endpoints, to mount at `/realtime/v1/api/broadcast`. */
  api: Hono<BroadcastEnv>
  /** Closes every socket. */
  close(): Promise<void>
}

/**
 * Adds Supabase Realtime broadcast to the stand-in's HTTP server: the websocket
 * upgrade on `/realtime/v1/websocket`, the HTTP broadcast endpoints and the
 * messages the database sends (`realtime.send`), sharing one hub. Private topics
 * are decided by the `realtime.messages` policies in `db`.
 */
export async function attachRealtime(server: Server, db: PGlite, keys: ApiKeys, verifyToken: TokenVerifier): Promise<Realtime> {
  const hub = new BroadcastHub()
  const stopDelivery = await deliverFromDatabase(db, hub)
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })

  server.on('upgrade', async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const apikey = url.searchParams.get('apikey') ?? ''
    if (url.pathname.replace(/\/$/, '') !== WS_PATH) return refuse(socket, 404, 'Not Found')
    if (!(await identify(apikey, keys, verifyToken))) return refuse(socket, 401, 'Unauthorized')
    const vsn = url.searchParams.get('vsn') ?? '1.0.0'
    wss.handleUpgrade(req, socket, head, (ws) => serveSocket(ws, vsn, apikey, { hub, db, keys, verifyToken }))
  })

  return {
    api: broadcastApi(hub, db, keys, verifyToken),
    close: async () => {
      await stopDelivery()
      await new Promise<void>((done) => {
        for (const client of wss.clients) client.terminate()
        wss.close(() => done())
      })
    },
  }
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}
