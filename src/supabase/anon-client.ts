import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.ts'
import { supabaseDeadline } from './deadline.ts'

/**
 * A Supabase client in the anonymous role, whatever cookies the request
 * carries: public pages read what anyone may read (a shared comparison by
 * its code) and nothing a visitor's session would add. Give it the
 * request's fetch (`requestDeadline`) where the request may already have met
 * an outage; its one retry is the only one (postgrest-js's own is off).
 */
export function createAnonSupabase(
  env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_PUBLISHABLE_KEY'>,
  fetch: typeof globalThis.fetch = supabaseDeadline().fetch,
): SupabaseClient<Database> {
  return createClient<Database>(env.SUPABASE_URL, env.SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
    db: { retry: false },
  })
}
