import { exports } from 'cloudflare:workers'

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

/** Signs a new account up through the worker's form and returns its jar. */
export async function signedUpJar(lang = 'en') {
  const account = newAccount()
  return { jar: await signedUpJarFor(account, lang), account }
}

/** Signs up with the account's details given (an address that signs up again after its account was deleted) and returns the jar. */
export async function signedUpJarFor(account: ReturnType<typeof newAccount>, lang = 'en') {
  const jar = new CookieJar()
  const res = await jar.fetch(`/${lang}/signup`, { form: account })
  if (res.status !== 303) throw new Error(`sign-up failed with ${res.status}: ${await res.text()}`)
  return jar
}
