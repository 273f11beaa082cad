import type { PGlite } from '@supabase/lite/pglite'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ApiKeys } from '../keys.ts'
import { identify, type Caller, type TokenVerifier } from './access.ts'
import type { BroadcastHub } from './hub.ts'
import { topicPolicies } from './policies.ts'

const MAX_BODY = 256 * 1024
const ALL = '/'
const ONE = '/:topic/events/:event'

interface IncomingMessage {
  topic?: unknown
  event?: unknown
  payload?: unknown
  private?: unknown
  id?: unknown
}

/** What `authorize` found out about the caller, for the handlers. */
export type BroadcastEnv = { Variables: { caller: Caller } }

/**
 * Realtime's HTTP broadcast endpoints, to mount at `/realtime/v1/api/broadcast`:
 * `POST /` takes `{messages: [...]}`, `POST /<topic>/events/<event>` one payload.
 * Both answer 202 and fan out through the same hub as the websocket; a private
 * message needs the caller to pass the topic's INSERT policy on `realtime.messages` (403).
 */
export function broadcastApi(hub: BroadcastHub, db: PGlite, keys: ApiKeys, verifyToken: TokenVerifier): Hono<BroadcastEnv> {
  const api = new Hono<BroadcastEnv>()
  const authorize: MiddlewareHandler<BroadcastEnv> = async (c, next) => {
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '')
    const caller = await identify(bearer || c.req.header('apikey') || c.req.query('apikey'), keys, verifyToken)
    if (!caller) return json(c, 401, 'Unauthorized', 'Unauthorized')
    c.set('caller', caller)
    await next()
  }
  const limit = bodyLimit({ maxSize: MAX_BODY, onError: (c) => json(c, 413, 'Payload Too Large', 'Payload Too Large') })

  api.post(ALL, authorize, limit, async (c) => {
    const messages = await c.req.json().then(
      (body: { messages?: unknown } | null) => body?.messages,
      () => undefined,
    )
    if (!Array.isArray(messages)) return json(c, 400, 'Bad Request', 'Body must be {"messages":[{topic,event,payload}]}')
    return publish(c, hub, db, messages as IncomingMessage[])
  })
  api.post(ONE, authorize, limit, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    let payload: unknown = bytes
    if (!(c.req.header('content-type') ?? '').includes('application/octet-stream')) {
      const text = new TextDecoder().decode(bytes)
      try {
        payload = text === '' ? {} : JSON.parse(text)
      } catch {
        return json(c, 400, 'Bad Request', 'Body is not valid JSON')
      }
    }
    const { topic, event } = c.req.param()
    return publish(c, hub, db, [{ topic, event, payload, private: c.req.query('private') === 'true' }])
  })
  api.all(ALL, (c) => json(c, 405, 'Method Not Allowed', 'Use POST'))
  api.all(ONE, (c) => json(c, 405, 'Method Not Allowed', 'Use POST'))
  return api
}

async function publish(c: Context<BroadcastEnv>, hub: BroadcastHub, db: PGlite, messages: IncomingMessage[]): Promise<Response> {
  for (const m of messages) {
    if (typeof m?.topic !== 'string' || typeof m.event !== 'string') {
      return json(c, 400, 'Bad Request', 'Each message needs a string topic and event')
    }
  }
  const privateTopics = new Set(messages.filter((m) => m.private === true).map((m) => m.topic as string))
  for (const topic of privateTopics) {
    if (!(await topicPolicies(db, c.get('caller'), topic)).write) {
      return json(c, 403, 'Unauthorized', `You do not have permissions to write to this Channel topic: ${topic}`)
    }
  }
  for (const m of messages) {
    const payload: Record<string, unknown> = { type: 'broadcast', event: m.event, payload: m.payload ?? {} }
    if (m.id !== undefined) payload.meta = { id: m.id }
    hub.publish({ topic: m.topic as string, isPrivate: m.private === true, event: m.event as string, payload })
  }
  return c.body(null, 202)
}

function json(c: Context, status: 400 | 401 | 403 | 405 | 413, error: string, message: string): Response {
  return c.json({ error, message }, status)
}
