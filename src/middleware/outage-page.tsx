import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { OutagePage } from '../views/pages/outage-page.tsx'

/** Fields never written back into a page, even a no-store one. */
const SECRET_FIELD = /password/i

/** The text fields of a posted form, in order, without files and passwords; none when the body is not a form. */
async function typedFields(c: Context<AppEnv>): Promise<[string, string][]> {
  const type = c.req.header('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return []
  try {
    const body = await c.req.parseBody({ all: true })
    return Object.entries(body).flatMap(([name, value]) =>
      SECRET_FIELD.test(name)
        ? []
        : (Array.isArray(value) ? value : [value]).flatMap((one) => (typeof one === 'string' ? [[name, one] as [string, string]] : [])),
    )
  } catch {
    return []
  }
}

/**
 * The 503 answer for a page that needs Supabase while it is unreachable (a
 * signed-in page, a shared comparison): the localized outage page, the
 * session cookies untouched, and for a form post a form that sends what was
 * typed again.
 */
export async function outagePage(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  const resend = c.req.method === 'POST' ? { action: url.pathname + url.search, fields: await typedFields(c) } : undefined
  c.header('Cache-Control', 'no-store')
  c.header('Retry-After', '30')
  c.status(503)
  const signedIn = Boolean(c.get('outage') || c.get('user'))
  return c.render(<OutagePage resend={resend} signedIn={signedIn} />, { meta: 'serverError', title: c.get('t')('errors.outage.title') })
}
