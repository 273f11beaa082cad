import type { Locale } from '../i18n/locales.ts'
import { ApiError, type ApiClient, type ApiRequestOptions } from '../lib/api-error.ts'
import { isRetried } from '../lib/retry-rule.ts'

/** The part of `RequestInit` the client uses, so it runs on any fetch (browser, worker, test double). */
export interface ApiFetchInit {
  method: string
  headers: Record<string, string>
  body?: string
  credentials: 'same-origin'
  keepalive?: boolean
}

/** The part of `Response` the client reads. */
export interface ApiFetchResponse {
  status: number
  json(): Promise<unknown>
}

export type ApiFetch = (url: string, init: ApiFetchInit) => Promise<ApiFetchResponse>

export interface ApiClientOptions {
  fetch: ApiFetch
  /** Sent as Accept-Language, so the server answers errors in the page's language. */
  locale: Locale
  /** Localized fallbacks: `network` when the server cannot be reached, `failed` when it gives no message. */
  messages: { network: string; failed: string }
  /** Pause before the single retry; the tests pass 0. */
  retryDelayMs?: number
}

function errorFrom(payload: unknown, status: number, fallback: string): ApiError {
  const error = typeof payload === 'object' && payload !== null ? (payload as { error?: unknown }).error : undefined
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown }
    return new ApiError(
      typeof message === 'string' && message ? message : fallback,
      status,
      typeof code === 'string' ? code : 'failed',
      typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {},
    )
  }
  return new ApiError(fallback, status, 'failed')
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A JSON client for the app's own JSON API under `/api`: JSON bodies, the
 * page's language, the app's one retry rule (`lib/retry-rule.ts`, which the
 * worker's calls to Supabase follow too), and any 400–599 answer turned
 * into an ApiError with the server's message. A request that never
 * reaches the server fails with the localized "could not reach the server"
 * message (status 0).
 */
export function createApiClient({ fetch, locale, messages, retryDelayMs = 300 }: ApiClientOptions): ApiClient {
  return async <T>(method: string, path: string, options: ApiRequestOptions = {}): Promise<T> => {
    const verb = method.toUpperCase()
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale }
    const init: ApiFetchInit = { method: verb, headers, credentials: 'same-origin' }
    if (verb !== 'GET' && verb !== 'HEAD') headers['content-type'] = 'application/json'
    if (options.body !== undefined) init.body = JSON.stringify(options.body)
    if (options.keepalive) init.keepalive = true
    for (let attempt = 1; ; attempt++) {
      let response: ApiFetchResponse
      try {
        response = await fetch(path, init)
      } catch {
        throw new ApiError(messages.network, 0, 'network')
      }
      if (attempt === 1 && isRetried(verb, response.status)) {
        await wait(retryDelayMs)
        continue
      }
      const payload: unknown = await response.json().catch(() => undefined)
      if (response.status >= 400 && response.status <= 599) throw errorFrom(payload, response.status, messages.failed)
      return payload as T
    }
  }
}
