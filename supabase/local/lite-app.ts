import './env.ts'
import type { PGlite } from '@supabase/lite/pglite'
import { App, setExperimental } from '@supabase/lite'
import { createPgliteConnection } from '@supabase/lite/pglite'
import type { AuthSettings } from './auth-config.ts'
import type { ApiKeys } from './keys.ts'
import type { LocalMailbox } from './mailbox.ts'
import { applyMigrations } from './migrate.ts'
import { ensurePlatform } from './platform.ts'
import { tagSqlStateErrors } from './sqlstate.ts'
import { FilesystemStorageAdapter } from './storage-adapter.ts'
import { migratedTemplate } from './template.ts'

export interface LiteAppOptions {
  dataDir: string | null
  storageDir: string
  keys: ApiKeys
  jwtSecret: string
  /** The project's Auth settings (`supabase/config.toml`). */
  auth: AuthSettings
  mailbox: LocalMailbox
  /** Access tokens' lifetime in seconds; default the project's. */
  jwtExpirySeconds?: number
}

export interface LiteApp {
  app: App
  /** The PGlite database under lite, for what lite has no API for (Realtime's LISTEN and policy checks). */
  db: PGlite
  close(): Promise<void>
}

/**
 * PostgREST renders timestamps as ISO 8601 and numerics as JSON numbers; PGlite's
 * defaults give Postgres text output and strings. These parsers make lite's JSON
 * match what supabase-js receives from a hosted project.
 */
const POSTGREST_LIKE_PARSERS = {
  1700: (v: string) => Number(v),
  1114: (v: string) => v.replace(' ', 'T'),
  1184: (v: string) => v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'),
}

/**
 * Builds @supabase/lite on PGlite (Auth, PostgREST, Storage) configured like the
 * hosted project (`supabase/config.toml`: confirmed e-mail, the same password
 * rule, token lifetime and mail settings; any loopback address may be a mail's
 * `redirect_to`, as the tests' workers listen on ports of their own), then brings the schema up to date with the project's
 * migrations. In memory, it starts from the snapshot of a freshly migrated
 * database (`template.ts`) when there is one, and makes it when there is not.
 * The returned `app.fetch` is a Web-standard handler.
 */
export async function createLiteApp(options: LiteAppOptions): Promise<LiteApp> {
  setExperimental('storage', true)
  const template = options.dataDir ? undefined : migratedTemplate()
  const connection = await createPgliteConnection({
    ...(options.dataDir ? { url: options.dataDir } : {}),
    pgliteOptions: { parsers: POSTGREST_LIKE_PARSERS, ...(template?.data ? { loadDataDir: template.data } : {}) },
  })
  tagSqlStateErrors(connection.driver)
  const auth = options.auth
  const app = new App({
    connection,
    auth: {
      enabled: true,
      jwt_secret: options.jwtSecret,
      publishable_key: options.keys.publishableKey,
      secret_key: options.keys.secretKey,
      site_url: auth.siteUrl,
      additional_redirect_urls: [...auth.additionalRedirectUrls, 'http://localhost:*/**', 'http://localhost/**', 'http://127.0.0.1:*/**'],
      jwt_expiry: options.jwtExpirySeconds ?? auth.jwtExpiry,
      enable_refresh_token_rotation: auth.enableRefreshTokenRotation,
      refresh_token_reuse_interval: auth.refreshTokenReuseInterval,
      minimum_password_length: auth.minimumPasswordLength,
      email: {
        enable_signup: auth.enableSignup,
        enable_confirmations: auth.enableConfirmations,
        double_confirm_changes: auth.doubleConfirmChanges,
        max_frequency: `${auth.maxFrequencySeconds}s`,
        otp_expiry: auth.otpExpiry,
      },
    },
    storage: { enabled: true, file_size_limit: '50MiB' },
    api: { max_rows: 1000 },
    options: { server: { admin: false, disableStudio: true } },
  })
  app._mailer = options.mailbox
  const storage = new FilesystemStorageAdapter(options.storageDir)
  await storage.removePartials()
  app._storageAdapter = storage as unknown as NonNullable<App['_storageAdapter']>
  await app.init()
  await ensurePlatform(app)
  await applyMigrations(app)
  if (template && !template.data) await template.keep(connection.driver)
  return { app, db: connection.driver, close: () => connection.close() }
}
