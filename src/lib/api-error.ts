/*
 * What island code sees of the app's JSON API: a call, and the error a
 * failed one throws. The browser's client (`src/client/api-client.ts`) makes
 * the calls; islands get it from their platform and never fetch themselves.
 */

/** What a call may send along. */
export interface ApiRequestOptions {
  /** Sent as JSON. */
  body?: unknown
  /** Lets the request outlive the page (a delete sent while the tab closes). */
  keepalive?: boolean
}

/** One call to the app's JSON API: resolves with the answer's JSON, rejects with an `ApiError`. */
export type ApiClient = <T>(method: string, path: string, options?: ApiRequestOptions) => Promise<T>

/** A failed call: the server's (localized) message, its status (0 when the server was not reached) and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message)
  }
}
