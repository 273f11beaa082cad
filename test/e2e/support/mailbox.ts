import { inject } from 'vitest'

/** One mail in the stand-in's mailbox, as far as the journeys read it. */
export interface Mail {
  subject: string
  link: string
  language?: string
}

/** Every mail the stand-in at `supabaseUrl` "sent" to `email`, oldest first. */
async function mailsTo(email: string, supabaseUrl: string): Promise<Mail[]> {
  const response = await fetch(`${supabaseUrl}/__local/mailbox?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Mail[]
}

/**
 * The newest mail the stand-in at `supabaseUrl` "sent" to `email`, waiting a
 * little for it to arrive; with `after`, for a mail beyond the first `after`
 * (an address that signs up again has the old account's mails too).
 */
export async function latestMail(email: string, supabaseUrl: string = inject('supabaseUrl'), after = 0): Promise<Mail> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = await mailsTo(email, supabaseUrl)
    if (mails.length > after) return mails.at(-1)!
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no new mail for ${email}`)
}

/** How many mails the stand-in at `supabaseUrl` holds for `email`, to wait for the next one with `latestMail`. */
export async function mailCount(email: string, supabaseUrl: string = inject('supabaseUrl')): Promise<number> {
  return (await mailsTo(email, supabaseUrl)).length
}
