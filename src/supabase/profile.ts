import type { AuthError, SupabaseClient, User } from '@supabase/supabase-js'
import { isLocale, RECEIPT_LANGUAGES, type ReceiptLanguage } from '../i18n/locales.ts'
import { withoutBidiControls } from '../lib/plain-text.ts'
import type { Profile } from '../lib/profile.ts'
import type { Database } from './database.ts'
import type { DataResult } from './result.ts'

/**
 * Reads the profile out of user metadata with the defaults for anything
 * missing or malformed; the username without bidirectional controls (refused
 * now, but an account named before may hold them).
 */
export function profileFromUser(user: Pick<User, 'user_metadata' | 'email'>): Profile {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>
  const rate = Number(meta.hourlyRate)
  const receipt = meta.receiptLanguage
  return {
    username: withoutBidiControls(
      typeof meta.username === 'string' && meta.username ? meta.username : ((user.email ?? '').split('@')[0] ?? ''),
    ),
    hourlyRate: Number.isFinite(rate) && rate > 0 ? rate : 0,
    currency: typeof meta.currency === 'string' && /^[A-Z]{3}$/.test(meta.currency) ? meta.currency : 'EUR',
    language: isLocale(meta.language) ? meta.language : null,
    receiptLanguage: (RECEIPT_LANGUAGES as readonly unknown[]).includes(receipt) ? (receipt as ReceiptLanguage) : 'eng',
    useWorkWeek: meta.useWorkWeek === true,
    profilePicture: typeof meta.profilePicture === 'string' && meta.profilePicture ? meta.profilePicture : null,
  }
}

/**
 * Merges fields into the profile kept in the account's user metadata and
 * returns the whole profile as stored now; then the session is refreshed,
 * since pages read the profile from the access token's claims. With
 * `newEmail` the same call asks to move the account to that address
 * (Supabase's secure e-mail change): Supabase mails a confirmation link to
 * the new address that comes back to `redirectTo`, and the address changes
 * once it is followed (a refused address changes nothing).
 *
 * @example
 * await updateProfile(supabase, { hourlyRate: 42.5 })
 * await updateProfile(supabase, { username: 'ada' }, { email: 'ada@example.org', redirectTo: 'https://…/en/auth/confirm' })
 */
export async function updateProfile(
  supabase: SupabaseClient<Database>,
  fields: Partial<Profile>,
  newEmail?: { email: string; redirectTo: string },
): Promise<DataResult<Profile, AuthError>> {
  const { data, error } = newEmail
    ? await supabase.auth.updateUser({ data: fields, email: newEmail.email }, { emailRedirectTo: newEmail.redirectTo })
    : await supabase.auth.updateUser({ data: fields })
  if (error) return { data: null, error }
  // Pages read the profile from the access token's claims: a refreshed token carries the change.
  await supabase.auth.refreshSession()
  return { data: profileFromUser(data.user), error: null }
}
