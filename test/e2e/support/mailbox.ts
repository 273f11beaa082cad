import { inject } from 'vitest'
import { mailsTo, type LocalMail } from '../../support/mailbox.ts'

/**
 * The newest mail the stand-in at `supabaseUrl` "sent" to `email`, waiting a
 * little for it to arrive; with `after`, for a mail beyond the first `after`
 * (an address that signs up again has the old account's mails too). The
 * journeys open its link, which every mail but a reauthentication code has.
 */
export async function latestMail(
  email: string,
  supabaseUrl: string = inject('supabaseUrl'),
  after = 0,
): Promise<LocalMail & { link: string }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mail = (await mailsTo(supabaseUrl, email)).slice(after).at(-1)
    if (mail?.link) return { ...mail, link: mail.link }
    if (mail) throw new Error(`the newest mail to ${email} has no link`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no new mail for ${email}`)
}

/** How many mails the stand-in at `supabaseUrl` holds for `email`, to wait for the next one with `latestMail`. */
export async function mailCount(email: string, supabaseUrl: string = inject('supabaseUrl')): Promise<number> {
  return (await mailsTo(supabaseUrl, email)).length
}
