import type { SupabaseClient } from '@supabase/supabase-js'
import type { SecureHeadersVariables } from 'hono/secure-headers'
import type { Locale } from './i18n/locales.ts'
import type { Translate } from './i18n/translator.ts'
import type { Profile } from './lib/profile.ts'
import type { Database } from './supabase/database.ts'

/** The signed-in person as pages see it (never a token). */
export interface SessionUser extends Profile {
  id: string
  email: string
}

/** Per-request values set by middleware and read by routes and views. */
export interface AppVariables extends SecureHeadersVariables {
  locale: Locale
  t: Translate
  user: SessionUser | null
  /** A session cookie came but Supabase could not be asked whose it is: signed-in pages answer 503, never the login page. */
  outage: boolean
  /** The request's Supabase client, made by the session middleware when a session cookie is present. */
  supabase: SupabaseClient<Database> | undefined
}

/** Hono's environment type for the whole app. */
export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
