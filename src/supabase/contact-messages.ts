import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database, TablesInsert } from './database.ts'

/** A message for the site owner from the contact form. */
export type ContactMessage = Pick<TablesInsert<'contact_messages'>, 'name' | 'email' | 'message'>

/**
 * Stores a contact message. The table is insert-only through the API, so
 * nothing is read back (`return=minimal`).
 */
export async function insertContactMessage(supabase: SupabaseClient<Database>, message: ContactMessage): Promise<{ ok: boolean }> {
  const { error } = await supabase.from('contact_messages').insert(message)
  return { ok: !error }
}
