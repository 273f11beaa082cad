import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

const ALLOW_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']
const EXPOSE_HEADERS = ['X-Supabase-Api-Version', 'Content-Range', 'x-sb-error-code', 'Content-Location', 'Preference-Applied']

/** Hono's CORS with the Supabase gateway's settings; it answers the preflights. */
const preflight = cors({
  origin: (origin) => origin || '*',
  allowMethods: ALLOW_METHODS,
  exposeHeaders: EXPOSE_HEADERS,
  maxAge: 86400,
})

/**
 * CORS like the Supabase gateway: any origin, the headers supabase-js reads
 * exposed. Preflights are Hono's `cors`. On other requests the same headers
 * (allowed origin, exposed headers, `Vary: Origin` appended) go onto the
 * handler's response once it is made: Hono's `cors` puts them on a response
 * made before the handler, and Hono then copies the handler's response into a
 * new one, turning its ready body into a stream that the Node adapter has to
 * read back before it can write a byte.
 */
export function supabaseCors(): MiddlewareHandler {
  const exposed = EXPOSE_HEADERS.join(',')
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    const origin = c.req.header('origin') || '*'
    await next()
    let headers = c.res.headers
    try {
      headers.set('Access-Control-Allow-Origin', origin)
    } catch {
      c.res = new Response(c.res.body, c.res)
      headers = c.res.headers
      headers.set('Access-Control-Allow-Origin', origin)
    }
    headers.set('Access-Control-Expose-Headers', exposed)
    headers.append('Vary', 'Origin')
  }
}
