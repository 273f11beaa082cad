import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { except } from 'hono/combine'
import { cors } from 'hono/cors'
import { verifiedBearer } from './bearer-check.ts'
import type { ApiKeys } from './keys.ts'
import type { LocalMailbox } from './mailbox.ts'
import { mailPage } from './mail-page.ts'
import type { Realtime } from './realtime/index.ts'
import { fixRestError } from './rest-errors.ts'
import { REPO_ROOT } from './repo-root.ts'
import { listedAsHosted } from './storage-list.ts'
import { normalizeMultipartUpload } from './storage-upload.ts'

type Fetch = (request: Request) => Promise<Response>

export interface GatewayParts {
  lite: Fetch
  auth: Fetch
  realtime: Realtime
  mailbox: LocalMailbox
  keys: ApiKeys
  jwtSecret: string
  /** What `/auth/v1/.well-known/jwks.json` lists: the public key access tokens are signed with. */
  jwks: { keys: JsonWebKey[] }
  /** Turns a bearer token signed with the asymmetric key into one lite reads (`asymmetric-tokens.ts`). */
  toLiteRequest: (request: Request) => Promise<Request>
  /** Moves an account's sign-up and last mail into the past (`Confirmations.age`), for tests. */
  ageAccount: (email: string, seconds: number) => Promise<boolean>
}

const MAX_BODY = 1024 * 1024

/**
 * Where the stand-in serves a copy of one real day of the ECB's daily feed
 * (`eurofxref-daily.xml`, the publication of 26 September 2024), so
 * `npm start` and the browser tests point `EXCHANGE_RATES_URL` at loopback
 * and never at the ECB.
 */
export const REFERENCE_RATES_FEED_PATH = '/__local/eurofxref-daily.xml'

/** The feed file itself. */
export const REFERENCE_RATES_FEED_FILE = join(REPO_ROOT, 'supabase/local/eurofxref-daily.xml')
const MAX_STORAGE_BODY = 10 * 1024 * 1024
const STORAGE = '/storage/v1/*'

/** CORS like the Supabase gateway: any origin, the headers supabase-js reads exposed. */
const SUPABASE_CORS = cors({
  origin: (origin) => origin || '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'],
  exposeHeaders: ['X-Supabase-Api-Version', 'Content-Range', 'x-sb-error-code', 'Content-Location', 'Preference-Applied'],
  maxAge: 86400,
})

/**
 * The single origin of the stand-in: routes `/auth/v1`, `/rest/v1`, `/storage/v1`
 * (lite, through the compatibility layers: storage uploads and folder lists as hosted), the realtime broadcast endpoints, the
 * signing key set (`/auth/v1/.well-known/jwks.json`) and the local mailbox (JSON at
 * `/__local/mailbox?email=`, a page for people at `/__local/mail`), and for tests,
 * with the secret key, `POST /__local/accounts/age` `{ email, seconds }`; answers CORS
 * like the Supabase gateway; refuses oversize bodies (413) and bearer tokens that
 * are neither an API key nor signed by the project (401).
 */
export function createGateway(parts: GatewayParts): Fetch {
  const app = new Hono({ strict: false })
  app.use(SUPABASE_CORS)
  app.use(STORAGE, bodyLimit({ maxSize: MAX_STORAGE_BODY, onError: tooLarge(MAX_STORAGE_BODY) }))
  app.use(except(STORAGE, bodyLimit({ maxSize: MAX_BODY, onError: tooLarge(MAX_BODY) })))

  app.use('/rest/v1/*', verifiedBearer(parts.keys, parts.jwtSecret, restUnauthorized))
  app.use(STORAGE, verifiedBearer(parts.keys, parts.jwtSecret, storageUnauthorized))

  app.get('/__local/mailbox', (c) => c.json(parts.mailbox.list(c.req.query('email') ?? '')))
  app.get('/__local/mail', (c) => {
    const email = c.req.query('email') ?? ''
    return c.html(mailPage(email ? parts.mailbox.list(email).reverse() : parts.mailbox.all(), email))
  })
  app.post('/__local/accounts/age', async (c) => {
    if (c.req.header('apikey') !== parts.keys.secretKey) return c.json({ message: 'the secret key is required' }, 401)
    const body = await c.req.json<{ email?: unknown; seconds?: unknown }>().catch(() => ({}) as Record<string, unknown>)
    if (typeof body.email !== 'string' || typeof body.seconds !== 'number')
      return c.json({ message: 'email and seconds are required' }, 400)
    return (await parts.ageAccount(body.email, body.seconds)) ? c.body(null, 204) : c.json({ message: 'no such account' }, 404)
  })
  app.get('/auth/v1/.well-known/jwks.json', (c) => c.json(parts.jwks, 200, { 'cache-control': 'public, max-age=600' }))
  app.get(REFERENCE_RATES_FEED_PATH, async (c) =>
    c.body(await readFile(REFERENCE_RATES_FEED_FILE, 'utf8'), 200, { 'content-type': 'text/xml' }),
  )
  app.route('/realtime/v1/api/broadcast', parts.realtime.api)
  app.all('/auth/v1/*', (c) => parts.auth(c.req.raw))
  app.all(STORAGE, async (c) => listedAsHosted(await normalizeMultipartUpload(c.req.raw), parts.lite))
  app.all('/rest/v1/*', async (c) => fixRestError(await parts.lite(c.req.raw)))
  app.all('*', (c) => parts.lite(c.req.raw))
  return async (request) => app.fetch(await parts.toLiteRequest(request))
}

/** PostgREST's answer to an oversize body. */
function tooLarge(limit: number): (c: Context) => Response {
  return (c) =>
    c.json(
      { code: 'PGRST413', details: null, hint: null, message: `Request body is larger than ${limit} bytes` },
      { status: 413, headers: { connection: 'close' } },
    )
}

/** PostgREST's answer to a token it cannot verify. */
function restUnauthorized(c: Context): Response {
  return c.json(
    { code: 'PGRST301', details: 'None of the keys was able to decode the JWT', hint: null, message: 'No suitable key or wrong key type' },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
  )
}

/** Storage's answer to a token it cannot verify. */
function storageUnauthorized(c: Context): Response {
  return c.json({ statusCode: '401', error: 'InvalidJWT', message: 'invalid signature' }, 401)
}
