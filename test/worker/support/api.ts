import { exports } from 'cloudflare:workers'
import type { CookieJar } from './cookie-jar.ts'

/** Calls the worker's JSON API the way the islands do: same origin, JSON, the jar's session. */
export async function callApi(jar: CookieJar | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = {
    method,
    headers: {
      origin: 'http://localhost',
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(jar ? { cookie: jar.header(), 'cf-connecting-ip': jar.ip } : {}),
      ...headers,
    },
    redirect: 'manual',
  }
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
  const res = await exports.default.fetch(new Request(`http://localhost${path}`, init))
  jar?.take(res)
  const text = await res.text()
  let json: any = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = text
  }
  return { status: res.status, json, headers: res.headers }
}

/** A price-to-time calculation as the calculator sends it: numbers as numbers, the work week as a boolean. */
export const laptop = { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'New laptop' }

/** The same calculation as the calculator's form posts it without JavaScript: text. */
export const laptopForm = { mode: 'price_to_time', rate: '40', currency: 'EUR', workweek: '1', price: '1200', title: 'New laptop' }
