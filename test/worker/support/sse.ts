import { exports } from 'cloudflare:workers'
import type { CookieJar } from './cookie-jar.ts'

/** One server-sent event: its name (`message` when unnamed) and its data parsed as JSON. */
export interface SseEvent {
  event: string
  data: unknown
}

/** An open `GET /api/realtime` stream, read event by event. */
export interface SseReader {
  response: Response
  /** Reads events until one satisfies `wanted` and returns it with everything read before it. */
  until(wanted: (event: SseEvent) => boolean): Promise<{ match: SseEvent; before: SseEvent[] }>
  close(): Promise<void>
}

/** Opens the relay with the jar's session, as the browser's EventSource does. */
export async function openRelay(jar: CookieJar | null, language = 'en'): Promise<SseReader> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'accept-language': language }
  if (jar) Object.assign(headers, { cookie: jar.header(), 'cf-connecting-ip': jar.ip })
  const response = await exports.default.fetch(new Request('http://localhost/api/realtime', { headers }))
  jar?.take(response)
  let reader: ReadableStreamDefaultReader<string> | undefined
  let buffer = ''
  const next = async (): Promise<SseEvent> => {
    reader ??= response.body!.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const lines = block.split('\n')
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message'
        const data = lines
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n')
        return { event, data: JSON.parse(data) }
      }
      const { value, done } = await reader.read()
      if (done) throw new Error(`the relay ended after ${JSON.stringify(buffer)}`)
      buffer += value
    }
  }
  return {
    response,
    async until(wanted) {
      const before: SseEvent[] = []
      for (;;) {
        const event = await next()
        if (wanted(event)) return { match: event, before }
        before.push(event)
      }
    },
    close: async () => {
      await (reader ?? response.body)?.cancel()
    },
  }
}
