import type { PGlite } from '@supabase/lite/pglite'
import type { WebSocket } from 'ws'
import type { ApiKeys } from '../keys.ts'
import { identify, type Caller, type TokenVerifier } from './access.ts'
import { decodeFrame, encodeBinaryBroadcast, encodeText, type PhoenixMessage } from './frames.ts'
import type { BroadcastHub, BroadcastMessage, Subscriber } from './hub.ts'
import { topicPolicies } from './policies.ts'

export interface SocketContext {
  hub: BroadcastHub
  db: PGlite
  keys: ApiKeys
  verifyToken: TokenVerifier
}

interface Joined extends Subscriber {
  joinRef: string | null
  topic: string
  isPrivate: boolean
  /** Whether the caller may send on it (public topics: always; private: the INSERT policy). */
  mayWrite: boolean
  ack: boolean
  /** Closes the channel when the token it was joined or last renewed with expires. */
  expiry: ReturnType<typeof setTimeout> | undefined
}

const PREFIX = 'realtime:'

/**
 * Serves one realtime-js websocket: the Phoenix subset of Supabase Realtime that
 * broadcast needs (join/leave/heartbeat replies, access_token updates, broadcast
 * pushes with `self`/`ack`), asking the `realtime.messages` policies whether the
 * caller's JWT may read (join) and write (send on) a private topic. As hosted
 * Realtime does, a channel is closed (a `system` error, then `phx_close`) when
 * its token expires, and a new `access_token` is checked again: a token that
 * is invalid or may no longer read the topic closes the channel too.
 */
export function serveSocket(ws: WebSocket, vsn: string, apikey: string, ctx: SocketContext): void {
  const channels = new Map<string, Joined>()
  let token = apikey

  const send = (message: PhoenixMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(encodeText(message, vsn))
  }
  const reply = (m: PhoenixMessage, status: 'ok' | 'error', response: unknown) =>
    send({ joinRef: m.joinRef, ref: m.ref, topic: m.topic, event: 'phx_reply', payload: { status, response } })

  const join = async (m: PhoenixMessage) => {
    const payload = (m.payload ?? {}) as {
      config?: { private?: boolean; broadcast?: { self?: boolean; ack?: boolean } }
      access_token?: string
    }
    if (typeof payload.access_token === 'string' && !payload.access_token.startsWith('sb_')) token = payload.access_token
    const topic = m.topic.startsWith(PREFIX) ? m.topic.slice(PREFIX.length) : m.topic
    const isPrivate = payload.config?.private === true
    const caller = await identify(token, ctx.keys, ctx.verifyToken)
    if (!caller) return reply(m, 'error', { reason: 'Invalid token' })
    const policies = isPrivate ? await topicPolicies(ctx.db, caller, topic) : { read: true, write: true }
    if (ws.readyState !== ws.OPEN) return
    if (!policies.read) {
      return reply(m, 'error', { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}` })
    }
    leave(m.topic)
    const joined: Joined = {
      joinRef: m.joinRef,
      topic,
      isPrivate,
      mayWrite: policies.write,
      ack: payload.config?.broadcast?.ack === true,
      receivesOwn: payload.config?.broadcast?.self === true,
      deliver: (message: BroadcastMessage) => deliver(m.topic, message),
      expiry: undefined,
    }
    channels.set(m.topic, joined)
    expireWith(m.topic, joined, caller)
    ctx.hub.subscribe(topic, isPrivate, joined)
    reply(m, 'ok', { postgres_changes: [] })
  }

  const deliver = (fullTopic: string, message: BroadcastMessage) => {
    const inner = (message.payload ?? {}) as { payload?: unknown }
    if (inner.payload instanceof Uint8Array) {
      if (ws.readyState === ws.OPEN) ws.send(encodeBinaryBroadcast(fullTopic, message.event, inner.payload))
      return
    }
    send({ joinRef: null, ref: null, topic: fullTopic, event: 'broadcast', payload: message.payload })
  }

  const leave = (fullTopic: string) => {
    const joined = channels.get(fullTopic)
    if (!joined) return
    clearTimeout(joined.expiry)
    ctx.hub.unsubscribe(joined.topic, joined.isPrivate, joined)
    channels.delete(fullTopic)
  }

  /** Hosted Realtime's way of ending a channel the caller may no longer hear: a system error, then `phx_close`. */
  const close = (fullTopic: string, message: string) => {
    const joined = channels.get(fullTopic)
    if (!joined) return
    leave(fullTopic)
    const payload = { message, status: 'error', extension: 'system', channel: joined.topic }
    send({ joinRef: joined.joinRef, ref: null, topic: fullTopic, event: 'system', payload })
    send({ joinRef: joined.joinRef, ref: null, topic: fullTopic, event: 'phx_close', payload: {} })
  }

  /** Arms the channel's close at its token's `exp` (API keys do not expire). */
  const expireWith = (fullTopic: string, joined: Joined, caller: Caller) => {
    clearTimeout(joined.expiry)
    const exp = caller.claims.exp
    if (typeof exp !== 'number') return
    joined.expiry = setTimeout(() => close(fullTopic, 'Token has expired'), Math.max(exp * 1000 - Date.now(), 0))
    joined.expiry.unref?.()
  }

  /** A new token for every joined channel: checked like a join, and a channel it may not read is closed. */
  const renew = async (next: string) => {
    token = next
    const caller = await identify(next, ctx.keys, ctx.verifyToken)
    for (const [fullTopic, joined] of [...channels]) {
      if (!caller) {
        close(fullTopic, 'Invalid token')
        continue
      }
      const policies = joined.isPrivate ? await topicPolicies(ctx.db, caller, joined.topic) : { read: true, write: true }
      if (channels.get(fullTopic) !== joined) continue
      if (!policies.read) {
        close(fullTopic, `Unauthorized: You do not have permissions to read from this Channel topic: ${joined.topic}`)
        continue
      }
      joined.mayWrite = policies.write
      expireWith(fullTopic, joined, caller)
    }
  }

  const broadcast = (m: PhoenixMessage) => {
    const joined = channels.get(m.topic)
    const body = (m.payload ?? {}) as { event?: unknown }
    if (!joined || typeof body.event !== 'string') return reply(m, 'error', { reason: 'Not joined to this topic' })
    if (!joined.mayWrite) {
      return reply(m, 'error', { reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${joined.topic}` })
    }
    ctx.hub.publish({ topic: joined.topic, isPrivate: joined.isPrivate, event: body.event, payload: m.payload }, joined)
    if (joined.ack) reply(m, 'ok', {})
  }

  const handle = async (m: PhoenixMessage) => {
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return reply(m, 'ok', {})
    switch (m.event) {
      case 'phx_join':
        return join(m)
      case 'phx_leave':
        leave(m.topic)
        return reply(m, 'ok', {})
      case 'access_token': {
        const next = (m.payload as { access_token?: unknown } | null)?.access_token
        if (typeof next === 'string' && !next.startsWith('sb_') && next !== token) return renew(next)
        return
      }
      case 'broadcast':
        return broadcast(m)
      default:
        return
    }
  }

  /** Frames are handled one after another, so a push never overtakes the join it follows. */
  let pending = Promise.resolve()
  ws.on('message', (data, isBinary) => {
    const m = decodeFrame(data as Buffer, isBinary)
    if (m) pending = pending.then(() => handle(m))
  })
  ws.on('close', () => {
    for (const topic of [...channels.keys()]) leave(topic)
  })
}
