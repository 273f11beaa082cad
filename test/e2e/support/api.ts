import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/** A calculation body as the calculator island posts it. */
export interface CalculationBody {
  mode: 'price_to_time' | 'time_to_price'
  rate: number
  currency: string
  workweek: boolean
  price?: number
  hours?: number
  title?: string
}

/**
 * Saves a calculation through the JSON API the way the islands call it
 * (same origin, JSON, the page's session cookie) and returns its id.
 *
 * @example const id = await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 120 })
 */
export async function saveCalculation(page: Page, body: CalculationBody, options: { lang?: string; base?: string } = {}): Promise<string> {
  const base = options.base ?? inject('baseUrl')
  const res = await page.request.post(`${base}/api/calculations`, {
    data: body,
    headers: { origin: base, 'content-type': 'application/json', 'accept-language': options.lang ?? 'en' },
  })
  expect(res.status(), 'POST /api/calculations').toBe(201)
  return ((await res.json()) as { calculation: { id: string } }).calculation.id
}

/**
 * Calls the JSON API with the page's session (same origin, JSON, the page's
 * language), as an island or any other client of the API would, and
 * expects it to succeed; answers the JSON, or null for an empty answer.
 *
 * @example const { goal } = await callApi(page, 'de', 'POST', '/api/goals', { title: 'Rad', targetAmount: 500 })
 */
export async function callApi(page: Page, lang: string, method: string, path: string, data?: unknown, base: string = inject('baseUrl')) {
  const res = await page.request.fetch(`${base}${path}`, {
    method,
    data,
    headers: { origin: base, 'content-type': 'application/json', 'accept-language': lang },
  })
  expect(res.status(), `${method} ${path}`).toBeLessThan(300)
  return res.status() === 204 || res.status() === 202 ? null : ((await res.json()) as Record<string, { id: string }>)
}
