import type { SupabaseClient } from '@supabase/supabase-js'
import { exports } from 'cloudflare:workers'
import { inject } from 'vitest'
import { mailsTo as mailsAt, type LocalMail } from '../../support/mailbox.ts'

/** A browser-like cookie jar for requests through the real worker. */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  /** Each jar is its own client for the per-client rate limits. */
  readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

  /** Stores the response's Set-Cookie headers (Max-Age=0 deletes). */
  take(res: Response): string[] {
    const lines = res.headers.getSetCookie()
    for (const line of lines) {
      const [pair = ''] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      if (/max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(index + 1))
    }
    return lines
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /**
   * GET or POST through the worker with the jar's cookies, same-origin headers, no redirect following; a form given as pairs may
   * repeat a name; `cf` is what the edge says about the request (`request.cf`).
   */
  async fetch(
    path: string,
    init: {
      method?: string
      form?: Record<string, string> | [string, string][]
      headers?: Record<string, string>
      cf?: Record<string, unknown>
    } = {},
  ) {
    const headers = new Headers(init.headers)
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.header())
    if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', this.ip)
    let body: string | undefined
    if (init.form) {
      body = new URLSearchParams(init.form).toString()
      headers.set('content-type', 'application/x-www-form-urlencoded')
      if (!headers.has('origin')) headers.set('origin', 'http://localhost')
    }
    const res = await exports.default.fetch(
      new Request(`http://localhost${path}`, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        redirect: 'manual',
        ...(init.cf ? { cf: init.cf } : {}),
      }),
    )
    this.take(res)
    return res
  }
}

let counter = 0

/** A fresh, unique account for one test. */
export function newAccount(prefix = 'user') {
  counter += 1
  const id = `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
  return { username: id.slice(0, 30), email: `${id}@example.test`, password: 'correct-horse-7' }
}

/** The mails the stand-in sent to `email`, oldest first. */
export const mailsTo = (email: string): Promise<LocalMail[]> => mailsAt(inject('supabaseUrl'), email)

/**
 * The newest mail of `type` to `email`, its link as a path on the worker
 * (the mails link to `SITE_URL`, http://localhost in these tests).
 */
export async function mailedPath(email: string, type: 'signup' | 'email_change' | 'recovery' = 'signup'): Promise<string> {
  const mail = (await mailsTo(email)).filter((one) => one.type === type).at(-1)
  if (!mail) throw new Error(`no ${type} mail to ${email}`)
  const link = new URL(mail.link!)
  return link.pathname + link.search
}

/**
 * Signs up through the worker's form (which answers "check your inbox") and
 * opens the confirmation link from the stand-in's mailbox in the same jar,
 * as a person does; answers the confirmation's response (303 to the dashboard).
 */
export async function signUpConfirmed(jar: CookieJar, lang: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await jar.fetch(`/${lang}/signup`, { form, headers })
  if (res.status !== 200) throw new Error(`sign-up failed with ${res.status}: ${await res.text()}`)
  return jar.fetch(await mailedPath(form.email!), { headers })
}

/** Signs a new account up through the worker's form, confirms its address by mail and returns its signed-in jar. */
export async function signedUpJar(lang = 'en') {
  const account = newAccount()
  return { jar: await signedUpJarFor(account, lang), account }
}

/** Signs up with the account's details given (an address that signs up again after its account was deleted), confirms it by mail and returns the signed-in jar. */
export async function signedUpJarFor(account: ReturnType<typeof newAccount>, lang = 'en') {
  const jar = new CookieJar()
  const res = await signUpConfirmed(jar, lang, account)
  if (res.status !== 303) throw new Error(`confirmation failed with ${res.status}: ${await res.text()}`)
  return jar
}

/**
 * Signs an account up with a supabase-js client and confirms its address
 * from the stand-in's mailbox (`verifyOtp` with the mail's token hash), so
 * the client ends signed in, as it was before addresses needed confirming.
 */
export async function signUpWithClient(
  client: SupabaseClient,
  account: { email: string; password: string },
  data: Record<string, unknown> = {},
) {
  const { error } = await client.auth.signUp({ email: account.email, password: account.password, options: { data } })
  if (error) throw error
  const tokenHash = (await mailsTo(account.email)).filter((mail) => mail.type === 'signup').at(-1)?.tokenHash
  if (!tokenHash) throw new Error(`no confirmation mail to ${account.email}`)
  const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' })
  if (verified.error) throw verified.error
  return verified.data
}
