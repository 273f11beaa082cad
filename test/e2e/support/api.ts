import type { APIResponse, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/** A calculation body as the calculator island posts it. */
export interface CalculationBody {
  mode: 'price_to_time' | 'time_to_price'
  rate: number
  currency: string
  workweek?: boolean
  price?: number
  hours?: number
  title?: string
}

/** Where the page's language and the stack under test come from, when not English and the shared stack. */
interface CallOptions {
  lang?: string
  base?: string
}

/**
 * Calls the JSON API the way the islands do (same origin, JSON, the page's
 * language and session cookie) and gives back the answer to check.
 *
 * @example expect((await callApi(page, 'DELETE', `/api/comparisons/${code}`, { lang: 'de' })).status()).toBe(204)
 */
export function callApi(page: Page, method: string, path: string, options: CallOptions & { data?: unknown } = {}): Promise<APIResponse> {
  const base = options.base ?? inject('baseUrl')
  return page.request.fetch(`${base}${path}`, {
    method,
    ...(options.data === undefined ? {} : { data: options.data }),
    headers: { origin: base, 'content-type': 'application/json', 'accept-language': options.lang ?? 'en' },
  })
}

/**
 * Saves a calculation through the JSON API and returns its id.
 *
 * @example const id = await saveCalculation(page, { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 120 })
 */
export async function saveCalculation(page: Page, body: CalculationBody, options: CallOptions = {}): Promise<string> {
  const res = await callApi(page, 'POST', '/api/calculations', { ...options, data: body })
  expect(res.status(), 'POST /api/calculations').toBe(201)
  return ((await res.json()) as { calculation: { id: string } }).calculation.id
}

/** The signed-in user's saved calculations, newest first, read through the JSON API with the page's session. */
export async function storedCalculations(page: Page): Promise<Record<string, unknown>[]> {
  const res = await callApi(page, 'GET', '/api/calculations')
  expect(res.status(), 'GET /api/calculations').toBe(200)
  return ((await res.json()) as { calculations: Record<string, unknown>[] }).calculations
}

/**
 * `callApi` for a call that must succeed: gives back the answer's JSON, or
 * null for an empty answer.
 *
 * @example const { goal } = await callApiJson(page, 'POST', '/api/goals', { lang: 'de', data: { title: 'Rad', targetAmount: 500 } })
 */
export async function callApiJson(page: Page, method: string, path: string, options: CallOptions & { data?: unknown } = {}) {
  const res = await callApi(page, method, path, options)
  expect(res.status(), `${method} ${path}`).toBeLessThan(300)
  return res.status() === 204 || res.status() === 202 ? null : ((await res.json()) as Record<string, { id: string }>)
}

/**
 * Waits for the answer to a request the page makes: `path` is a whole
 * pathname, or a pattern for the whole URL.
 * @example const starred = answered(page, 'POST', /\/favorite$/)
 */
export const answered = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse(
    (res) => res.request().method() === method && (typeof path === 'string' ? new URL(res.url()).pathname === path : path.test(res.url())),
  )
