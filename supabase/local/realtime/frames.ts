/** One Phoenix message, whatever its wire form. */
export interface PhoenixMessage {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

const USER_BROADCAST_PUSH = 3
const USER_BROADCAST = 4
const JSON_ENCODING = 1

/**
 * Decodes a client frame: a vsn 2.0.0 text array, a vsn 1.0.0 text object, or the
 * binary kind-3 "user broadcast push" realtime-js sends for `channel.send()`.
 * Returns null for anything it cannot read, so a bad frame never crashes the socket.
 */
export function decodeFrame(data: Buffer | string, isBinary: boolean): PhoenixMessage | null {
  try {
    if (isBinary) return decodeBroadcastPush(Buffer.isBuffer(data) ? data : Buffer.from(data))
    const parsed: unknown = JSON.parse(data.toString())
    if (Array.isArray(parsed) && parsed.length === 5) {
      const [joinRef, ref, topic, event, payload] = parsed as [unknown, unknown, unknown, unknown, unknown]
      if (typeof topic !== 'string' || typeof event !== 'string') return null
      return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload }
    }
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>
      if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null
      return { joinRef: asRef(o.join_ref), ref: asRef(o.ref), topic: o.topic, event: o.event, payload: o.payload }
    }
    return null
  } catch {
    return null
  }
}

/** Encodes a server message as a vsn 2.0.0 text array (or a 1.0.0 object). */
export function encodeText(message: PhoenixMessage, vsn: string): string {
  if (vsn.startsWith('1.')) {
    const { joinRef, ref, topic, event, payload } = message
    return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload })
  }
  return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload])
}

/** Encodes a broadcast whose payload is raw bytes as the binary kind-4 frame. */
export function encodeBinaryBroadcast(topic: string, event: string, payload: Uint8Array): Buffer {
  const t = Buffer.from(topic)
  const e = Buffer.from(event)
  const header = Buffer.from([USER_BROADCAST, t.length, e.length, 0, 0])
  return Buffer.concat([header, t, e, payload])
}

function decodeBroadcastPush(buf: Buffer): PhoenixMessage | null {
  if (buf.length < 7 || buf[0] !== USER_BROADCAST_PUSH) return null
  const sizes = [buf[1]!, buf[2]!, buf[3]!, buf[4]!, buf[5]!]
  const encoding = buf[6]!
  let offset = 7
  const [joinRef, ref, topic, event, meta] = sizes.map((size) => {
    const text = buf.subarray(offset, offset + size).toString('utf8')
    offset += size
    return text
  }) as [string, string, string, string, string]
  if (offset > buf.length) return null
  const body = buf.subarray(offset)
  const inner = encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8')) : new Uint8Array(body)
  const payload: Record<string, unknown> = { type: 'broadcast', event, payload: inner }
  if (meta) payload.meta = JSON.parse(meta)
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload }
}

function asRef(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value)
}
