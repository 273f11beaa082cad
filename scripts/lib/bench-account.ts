/**
 * A signed-in user for `npm run bench`, made through the worker's own
 * sign-up form and JSON API, with three saved calculations and one shared
 * comparison of them.
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

/** Signs a new account up on the worker at `origin` and shares a comparison of three calculations. */
export async function benchAccount(origin: string): Promise<BenchAccount> {
  const jar = new Map<string, string>()
  const id = `bench${Date.now().toString(36)}`
  const signup = await fetch(`${origin}/en/signup`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: id, email: `${id}@example.test`, password: 'correct-horse-7' }),
    redirect: 'manual',
  })
  take(jar, signup)
  if (signup.status !== 303) throw new Error(`bench sign-up answered ${signup.status}`)
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
