/**
 * A signed-in user for `npm run bench`, made through the worker's own
 * sign-up form, the confirmation mail's link and the JSON API, with three
 * saved calculations and one shared comparison of them.
 */
export interface BenchAccount {
  /** The session cookies, as a Cookie header. */
  cookie: string
  /** The shared comparison's code (`/{lang}/compare/<code>`). */
  comparisonCode: string
}

/** Keeps the cookies a response sets (and forgets the ones it expires). */
function take(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    if (/max-age=0/i.test(line)) jar.delete(pair.slice(0, at))
    else jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

/** The link of the newest mail the stand-in at `supabaseUrl` keeps for `email` (`GET /__local/mailbox`). */
async function mailedLink(supabaseUrl: string, email: string): Promise<string> {
  const mails = (await (await fetch(`${supabaseUrl}/__local/mailbox?email=${encodeURIComponent(email)}`)).json()) as { link: string }[]
  const link = mails.at(-1)?.link
  if (!link) throw new Error(`the stand-in kept no mail for ${email}`)
  return link
}

/**
 * Signs a new account up on the worker at `origin`, confirms its address
 * with the link the stand-in at `supabaseUrl` mailed, and shares a
 * comparison of three calculations.
 */
export async function benchAccount(origin: string, supabaseUrl: string): Promise<BenchAccount> {
  const jar = new Map<string, string>()
  const id = `bench${Date.now().toString(36)}`
  const signup = await fetch(`${origin}/en/signup`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: id, email: `${id}@example.test`, password: 'correct-horse-7' }),
    redirect: 'manual',
  })
  take(jar, signup)
  if (signup.status !== 200) throw new Error(`bench sign-up answered ${signup.status}`)
  const confirmed = await fetch(await mailedLink(supabaseUrl, `${id}@example.test`), {
    headers: { cookie: cookieHeader(jar) },
    redirect: 'manual',
  })
  take(jar, confirmed)
  if (confirmed.status !== 303) throw new Error(`bench confirmation answered ${confirmed.status}`)
  const api = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', cookie: cookieHeader(jar) },
      body: JSON.stringify(body),
    })
    take(jar, response)
    if (response.status !== 201) throw new Error(`bench POST ${path} answered ${response.status}`)
    return (await response.json()) as Record<string, { id: string; code: string }>
  }
  const laptop = { mode: 'price_to_time', rate: 40, currency: 'EUR', workweek: true, price: 1200, title: 'New laptop' }
  const ids: string[] = []
  for (const body of [laptop, { ...laptop, price: 400, title: 'City bike' }, { ...laptop, price: 90, title: 'Concert ticket' }]) {
    ids.push((await api('/api/calculations', body)).calculation!.id)
  }
  const { comparison } = await api('/api/comparisons', { calculationIds: ids })
  return { cookie: cookieHeader(jar), comparisonCode: comparison!.code }
}
