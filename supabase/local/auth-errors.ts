const API_VERSION = '2024-01-01'

/**
 * lite answers auth errors in GoTrue's legacy shape (`{code:<status>, error_code, msg}`)
 * without the `X-Supabase-Api-Version` header. supabase-js sends that header and GoTrue
 * then answers `{code:"<error code>", message}` and echoes it; this rewrites to that form
 * and keeps `error_code` too, so `error.code` works whether or not the header is visible.
 */
export async function modernizeAuthError(response: Response): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.set('X-Supabase-Api-Version', API_VERSION)
  if (response.status < 400 || !headers.get('content-type')?.includes('json')) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  const text = await response.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    return new Response(text, { status: response.status, headers })
  }
  const code = typeof body.error_code === 'string' ? body.error_code : typeof body.code === 'string' ? body.code : null
  if (!code) return new Response(text, { status: response.status, headers })
  const { msg, error_id: _errorId, code: _code, error_code: _errorCode, ...rest } = body
  const message = typeof rest.message === 'string' ? rest.message : typeof msg === 'string' ? msg : code
  headers.set('x-sb-error-code', code)
  headers.delete('content-length')
  return Response.json({ ...rest, code, error_code: code, message }, { status: response.status, headers })
}

/** A GoTrue-style error response produced by the stand-in's own auth additions. */
export function authError(status: number, code: string, message: string): Response {
  return Response.json(
    { code, error_code: code, message },
    { status, headers: { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': code } },
  )
}
