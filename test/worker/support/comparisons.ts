import { callApi, laptop } from './api.ts'
import type { CookieJar } from './cookie-jar.ts'

/** Saves calculations for a jar through the API and returns their ids, in the order given. */
export async function saveCalculations(jar: CookieJar, bodies: readonly Record<string, unknown>[]): Promise<string[]> {
  const ids: string[] = []
  for (const body of bodies) {
    const res = await callApi(jar, 'POST', '/api/calculations', body)
    if (res.status !== 201) throw new Error(`saving a calculation failed with ${res.status}`)
    ids.push(res.json.calculation.id)
  }
  return ids
}

/** Three calculations to compare: a laptop (30 h), a bike (10 h) and an untitled price in yen (4 h, calendar time). */
export const COMPARED = [
  laptop,
  { ...laptop, price: 400, title: 'City bike' },
  { mode: 'price_to_time', rate: 2500, currency: 'JPY', workweek: false, price: 10000, title: '' },
] as const

/** The signed-in user's id, read from the jar's Supabase session cookie (one piece or chunked). */
export function userIdOf(jar: CookieJar): string {
  const names = [...jar.cookies.keys()].filter((name) => /^sb-.+-auth-token(\.\d+)?$/.test(name)).sort()
  const value = names.map((name) => jar.cookies.get(name)).join('')
  const base64 = decodeURIComponent(value)
    .replace(/^base64-/, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  const session = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))))
  return session.user.id
}
