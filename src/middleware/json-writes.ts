import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env.ts'

/** JSON's media types as Hono's validator reads them (`application/json`, `application/…+json`): a body of any other type it would leave unread. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * CSRF protection for the JSON API: a write must say it is JSON (a cross-site
 * form cannot; and a body labelled otherwise would never be read) and come
 * from this origin (`Origin`, or `Sec-Fetch-Site: same-origin` when a
 * browser leaves Origin out). A write that is not is `refused` (the API
 * answers 403 in the request's language).
 */
export const jsonWrites =
  (refused: (c: Context<AppEnv>) => Response): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const sameOrigin = origin ? origin === new URL(c.req.url).origin : site === 'same-origin'
    if (!JSON_MEDIA_TYPE.test(mediaType) || !sameOrigin) return refused(c)
    return next()
  }
