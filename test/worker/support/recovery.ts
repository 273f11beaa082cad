import { CookieJar, mailedPath, signedUpJar } from './cookie-jar.ts'

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
  const opened = await jar.fetch(await mailedPath(account.email, 'recovery'))
  if (opened.status !== 303) throw new Error(`the recovery link answered ${opened.status}`)
  return { jar, member, account, location: opened.headers.get('location'), setCookies: opened.headers.getSetCookie() }
}
