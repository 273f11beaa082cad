import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database, TablesInsert } from './database.ts'
import { TAKEN_ID } from './result.ts'

/** A message for the site owner from the contact form. */
export type ContactMessage = Pick<TablesInsert<'contact_messages'>, 'name' | 'email' | 'message'>

/**
 * Stores a contact message. The table is insert-only through the API, so
 * nothing is read back (`return=minimal`). Under an id of its own (the
 * form's write key), a message whose id is taken was stored by the same
 * form sent before, so it counts as stored.
 */
export async function insertContactMessage(
  supabase: SupabaseClient<Database>,
  message: ContactMessage,
  id?: string,
): Promise<{ ok: boolean }> {
  const { error } = await supabase.from('contact_messages').insert({ ...message, ...(id && { id }) })
  return { ok: !error || (id !== undefined && error.code === TAKEN_ID) }
}
