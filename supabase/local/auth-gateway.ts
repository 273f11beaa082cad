import { authError, modernizeAuthError } from './auth-errors.ts'
import type { AuthRateLimit } from './auth-rate-limits.ts'
import type { Confirmations } from './confirmations.ts'
import type { PkceLinks } from './pkce-links.ts'
import { authRequestContext, type AuthRequestContext } from './request-context.ts'

type Fetch = (request: Request) => Promise<Response>

/**
 * The thin GoTrue-compatibility layer in front of lite's `/auth/v1`: modern error
 * bodies, `redirect_to` and PKCE for emailed links (`/recover`, `/resend`, `/otp`,
 * `PUT /user`), the `?code=` exchange those PKCE links lead to, and GoTrue's
 * confirmed-e-mail behaviour lite lacks (`confirmations.ts`: a taken address,
 * mailed again while unconfirmed, `/resend`, the password checked before the confirmation; the token-hash
 * type `email`, lite's `signup`), and its limits per client address
 * (`auth-rate-limits.ts`). It runs within the request's database turn
 * (`database-turns.ts`), so two sign-ups with one e-mail never race inside lite.
 */
export function createAuthGateway(
  lite: Fetch,
  pkce: PkceLinks,
  publishableKey: string,
  confirmations?: Confirmations,
  rateLimit?: AuthRateLimit,
): Fetch {
  return async (request) => {
    const url = new URL(request.url)
    const route = url.pathname.replace(/^\/auth\/v1/, '')
    const limited = rateLimit?.(request, route, url.searchParams.get('grant_type'))
    if (limited) return limited
    if (request.method === 'POST' && route === '/token' && url.searchParams.get('grant_type') === 'pkce') {
      const body = await readJson(request.clone())
      const code = typeof body?.auth_code === 'string' ? body.auth_code : ''
      if (pkce.owns(code)) return redeem(code, body?.code_verifier)
    }
    if (request.method === 'GET' && route === '/verify') {
      return modernizeAuthError(await verifyLink(request, url))
    }
    const context = await contextOf(request, url)
    const forward = () => authRequestContext.run(context, () => lite(request))
    const body = request.method === 'POST' ? await readJson(request.clone()) : null
    if (route === '/signup' && typeof body?.email === 'string') {
      const email = body.email.trim().toLowerCase()
      const taken = await authRequestContext.run(context, async () => confirmations?.signupOfTaken(email))
      return modernizeAuthError(taken ?? (await forward()))
    }
    if (route === '/token' && url.searchParams.get('grant_type') === 'password' && typeof body?.email === 'string') {
      const refused = await confirmations?.wrongPasswordOfUnconfirmed(body.email, typeof body.password === 'string' ? body.password : '')
      if (refused) return refused
    }
    if (route === '/resend' && confirmations && body?.type === 'signup' && typeof body.email === 'string') {
      const email = body.email
      return authRequestContext.run(context, () => confirmations.resend(email))
    }
    if (route === '/verify' && body?.type === 'email') {
      const signup = new Request(request, { body: JSON.stringify({ ...body, type: 'signup' }) })
      return modernizeAuthError(await authRequestContext.run(context, () => lite(signup)))
    }
    return modernizeAuthError(await forward())
  }

  function redeem(code: string, verifier: unknown): Response {
    const session = typeof verifier === 'string' ? pkce.redeem(code, verifier) : null
    if (!session) return authError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier')
    return Response.json(session, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
  }

  async function verifyLink(request: Request, url: URL): Promise<Response> {
    const response = await lite(request)
    const location = response.headers.get('location')
    const token = url.searchParams.get('token')
    if (!location || !token || !location.includes('#access_token=')) return response
    const [base, fragment] = location.split('#', 2) as [string, string]
    const params = new URLSearchParams(fragment)
    const user = await lite(
      new Request(new URL('/auth/v1/user', url), {
        headers: { apikey: publishableKey, authorization: `Bearer ${params.get('access_token')}` },
      }),
    ).then((r) => r.json())
    const session = {
      access_token: params.get('access_token'),
      token_type: params.get('token_type') ?? 'bearer',
      expires_in: Number(params.get('expires_in')),
      expires_at: Number(params.get('expires_at')),
      refresh_token: params.get('refresh_token'),
      user,
    }
    const code = pkce.issue(token, session)
    if (!code) return response
    const target = new URL(base)
    target.searchParams.set('code', code)
    return new Response(null, { status: 303, headers: { location: target.toString() } })
  }
}

async function contextOf(request: Request, url: URL): Promise<AuthRequestContext> {
  const context: AuthRequestContext = {}
  const redirectTo = url.searchParams.get('redirect_to')
  if (redirectTo) context.redirectTo = redirectTo
  if (request.method === 'POST' || request.method === 'PUT') {
    const body = await readJson(request.clone())
    if (typeof body?.code_challenge === 'string' && body.code_challenge) {
      context.codeChallenge = body.code_challenge
      context.codeChallengeMethod = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : 's256'
    }
  }
  return context
}

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await request.json()
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
