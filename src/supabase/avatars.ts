import type { SupabaseClient } from '@supabase/supabase-js'
import { PICTURE_TYPES } from '../lib/schemas/profile.ts'
import type { Database } from './database.ts'
import type { DataResult } from './result.ts'

/**
 * Uploads a profile picture to the public `avatars` bucket under the user's
 * own folder (the bucket's policies allow nothing else) and returns its
 * object path. Each upload gets a new name, so caches never show an old one.
 */
export async function uploadAvatar(
  supabase: SupabaseClient<Database>,
  userId: string,
  bytes: Uint8Array,
  type: keyof typeof PICTURE_TYPES,
): Promise<{ path: string } | { error: string }> {
  const path = `${userId}/avatar-${Date.now().toString(36)}.${PICTURE_TYPES[type]}`
  const { error } = await supabase.storage
    .from('avatars')
    .upload(path, bytes, { contentType: type, upsert: false, cacheControl: '31536000' })
  return error ? { error: error.message } : { path }
}

/** Removes the user's previous pictures after a new one is stored; failures only leave an unused file. */
export async function removeAvatars(supabase: SupabaseClient<Database>, paths: string[]): Promise<void> {
  if (paths.length) await supabase.storage.from('avatars').remove(paths)
}

/**
 * Removes every file in the user's folder of the avatars bucket (the
 * current picture and any an earlier change left behind), as the user, whom
 * the bucket's policies allow nothing else: for an account being deleted,
 * whose pictures must not stay at their public addresses.
 */
export async function removeAllAvatars(supabase: SupabaseClient<Database>, userId: string): Promise<DataResult<{ count: number }>> {
  const bucket = supabase.storage.from('avatars')
  const paths: string[] = []
  for (;;) {
    const { data, error } = await bucket.list(userId, { limit: 100, offset: paths.length })
    if (error) return { data: null, error: { kind: 'failed', message: error.message } }
    paths.push(...data.map((file) => `${userId}/${file.name}`))
    if (data.length < 100) break
  }
  if (paths.length === 0) return { data: { count: 0 }, error: null }
  const { error } = await bucket.remove(paths)
  return error ? { data: null, error: { kind: 'failed', message: error.message } } : { data: { count: paths.length }, error: null }
}

/**
 * Reads a public avatar from Supabase Storage (the browser asks the worker)
 * through the request's fetch (`requestDeadline`): Storage's
 * answer, or `null` when Supabase could not be reached in time.
 */
export async function fetchAvatar(supabaseUrl: string, path: string, fetch: typeof globalThis.fetch): Promise<Response | null> {
  try {
    const encoded = path.split('/').map(encodeURIComponent).join('/')
    return await fetch(`${supabaseUrl}/storage/v1/object/public/avatars/${encoded}`)
  } catch {
    return null
  }
}
