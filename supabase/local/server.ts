import './env.ts'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { PGlite } from '@supabase/lite/pglite'
import { asymmetricTokens } from './asymmetric-tokens.ts'
import { readAuthSettings } from './auth-config.ts'
import { createAuthGateway } from './auth-gateway.ts'
import { authRateLimits } from './auth-rate-limits.ts'
import { confirmations } from './confirmations.ts'
import { databaseTurns } from './database-turns.ts'
import { createGateway } from './gateway.ts'
import { jwtSecretFor, randomKeys, readOrCreateKeys, type ApiKeys } from './keys.ts'
import { createLiteApp } from './lite-app.ts'
import { hostedClaims } from './hosted-claims.ts'
import { LocalMailbox } from './mailbox.ts'
import { PkceLinks } from './pkce-links.ts'
import { quietLiteLogs } from './quiet.ts'
import { attachRealtime } from './realtime/index.ts'
import { REPO_ROOT } from './repo-root.ts'
import { authRequestContext } from './request-context.ts'
import { readOrCreateSigningKey, verifiedClaims } from './signing-key.ts'

export interface LocalSupabase {
  url: string
  publishableKey: string
  secretKey: string
  /** The stand-in's Postgres, for SQL no Supabase API exposes (tests calling `realtime.send` directly). */
  db: PGlite
  close(): Promise<void>
}

export interface LocalSupabaseOptions {
  /** Default 54321 (the Supabase CLI's API port); 0 picks any free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Default `.data/db` under the repo; null keeps everything in memory. */
  dataDir?: string | null
  /** Default: read or create `.dev.vars` (persistent mode only); in memory: fresh random keys. */
  keys?: ApiKeys
  /** Suppresses lite's Postgres error logs. */
  quiet?: boolean
  /** How long an access token lives, in seconds; default the project's (3600). Tests of token renewal shorten it. */
  jwtExpirySeconds?: number
}

/**
 * Starts the local Supabase stand-in on one port: Auth, PostgREST and Storage from
 * @supabase/lite over PGlite with the project's migrations and Auth settings
 * (`supabase/config.toml`), access tokens signed with an ES256 key (kept beside the
 * database, `jwt-signing-key.json`, made on the first start; in memory a fresh one)
 * and published at `/auth/v1/.well-known/jwks.json`, Realtime broadcast (websocket +
 * HTTP) and the local mailbox. Used by tests, `npm run backend` and
 * `scripts/start.ts`; `close()` stops the server and closes PGlite cleanly.
 */
export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const host = options.host ?? '127.0.0.1'
  const dataDir = options.dataDir === null ? null : resolve(REPO_ROOT, options.dataDir ?? '.data/db')
  const unquiet = options.quiet ? quietLiteLogs() : () => {}

  let listener: ((req: IncomingMessage, res: ServerResponse) => void) | null = null
  let failed: Error | null = null
  const server = createServer((req, res) => {
    if (listener) return listener(req, res)
    res.writeHead(failed ? 500 : 503, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: 'starting', message: failed ? failed.message : 'The stand-in is starting' }))
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 54321, host, () => done())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const keys = options.keys ?? (dataDir ? readOrCreateKeys(join(REPO_ROOT, '.dev.vars'), url) : randomKeys())
  const jwtSecret = jwtSecretFor(keys)
  const signingKey = readOrCreateSigningKey(dataDir ? join(dirname(dataDir), 'jwt-signing-key.json') : null)
  const settings = readAuthSettings(REPO_ROOT)
  const storageDir = dataDir ? join(dirname(dataDir), 'storage') : await mkdtemp(join(tmpdir(), 'timeprice-storage-'))
  const pkce = new PkceLinks()
  const mailbox = new LocalMailbox({
    apiUrl: () => url,
    siteUrl: settings.siteUrl,
    context: () => authRequestContext.getStore(),
    onPkceLink: (hash, challenge, method) => pkce.expect(hash, challenge, method),
    log: (line) => console.log(line),
    templates: settings.templates,
    languageOf: (userId) => confirming.languageOf(userId),
  })

  let lite: Awaited<ReturnType<typeof createLiteApp>>
  try {
    lite = await createLiteApp({
      dataDir,
      storageDir,
      keys,
      jwtSecret,
      auth: settings,
      mailbox,
      ...(options.jwtExpirySeconds ? { jwtExpirySeconds: options.jwtExpirySeconds } : {}),
    })
  } catch (error) {
    failed = error as Error
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
    unquiet()
    throw error
  }
  const app = lite.app
  const confirming = confirmations(lite.db, mailbox, settings.maxFrequencySeconds)
  const tokens = asymmetricTokens(signingKey, jwtSecret, hostedClaims(lite.db, `${url}/auth/v1`))
  const realtime = await attachRealtime(server, lite.db, keys, (token) => verifiedClaims(token, signingKey, jwtSecret))
  const inTurn = databaseTurns()
  const liteFetch = (request: Request) => inTurn(() => app.fetch(request, { peerAddress: null }))
  const auth = tokens.asymmetricAuth(
    createAuthGateway(
      liteFetch,
      pkce,
      keys.publishableKey,
      settings.enableConfirmations ? confirming : undefined,
      authRateLimits(settings.rateLimits, keys.secretKey),
    ),
  )
  const gateway = createGateway({
    lite: liteFetch,
    auth: (request) => inTurn(() => auth(request)),
    realtime,
    mailbox,
    keys,
    jwtSecret,
    jwks: { keys: [signingKey.publicJwk] },
    toLiteRequest: tokens.toLiteRequest,
    ageAccount: (email, seconds) => inTurn(() => confirming.age(email, seconds)),
  })
  listener = getRequestListener(gateway)

  let closing: Promise<void> | null = null
  return {
    url,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    db: lite.db,
    close: () =>
      (closing ??= (async () => {
        await realtime.close()
        server.closeAllConnections()
        await new Promise((done) => server.close(done))
        await lite.close()
        if (!dataDir) await rm(storageDir, { recursive: true, force: true })
        unquiet()
      })()),
  }
}
