import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { listenOnLoopback, type LoopbackServer } from './loopback-server.ts'
import { REFERENCE_RATES_FEED_FILE } from '../../supabase/local/gateway.ts'

/** The real day of the ECB's daily feed the stand-in serves (26 September 2024). */
export const REAL_FEED = readFileSync(REFERENCE_RATES_FEED_FILE, 'utf8')

/** The real feed's day, as the feed writes it. */
export const REAL_FEED_DAY = /time='([\d-]+)'/.exec(REAL_FEED)![1]!

/**
 * The ways a served feed can be: the real one as published for another day
 * (`day`), cut off halfway through a download (`cut`), without one
 * currency's rate (`without-<CODE>`), or with one rate that is no number
 * (`garbled`).
 */
function feedFor(kind: string, day: string): string | undefined {
  const dated = REAL_FEED.replace(`time='${REAL_FEED_DAY}'`, `time='${day}'`)
  if (kind === 'day') return dated
  if (kind === 'cut') return dated.slice(0, Math.floor(dated.length / 2))
  if (kind === 'garbled') return dated.replace(/rate='[^']*'/, "rate='n/a'")
  const without = /^without-([A-Z]{3})$/.exec(kind)?.[1]
  if (without) return dated.replace(new RegExp(`\\s*<Cube currency='${without}' rate='[^']*'/>`), '')
  return undefined
}

/**
 * A loopback server of ECB feeds for the worker tests: `/<kind>/<YYYY-MM-DD>.xml`
 * answers the feed of `feedFor(kind, day)`; anything else is a 404.
 */
export async function startRatesFeedServer(): Promise<LoopbackServer> {
  const server = createServer((req, res) => {
    const [, kind = '', day = ''] = /^\/([\w-]+)\/(\d{4}-\d{2}-\d{2})\.xml$/.exec(req.url ?? '') ?? []
    const feed = feedFor(kind, day)
    if (feed === undefined) res.writeHead(404).end()
    else res.writeHead(200, { 'content-type': 'text/xml' }).end(feed)
  })
  return listenOnLoopback(server)
}
