import { messages, protocol } from '@electric-sql/pglite'

type BackendMessage = messages.BackendMessage

type Parse = (this: object, buffer: ArrayBuffer | ArrayBufferView, callback: (message: BackendMessage) => void) => void

/** The type byte of a data row (`D`) and the size of a message's header (type byte and length). */
const DATA_ROW = 0x44
const HEADER = 5

const decoder = new TextDecoder()
/** The start of a message whose end has not arrived yet, per parser. */
const unfinished = new WeakMap<object, Uint8Array>()
let installed = false

/**
 * A field's text as PGlite's parser decodes it (a WHATWG UTF-8 decoder, which
 * drops a leading byte order mark): Node's UTF-8 decoding gives the same text
 * for any bytes that do not start with one, without a view per field.
 */
function text(bytes: Buffer, start: number, end: number): string {
  if (end - start >= 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf) {
    return decoder.decode(bytes.subarray(start, end))
  }
  return bytes.toString('utf8', start, end)
}

/** One data row message, its fields decoded in place, as PGlite's parser decodes them from copies. */
function dataRow(bytes: Buffer, start: number, length: number): BackendMessage {
  const count = bytes.readInt16BE(start)
  const fields: (string | null)[] = new Array(count)
  let at = start + 2
  for (let i = 0; i < count; i++) {
    const size = bytes.readInt32BE(at)
    at += 4
    if (size === -1) {
      fields[i] = null
    } else {
      fields[i] = text(bytes, at, at + size)
      at += size
    }
  }
  return new messages.DataRowMessage(length, fields)
}

/**
 * PGlite's protocol parser copies every field of every row into a fresh
 * buffer before decoding it (an `ArrayBuffer.slice` each), which made reading
 * the 50 rows of a list cost more than running its query. This parser reads
 * data rows in place from the bytes Postgres wrote, into the same messages
 * with the same text; every other message, and every row whose end is still
 * to come, goes through PGlite's own parser, whole. Installed once for the
 * process, as the parser has no per-database hook.
 */
export function decodeDataRowsInPlace(): void {
  if (installed) return
  installed = true
  const prototype = protocol.Parser.prototype as unknown as { parse: Parse }
  const original = prototype.parse
  prototype.parse = function (buffer, callback) {
    const chunk = ArrayBuffer.isView(buffer) ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) : new Uint8Array(buffer)
    const before = unfinished.get(this)
    const data = before ? Buffer.concat([before, chunk]) : chunk
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    let at = 0
    let handed = 0
    while (at + HEADER <= data.length) {
      const length = bytes.readUInt32BE(at + 1)
      const end = at + 1 + length
      if (length < 4 || end > data.length) break
      if (bytes[at] === DATA_ROW) {
        if (handed < at) original.call(this, data.subarray(handed, at), callback)
        callback(dataRow(bytes, at + HEADER, length))
        handed = end
      }
      at = end
    }
    if (handed < at) original.call(this, data.subarray(handed, at), callback)
    if (at < data.length) unfinished.set(this, data.slice(at))
    else unfinished.delete(this)
  }
}
