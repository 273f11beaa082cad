import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env.ts'
import { setLocale } from '../middleware/locale.ts'
import { languageOf } from '../lib/subpath.ts'
import { localeForRequest } from '../middleware/locale-cookie.ts'
import { ErrorPage } from '../views/pages/error-page.tsx'
import { guardRefusal } from '../middleware/guard-refusal.tsx'
import { apiError } from './api/json-error.ts'

/** The exact message for a route that matches nothing (`Page not found: <path>`), the same in every language. */
export const pageNotFoundMessage = (path: string) => `Page not found: ${path}`

/** The exact message for a route whose params fail validation (full path with query), the same in every language. */
export const routeValidationMessage = (fullPath: string) => `Page Not Found: ${fullPath}`

/** Thrown by a page route whose params are malformed (a bad compare code, a bad id). */
export function invalidRouteParams(c: Context<AppEnv>): HTTPException {
  const url = new URL(c.req.url)
  return new HTTPException(404, { message: routeValidationMessage(url.pathname + url.search) })
}

function ensureLocale(c: Context<AppEnv>) {
  if (c.get('locale')) return
  setLocale(c, languageOf(c.req.path) ?? localeForRequest(c))
}

async function renderError(c: Context<AppEnv>, status: ContentfulStatusCode, message?: string) {
  ensureLocale(c)
  c.header('Cache-Control', 'no-store')
  c.status(status)
  return c.render(<ErrorPage status={status} message={message} />, { meta: status === 404 ? 'notFound' : 'serverError' })
}

/** Unmatched routes: 404 with `Page not found: {path}`. */
export const notFound: NotFoundHandler<AppEnv> = (c) => renderError(c, 404, pageNotFoundMessage(c.req.path))

/**
 * A write the CSRF check refused (a form from another site, or with no
 * origin a browser would send): the API's 403 in JSON, a page's 403 page,
 * each in the visitor's language.
 */
function refusedCrossSite(c: Context<AppEnv>) {
  ensureLocale(c)
  return c.req.path.startsWith('/api/') ? apiError(c, 403, 'forbidden') : guardRefusal(c, 403, 'crossSite')
}

/** Every thrown error: the 404 variant for HTTP 404s, a localized 403 for a refused cross-site write, else the generic page (status 500 unless the error says otherwise), never a stack. */
export const onError: ErrorHandler<AppEnv> = async (error, c) => {
  if (error instanceof HTTPException && error.status === 404) return renderError(c, 404, error.message)
  if (error instanceof HTTPException && error.status === 403) return refusedCrossSite(c)
  if (error instanceof HTTPException && error.status < 500) return error.getResponse()
  const status = error instanceof HTTPException ? (error.status as ContentfulStatusCode) : 500
  if (status === 500) console.error(error)
  try {
    return await renderError(c, status)
  } catch {
    return c.text('Internal Server Error', 500)
  }
}
