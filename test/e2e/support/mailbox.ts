import { inject } from 'vitest'

/** One mail in the stand-in's mailbox, as far as the journeys read it. */
export interface Mail {
  subject: string
  link: string
  language?: string
}

/** The newest mail the stand-in at `supabaseUrl` "sent" to `email`, waiting a little for it to arrive. */
export async function latestMail(email: string, supabaseUrl: string = inject('supabaseUrl')): Promise<Mail> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`${supabaseUrl}/__local/mailbox?email=${encodeURIComponent(email)}`)
    const mails = (await response.json()) as Mail[]
    if (mails.length) return mails.at(-1)!
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no mail for ${email}`)
}
