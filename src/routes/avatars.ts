import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { fetchAvatar } from '../supabase/avatars.ts'
import { requestDeadline } from '../supabase/request-deadline.ts'

const AVATAR_PATH = /^[0-9a-f-]{36}\/avatar-[0-9a-z]+\.(png|jpg|webp)$/

/**
 * Serves profile pictures from the public avatars bucket on the app's own
 * origin, so the browser talks only to the worker and the CSP can stay
 * `img-src 'self'`. Names are immutable, so they are cached for a year.
 * Storage unreachable or failing is a 503 (try again), never a 500.
 */
export const avatar: Handler<AppEnv> = async (c) => {
  const path = `${c.req.param('user')}/${c.req.param('file')}`
  if (!AVATAR_PATH.test(path)) return c.notFound()
  const upstream = await fetchAvatar(c.env.SUPABASE_URL, path, requestDeadline(c).fetch)
  if (!upstream || upstream.status >= 500) {
    await upstream?.body?.cancel()
    return c.body(null, 503, { 'Cache-Control': 'no-store', 'Retry-After': '30' })
  }
  if (!upstream.ok || !upstream.body) return c.notFound()
  return c.body(upstream.body, 200, {
    'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
}
