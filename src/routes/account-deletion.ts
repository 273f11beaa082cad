import type { AuthError } from '@supabase/supabase-js'
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { purgeComparisonPages } from '../middleware/edge-cache.ts'
import { deleteOwnAccount } from '../supabase/account.ts'
import { removeAllAvatars } from '../supabase/avatars.ts'
import { supabaseFor } from '../supabase/client.ts'
import { listComparisons } from '../supabase/comparisons.ts'
import { verifyPassword } from '../supabase/credentials.ts'
import type { DataError } from '../supabase/result.ts'
import { clearSessionCookies } from '../supabase/session-cookies.ts'

/** What deleting an account came to: done, refused for a wrong password, or failed on the way (nothing of the account is gone then but, at most, its picture). */
export type AccountDeletion = { outcome: 'deleted' } | { outcome: 'wrongPassword' } | { outcome: 'failed'; error: AuthError | DataError }

/**
 * Deletes the signed-in user's account, the one path of the profile's form
 * and `DELETE /api/account`: the password is checked with Supabase (beside
 * reading the comparison codes), then every picture in the user's folder is
 * removed through Storage, then `delete_own_account` removes the auth user
 * and, by cascade, every row and session. Only then are the comparison
 * pages purged from the edge cache in every language (earlier, a guest
 * could put one back) and this browser's session cookies cleared.
 */
export async function deleteAccount(c: Context<AppEnv>, password: string): Promise<AccountDeletion> {
  const user = c.get('user')!
  const supabase = supabaseFor(c)
  const [current, comparisons] = await Promise.all([verifyPassword(c, user.email, password), listComparisons(supabase)])
  if (current.error) return { outcome: 'failed', error: current.error }
  if (!current.data) return { outcome: 'wrongPassword' }
  if (comparisons.error) return { outcome: 'failed', error: comparisons.error }
  const pictures = await removeAllAvatars(supabase, user.id)
  if (pictures.error) return { outcome: 'failed', error: pictures.error }
  const deleted = await deleteOwnAccount(supabase)
  if (deleted.error) return { outcome: 'failed', error: deleted.error }
  await Promise.all(comparisons.data.map((comparison) => purgeComparisonPages(c, comparison.code)))
  clearSessionCookies(c)
  return { outcome: 'deleted' }
}
