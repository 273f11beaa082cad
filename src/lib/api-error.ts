/** A failed call to the app's JSON API: the server's (localized) message, its status (0 when the server was not reached), code and field messages. */
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
