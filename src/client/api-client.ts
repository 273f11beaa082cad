import { hc } from 'hono/client'
import type { Locale } from '../i18n/locales.ts'
import { ApiError } from '../lib/api-error.ts'
import { isRetried } from '../lib/retry-rule.ts'
import type { ApiType } from '#api'
import type { ApiClient } from '../views/islands/api-client.ts'

/** The part of `RequestInit` the client sends, so it runs on any fetch (browser, worker, test double). */
export interface ApiFetchInit {
  method: string
  headers: Headers
  body?: string
  keepalive: boolean
  signal: AbortSignal
}

/** The fetch the client sends through (the browser's, one that reports lost connections, a test double). */
export type ApiFetch = (url: string, init: ApiFetchInit) => Promise<Response>

export interface ApiClientOptions {
  fetch: ApiFetch
  /** Sent as Accept-Language, so the server answers errors in the page's language. */
  locale: Locale
  /** Localized fallbacks: `network` when the server cannot be reached, `failed` when it gives no message. */
  messages: { network: string; failed: string }
  /** Pause before the single retry; the tests pass 0. */
  retryDelayMs?: number
  /** How long a request may go unanswered (`API_TIMEOUT_MS`); the tests pass less. */
  timeoutMs?: number
}

async function errorFrom(response: Response, fallback: string): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined)
  const error = typeof payload === 'object' && payload !== null ? (payload as { error?: unknown }).error : undefined
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown }
    return new ApiError(
      typeof message === 'string' && message ? message : fallback,
      response.status,
      typeof code === 'string' ? code : 'failed',
      typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {},
    )
  }
  return new ApiError(fallback, response.status, 'failed')
}

/**
 * How long a request may go unanswered before it counts as never having
 * connected: the worker answers within 5.5 s even when Supabase does not, so
 * a request still open after this was lost on the way (a Save is then kept
 * to send again, under the same Idempotency-Key).
 */
export const API_TIMEOUT_MS = 15_000

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The app's JSON API under `/api` through Hono's client (`hc<ApiType>`),
 * with the page's language, JSON on every write (the API refuses any other
 * content type, a bodiless DELETE included), every write allowed to
 * outlive the page (a choice sent just before the tab closes or moves on
 * is not lost), the app's one retry rule
 * (`lib/retry-rule.ts`, which the worker's calls to Supabase follow too),
 * and any 400–599 answer turned into an ApiError with the server's
 * message. A request that never reaches the server, or gets no answer
 * within `API_TIMEOUT_MS`, fails with the localized "could not reach the
 * server" message (status 0). Read an
 * answer's typed JSON with `parseResponse` from `hono/client`.
 */
export function createApiClient({ fetch, locale, messages, retryDelayMs = 300, timeoutMs = API_TIMEOUT_MS }: ApiClientOptions): ApiClient {
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET'
    const headers = new Headers(init.headers)
    const write = method !== 'GET' && method !== 'HEAD'
    if (write) headers.set('content-type', 'application/json')
    const request: ApiFetchInit = { method, headers, keepalive: write, signal: AbortSignal.timeout(timeoutMs) }
    if (typeof init.body === 'string') request.body = init.body
    for (let attempt = 1; ; attempt++) {
      let response: Response
      try {
        response = await fetch(url, request)
      } catch {
        throw new ApiError(messages.network, 0, 'network')
      }
      if (attempt === 1 && isRetried(method, response.status)) {
        await wait(retryDelayMs)
        continue
      }
      if (response.status >= 400 && response.status <= 599) throw await errorFrom(response, messages.failed)
      return response
    }
  }
  return hc<ApiType>('/api', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => send(String(input), init ?? {}),
    headers: { accept: 'application/json', 'accept-language': locale },
  })
}
