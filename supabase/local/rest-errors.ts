import { SQLSTATE_MARK } from './sqlstate.ts'

const TAGGED = new RegExp(`^${SQLSTATE_MARK}([0-9A-Z]{5}): ([\\s\\S]*)$`)

/** PostgREST's HTTP status for a SQLSTATE (its documented table; anything else is 400). */
export function statusForSqlState(code: string): number {
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  const cls = code.slice(0, 2)
  if (cls === '08' || cls === '53') return 503
  if (cls === '0L' || cls === '0P' || cls === '28') return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500
  return 400
}

/**
 * Rewrites lite's catch-all `500 {code:"SUP"}` into the PostgREST error PostgREST
 * would send (e.g. `400 {code:"23514", …}` for a CHECK violation), using the SQLSTATE
 * that `tagSqlStateErrors` kept in the message. Other responses pass through.
 */
export async function fixRestError(response: Response): Promise<Response> {
  if (response.status !== 500 || !response.headers.get('content-type')?.includes('json')) return response
  const text = await response.text()
  let body: { code?: unknown; message?: unknown } | null = null
  try {
    body = JSON.parse(text) as { code?: unknown; message?: unknown }
  } catch {
    body = null
  }
  const match = body?.code === 'SUP' && typeof body.message === 'string' ? TAGGED.exec(body.message) : null
  if (!match) return new Response(text, { status: response.status, headers: response.headers })
  const [, code, message] = match as unknown as [string, string, string]
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json({ code, details: null, hint: null, message }, { status: statusForSqlState(code), headers })
}
