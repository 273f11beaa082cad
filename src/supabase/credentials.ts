import type { AuthError, SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.ts'
import { done, type DataResult } from './result.ts'

/**
 * Mails a password-recovery link that comes back to `redirectTo` with a PKCE
 * code (see `exchangeCode`).
 */
export async function requestPasswordReset(
  supabase: SupabaseClient<Database>,
  email: string,
  redirectTo: string,
): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo })
  return done(error)
}

/** Sets a new password for the signed-in user (from the profile or after recovery). */
export async function changePassword(supabase: SupabaseClient<Database>, password: string): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.updateUser({ password })
  return done(error)
}

/**
 * Asks to move the account to a new address. Supabase mails a confirmation
 * link that comes back to `redirectTo`; the address changes once it is followed.
 */
export async function changeEmail(
  supabase: SupabaseClient<Database>,
  email: string,
  redirectTo: string,
): Promise<DataResult<null, AuthError>> {
  const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo })
  return done(error)
}
