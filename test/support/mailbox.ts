import type { LocalMail } from '../../supabase/local/mailbox.ts'

export type { LocalMail }

/**
 * Every mail the stand-in at `supabaseUrl` "sent" to `email`, oldest first
 * (`GET /__local/mailbox?email=`): the one reader of its mailbox for the
 * worker, stand-in and browser suites.
 */
export async function mailsTo(supabaseUrl: string, email: string): Promise<LocalMail[]> {
  const response = await fetch(`${supabaseUrl}/__local/mailbox?email=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`the stand-in's mailbox answered ${response.status}`)
  return (await response.json()) as LocalMail[]
}
