import { inject } from 'vitest'
import { CookieJar, signedUpJar } from './cookie-jar.ts'

/** The newest recovery link the stand-in mailed to `email`, as a path on the site. */
async function recoveryLink(email: string): Promise<string> {
  const mails = (await (await fetch(`${inject('supabaseUrl')}/__local/mailbox?email=${encodeURIComponent(email)}`)).json()) as {
    type: string
    link: string
  }[]
  const mail = mails.findLast((each) => each.type === 'recovery')
  if (!mail) throw new Error(`no recovery mail for ${email}`)
  const link = new URL(mail.link)
  return link.pathname + link.search
}

/**
 * An account whose password recovery went through the site: asked for in
 * one jar, its mailed link opened in a fresh jar (another browser), which
 * now holds the session the link opened. `member` is the account's own
 * signed-in jar from the sign-up.
 */
export async function recoveredJar(lang = 'en') {
  const { jar: member, account } = await signedUpJar(lang)
  const asked = await new CookieJar().fetch(`/${lang}/forgot-password`, { form: { email: account.email } })
  if (asked.status !== 200) throw new Error(`recovery request failed with ${asked.status}`)
  const jar = new CookieJar()
  const opened = await jar.fetch(await recoveryLink(account.email))
  if (opened.status !== 303) throw new Error(`the recovery link answered ${opened.status}`)
  return { jar, member, account, location: opened.headers.get('location'), setCookies: opened.headers.getSetCookie() }
}
