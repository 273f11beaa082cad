import type { ApiKeys } from '../keys.ts'
import { identify, mayUseTopic } from './access.ts'
import type { BroadcastHub } from './hub.ts'

const ROUTE_ALL = /^\/realtime\/v1\/api\/broadcast\/?$/
const ROUTE_ONE = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/
const MAX_BODY = 256 * 1024

interface IncomingMessage {
  topic?: unknown
  event?: unknown
  payload?: unknown
  private?: unknown
  id?: unknown
}

/**
 * Realtime's HTTP broadcast endpoints (`POST /realtime/v1/api/broadcast` and
 * `/realtime/v1/api/broadcast/<topic>/events/<event>`), answering 202 and fanning
 * out through the same hub as the websocket. Returns null for other paths.
 */
export async function handleBroadcastHttp(request: Request, hub: BroadcastHub, keys: ApiKeys, jwtSecret: string): Promise<Response | null> {
  const url = new URL(request.url)
  const one = ROUTE_ONE.exec(url.pathname)
  if (!one && !ROUTE_ALL.test(url.pathname)) return null
  if (request.method !== 'POST') return json(405, { error: 'Method Not Allowed', message: 'Use POST' })
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  const caller = await identify(bearer || request.headers.get('apikey') || url.searchParams.get('apikey'), keys, jwtSecret)
  if (!caller) return json(401, { error: 'Unauthorized', message: 'Unauthorized' })
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.length > MAX_BODY) return json(413, { error: 'Payload Too Large', message: 'Payload Too Large' })
  const text = new TextDecoder().decode(bytes)
  const isBinary = (request.headers.get('content-type') ?? '').includes('application/octet-stream')

  let messages: IncomingMessage[]
  if (one) {
    let payload: unknown = bytes
    try {
      if (!isBinary) payload = text === '' ? {} : JSON.parse(text)
    } catch {
      return json(400, { error: 'Bad Request', message: 'Body is not valid JSON' })
    }
    const isPrivate = url.searchParams.get('private') === 'true'
    messages = [{ topic: decodeURIComponent(one[1]!), event: decodeURIComponent(one[2]!), payload, private: isPrivate }]
  } else {
    try {
      const body = JSON.parse(text) as { messages?: unknown }
      if (!Array.isArray(body.messages)) throw new Error('messages')
      messages = body.messages as IncomingMessage[]
    } catch {
      return json(400, { error: 'Bad Request', message: 'Body must be {"messages":[{topic,event,payload}]}' })
    }
  }

  for (const m of messages) {
    if (typeof m?.topic !== 'string' || typeof m.event !== 'string') {
      return json(400, { error: 'Bad Request', message: 'Each message needs a string topic and event' })
    }
    if (!mayUseTopic(caller, m.topic, m.private === true)) {
      return json(403, { error: 'Unauthorized', message: `You do not have permissions to write to this Channel topic: ${m.topic}` })
    }
  }
  for (const m of messages) {
    const payload: Record<string, unknown> = { type: 'broadcast', event: m.event, payload: m.payload ?? {} }
    if (m.id !== undefined) payload.meta = { id: m.id }
    hub.publish({ topic: m.topic as string, isPrivate: m.private === true, event: m.event as string, payload })
  }
  return new Response(null, { status: 202 })
}

function json(status: number, body: unknown): Response {
  return Response.json(body, { status })
}
