import type { LocalMailbox } from './mailbox.ts'
import type { Realtime } from './realtime/index.ts'
import { fixRestError } from './rest-errors.ts'
import { normalizeMultipartUpload } from './storage-upload.ts'

type Fetch = (request: Request) => Promise<Response>

export interface GatewayParts {
  lite: Fetch
  auth: Fetch
  realtime: Realtime
  mailbox: LocalMailbox
}

const MAX_BODY = 1024 * 1024
const MAX_STORAGE_BODY = 10 * 1024 * 1024
const EXPOSE = 'X-Supabase-Api-Version, Content-Range, x-sb-error-code, Content-Location, Preference-Applied'
const DEFAULT_ALLOW_HEADERS =
  'authorization, apikey, x-client-info, x-supabase-api-version, content-type, prefer, accept-profile, content-profile, range, x-retry-count, x-upsert, cache-control'

/**
 * The single origin of the stand-in: routes `/auth/v1`, `/rest/v1`, `/storage/v1`
 * (lite, through the compatibility layers), the realtime broadcast endpoints and the
 * local mailbox; answers CORS like the Supabase gateway; refuses oversize bodies (413).
 */
export function createGateway(parts: GatewayParts): Fetch {
  return async (request) => {
    const url = new URL(request.url)
    if (request.method === 'OPTIONS') return withCors(request, new Response(null, { status: 204 }))
    const limit = url.pathname.startsWith('/storage/v1') ? MAX_STORAGE_BODY : MAX_BODY
    const sized = await limitBody(request, limit)
    if (!sized) return withCors(request, tooLarge(limit))
    return withCors(request, await route(sized, url, parts))
  }
}

async function route(request: Request, url: URL, parts: GatewayParts): Promise<Response> {
  if (url.pathname === '/__local/mailbox') {
    return Response.json(parts.mailbox.list(url.searchParams.get('email') ?? ''))
  }
  const broadcast = await parts.realtime.handle(request)
  if (broadcast) return broadcast
  if (url.pathname.startsWith('/auth/v1/')) return parts.auth(request)
  if (url.pathname.startsWith('/storage/v1/')) return parts.lite(await normalizeMultipartUpload(request))
  const response = await parts.lite(request)
  return url.pathname.startsWith('/rest/v1/') ? fixRestError(response) : response
}

/** Buffers a request body up to `limit` bytes; null when it is larger. */
async function limitBody(request: Request, limit: number): Promise<Request | null> {
  if (!request.body) return request
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) return null
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > limit) return null
    chunks.push(chunk)
  }
  return new Request(request, { body: Buffer.concat(chunks) })
}

function tooLarge(limit: number): Response {
  return Response.json(
    { code: 'PGRST413', details: null, hint: null, message: `Request body is larger than ${limit} bytes` },
    { status: 413, headers: { connection: 'close' } },
  )
}

function withCors(request: Request, response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Access-Control-Allow-Origin', request.headers.get('origin') ?? '*')
  headers.set('Access-Control-Expose-Headers', EXPOSE)
  if (request.method === 'OPTIONS') {
    headers.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD')
    headers.set('Access-Control-Allow-Headers', request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOW_HEADERS)
    headers.set('Access-Control-Max-Age', '86400')
  }
  if (request.headers.get('origin')) headers.append('Vary', 'Origin')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
