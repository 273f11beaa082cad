import type { HonoContext } from '@supabase/lite'
import type { Context, MiddlewareHandler } from 'hono'
import type { Claims, TokenChecks } from './token-check.ts'

/**
 * The bearer token that lite's PostgREST handler verifies for this request,
 * by lite's own conditions (a REST request other than OPTIONS and not
 * lite-internal, `Bearer ` and a token that lite's API-key check does not
 * take for the key itself), or null for every other request.
 */
function tokenTheRestHandlerVerifies(c: Context<HonoContext>): string | null {
  if (c.req.method === 'OPTIONS' || !c.req.path.startsWith('/rest/v1/')) return null
  if (c.var.app.isLocalRequest(c.req.raw)) return null
  const header = c.req.header('Authorization')
  if (!header?.startsWith('Bearer ')) return null
  const bearer = /^Bearer\s+(.+)$/.exec(header)?.[1]
  const apikey = c.req.header('apikey') ?? c.req.query('apikey')
  if (!bearer || bearer === apikey || bearer.startsWith('sb_')) return null
  return header.slice(7).trim()
}

/**
 * lite checks a REST request's token twice: its auth middleware verifies it
 * and looks the user and the session up, then the PostgREST handler verifies
 * it again (signature, expiry, issue time), answers 401 when that fails and
 * otherwise takes the caller from the token's claims, replacing whatever the
 * first check found: on REST the first check decides nothing (a signed-out
 * session's token is still served, as by PostgREST). That is two WebCrypto
 * verifications and two queries per request. For a token that lite's
 * verifier accepts right now (`TokenChecks.currentClaims`: the signature
 * check is remembered per token until it expires, expiry and issue time are
 * compared with the clock every time), this lite middleware sets the caller
 * the handler would set, and lite's own flag for a caller already known
 * (which lite sets for API keys), so lite does neither check. Every other
 * token goes through lite's checks as before, with lite's answers.
 * Row-level security sees the same role and claims. Written against
 * @supabase/lite 0.10.0, like `request-settings.ts`.
 */
export function restCallerFromCheckedToken(tokens: TokenChecks): MiddlewareHandler<HonoContext> {
  return async (c, next) => {
    const token = tokenTheRestHandlerVerifies(c)
    const claims: Claims | null = token ? tokens.currentClaims(token) : null
    if (claims) {
      c.set('ignoreAuthorization', true)
      c.set('jwt', claims)
      c.set('userId', claims.sub as string)
      c.set('sessionId', claims.session_id as string)
    }
    await next()
  }
}
