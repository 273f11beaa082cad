import { decode, sign } from 'hono/jwt'
import { verifiedClaims, type SigningKey } from './signing-key.ts'

type Fetch = (request: Request) => Promise<Response>

const BEARER = /^bearer\s+(.+)$/i

/**
 * Lite signs access tokens with its HS256 secret only, where a hosted
 * project signs them with its asymmetric key. These two steps put the
 * stand-in's ES256 key in between, built on Hono's JWT helpers:
 * `toLiteRequest` turns a bearer token signed with the ES256 key back into
 * the same claims under the HS256 secret before lite (or PostgREST's checks)
 * reads it, and `asymmetricAuth` re-signs every access token Auth hands out
 * (JSON sessions, and the `#access_token=` of a verified link) with the
 * ES256 key, with the claims a hosted project adds (`extraClaims`, by the
 * user's id). A token signed with anything else passes unchanged, to be
 * refused where it is read.
 */
export function asymmetricTokens(key: SigningKey, legacySecret: string, extraClaims: (userId: string) => Promise<Record<string, unknown>>) {
  async function toEs256(token: string): Promise<string> {
    if (decodedAlg(token) !== 'HS256') return token
    const claims = await verifiedClaims(token, key, legacySecret)
    if (!claims) return token
    const extra = typeof claims.sub === 'string' ? await extraClaims(claims.sub) : {}
    return sign({ ...extra, ...claims }, key.privateJwk)
  }

  async function toHs256(token: string): Promise<string> {
    if (decodedAlg(token) !== 'ES256') return token
    const claims = await verifiedClaims(token, key, legacySecret)
    return claims ? sign(claims, legacySecret, 'HS256') : token
  }

  return {
    /** The request with its ES256 bearer token (Authorization, or `apikey` when it carries one) as lite can read it. */
    async toLiteRequest(request: Request): Promise<Request> {
      const bearer = BEARER.exec(request.headers.get('authorization') ?? '')?.[1]?.trim()
      if (!bearer) return request
      const legacy = await toHs256(bearer)
      if (legacy === bearer) return request
      const headers = new Headers(request.headers)
      headers.set('authorization', `Bearer ${legacy}`)
      if (headers.get('apikey') === bearer) headers.set('apikey', legacy)
      return new Request(request, { headers })
    },

    /** Auth's `/auth/v1` with every access token it answers signed by the ES256 key. */
    asymmetricAuth(auth: Fetch): Fetch {
      return async (request) => {
        const response = await auth(request)
        const location = response.headers.get('location')
        if (location?.includes('access_token=')) {
          const [base, fragment = ''] = location.split('#', 2) as [string, string?]
          const params = new URLSearchParams(fragment)
          const token = params.get('access_token')
          if (!token) return response
          params.set('access_token', await toEs256(token))
          const headers = new Headers(response.headers)
          headers.set('location', `${base}#${params}`)
          return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
        }
        if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response
        const body = (await response.clone().json()) as unknown
        if (!body || typeof body !== 'object' || typeof (body as { access_token?: unknown }).access_token !== 'string') return response
        const session = body as { access_token: string }
        const headers = new Headers(response.headers)
        headers.delete('content-length')
        return Response.json({ ...session, access_token: await toEs256(session.access_token) }, { status: response.status, headers })
      }
    },
  }
}

function decodedAlg(token: string): unknown {
  try {
    return decode(token).header.alg
  } catch {
    return null
  }
}
