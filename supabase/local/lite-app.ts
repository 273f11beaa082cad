import './env.ts'
import type { PGlite } from '@supabase/lite/pglite'
import { App, setExperimental } from '@supabase/lite'
import { createPgliteConnection } from '@supabase/lite/pglite'
import { decodeDataRowsInPlace } from './data-rows.ts'
import type { ApiKeys } from './keys.ts'
import type { LocalMailbox } from './mailbox.ts'
import { applyMigrations } from './migrate.ts'
import { queryInOneTrip } from './one-trip-queries.ts'
import { ensurePlatform } from './platform.ts'
import { batchRequestSettings } from './request-settings.ts'
import { restCallerFromCheckedToken } from './rest-caller.ts'
import { tagSqlStateErrors } from './sqlstate.ts'
import { FilesystemStorageAdapter } from './storage-adapter.ts'
import { migratedTemplate } from './template.ts'
import { tokenChecks } from './token-check.ts'

export interface LiteAppOptions {
  dataDir: string | null
  storageDir: string
  keys: ApiKeys
  jwtSecret: string
  siteUrl: string
  mailbox: LocalMailbox
  /** Access tokens' lifetime in seconds; default 3600, as hosted. */
  jwtExpirySeconds?: number
}

export interface LiteApp {
  app: App
  /** The PGlite database under lite, for what lite has no API for (Realtime's LISTEN and policy checks). */
  db: PGlite
  close(): Promise<void>
}

const isDigit = (code: number) => code >= 48 && code <= 57

/**
 * A `timestamptz` in ISO 8601: `T` for the first space and `:00` after an
 * offset of whole hours (`+02` → `+02:00`), checked on the last three
 * characters rather than with a regular expression, as every row has some.
 */
function isoTimestamptz(text: string): string {
  const iso = text.replace(' ', 'T')
  const sign = iso.charCodeAt(iso.length - 3)
  const wholeHours = (sign === 43 || sign === 45) && isDigit(iso.charCodeAt(iso.length - 2)) && isDigit(iso.charCodeAt(iso.length - 1))
  return wholeHours ? `${iso}:00` : iso
}

/**
 * PostgREST renders timestamps as ISO 8601 and numerics as JSON numbers; PGlite's
 * defaults give Postgres text output and strings. These parsers make lite's JSON
 * match what supabase-js receives from a hosted project.
 */
const POSTGREST_LIKE_PARSERS = {
  1700: (v: string) => Number(v),
  1114: (v: string) => v.replace(' ', 'T'),
  1184: isoTimestamptz,
}

/**
 * Builds @supabase/lite on PGlite (Auth, PostgREST, Storage) configured like the
 * Supabase CLI's local stack, then brings the schema up to date with the project's
 * migrations. In memory, it starts from the snapshot of a freshly migrated
 * database (`template.ts`) when there is one, and makes it when there is not.
 * The returned `app.fetch` is a Web-standard handler.
 */
export async function createLiteApp(options: LiteAppOptions): Promise<LiteApp> {
  setExperimental('storage', true)
  decodeDataRowsInPlace()
  const template = options.dataDir ? undefined : migratedTemplate()
  const connection = await createPgliteConnection({
    ...(options.dataDir ? { url: options.dataDir } : {}),
    pgliteOptions: { parsers: POSTGREST_LIKE_PARSERS, ...(template?.data ? { loadDataDir: template.data } : {}) },
  })
  queryInOneTrip(connection.driver)
  tagSqlStateErrors(connection.driver)
  const app = new App({
    connection,
    auth: {
      enabled: true,
      jwt_secret: options.jwtSecret,
      publishable_key: options.keys.publishableKey,
      secret_key: options.keys.secretKey,
      site_url: options.siteUrl,
      additional_redirect_urls: ['http://localhost:*/**', 'http://127.0.0.1:*/**'],
      jwt_expiry: options.jwtExpirySeconds ?? 3600,
      enable_refresh_token_rotation: true,
      refresh_token_reuse_interval: 10,
      minimum_password_length: 6,
      email: { enable_confirmations: false, max_frequency: '1s', otp_expiry: 3600 },
    },
    storage: { enabled: true, file_size_limit: '50MiB' },
    api: { max_rows: 1000 },
    options: { server: { admin: false, disableStudio: true, middlewares: [restCallerFromCheckedToken(tokenChecks(options.jwtSecret))] } },
  })
  app._mailer = options.mailbox
  const storage = new FilesystemStorageAdapter(options.storageDir)
  await storage.removePartials()
  app._storageAdapter = storage as unknown as NonNullable<App['_storageAdapter']>
  await app.init()
  await ensurePlatform(app)
  batchRequestSettings(app)
  await applyMigrations(app)
  if (template && !template.data) await template.keep(connection.driver)
  return { app, db: connection.driver, close: () => connection.close() }
}
