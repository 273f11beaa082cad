import type { SupabaseClient } from '@supabase/supabase-js'
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { createSupabase } from './server-client.ts'
import type { Database } from './database.ts'

/** The request's Supabase client: the session middleware's one, or a new one for a guest's first auth call. */
export function supabaseFor(c: Context<AppEnv>): SupabaseClient<Database> {
  let client = c.get('supabase')
  if (!client) {
    client = createSupabase(c)
    c.set('supabase', client)
  }
  return client
}
