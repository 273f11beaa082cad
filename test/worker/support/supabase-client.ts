import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'
import type { Database } from '../../../src/supabase/database.ts'
import { newAccount } from './cookie-jar.ts'

/** A supabase-js client straight to the stand-in, made like the worker's own: for writing what no form of the app lets through. */
export function standInClient(): SupabaseClient<Database> {
  return createClient<Database>(inject('supabaseUrl'), inject('supabasePublishableKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/**
 * A signed-in client: `account` signed in, or a fresh account signed up.
 * @example const { client, id } = await signedInClient()
 */
export async function signedInClient(account?: ReturnType<typeof newAccount>): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = standInClient()
  const { data, error } = account
    ? await client.auth.signInWithPassword({ email: account.email, password: account.password })
    : await client.auth.signUp(newAccount())
  if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`)
  return { client, id: data.user.id }
}
