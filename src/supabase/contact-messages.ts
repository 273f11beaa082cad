import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.ts'

/** A message for the site owner from the contact form. */
export interface ContactMessage {
  name: string
  email: string
  message: string
}

/**
 * Stores a contact message. The table is insert-only through the API, so
 * nothing is read back (`return=minimal`).
 */
export async function insertContactMessage(supabase: SupabaseClient<Database>, message: ContactMessage): Promise<{ ok: boolean }> {
  const { error } = await supabase.from('contact_messages').insert(message)
  return { ok: !error }
}
