import autocannon from 'autocannon'

/**
 * Requests per second that a loopback server answers for one URL: autocannon
 * with 4 connections for `seconds`, every answer a 200 (anything else
 * throws). Bounded in time: it stops by itself. Loopback only.
 * @example await requestsPerSecond('http://127.0.0.1:8787/en/faq', { 'accept-language': 'en' })
 */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}, seconds = 2): Promise<number> {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)[:/]/.test(url)) throw new Error(`not a loopback address: ${url}`)
  const result = await autocannon({ url, headers, connections: 4, duration: seconds })
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`)
  return result.requests.average
}
