import { performance } from 'node:perf_hooks'

/**
 * Loopback load for `npm run bench`: bounded in count and time, and never
 * anywhere but the local `wrangler dev`.
 */

/** A GET that must answer 200, its body read to the end. */
export async function getOk(url: string, headers: Record<string, string> = {}): Promise<{ headers: Headers; body: Buffer }> {
  const response = await fetch(url, { headers, redirect: 'manual' })
  const body = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  return { headers: response.headers, body }
}

/**
 * The CPU time a server process spends per request: after 20 warm-up GETs
 * (the code compiled and optimized, as in a busy isolate), `batches` times
 * `count` sequential GETs of `urlFor(i)` (a new `i` each time), the
 * difference of `cpuMs()` before and after each batch (and after a short
 * pause, so work the response leaves behind, like a cache write, is
 * counted), divided by `count`: the best batch, which other processes on
 * the machine disturbed least.
 */
export async function cpuPerRequest(
  cpuMs: () => number,
  urlFor: (i: number) => string,
  count: number,
  headers: Record<string, string> = {},
  batches = 3,
): Promise<number> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100))
  for (let i = 0; i < 20; i++) await getOk(urlFor(batches * count + i), headers)
  let best = Infinity
  for (let batch = 0; batch < batches; batch++) {
    await pause()
    const before = cpuMs()
    for (let i = 0; i < count; i++) await getOk(urlFor(batch * count + i), headers)
    await pause()
    best = Math.min(best, (cpuMs() - before) / count)
  }
  return best
}

/**
 * Requests per second for one URL with `concurrency` GETs in flight for
 * `seconds` (bounded: it stops by itself).
 */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}, seconds = 1, concurrency = 4): Promise<number> {
  const end = performance.now() + seconds * 1000
  let done = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await getOk(url, headers)
        done += 1
      }
    }),
  )
  return done / ((performance.now() - start) / 1000)
}
