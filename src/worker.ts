import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { requestId } from 'hono/request-id'
import { timing } from 'hono/timing'
import { trimTrailingSlash } from 'hono/trailing-slash'
import type { AppEnv } from './env.ts'
import { redirects } from './middleware/redirects.ts'
import { renderer } from './middleware/renderer.tsx'
import { securityHeaders } from './middleware/security-headers.ts'
import { session } from './middleware/session.ts'
import { locale } from './middleware/locale.ts'
import { pageAccess } from './middleware/page-access.ts'
import { notFound, onError } from './routes/errors.tsx'
import { api } from './routes/api/index.ts'
import { avatar } from './routes/avatars.ts'
import { languageSwitch } from './routes/language-switch.ts'
import { pages } from './routes/pages.tsx'
import { sitemapXml } from './routes/sitemap-xml.ts'

/**
 * The composition root: middleware in the order ARCHITECTURE.md gives, with
 * the session before the locale redirects because `/` prefers the signed-in
 * user's language.
 */
const app = new Hono<AppEnv>()

app.use(requestId())
app.use(timing({ crossOrigin: false }))
app.use(securityHeaders)
app.use(csrf())
app.use(renderer)
app.use(trimTrailingSlash({ alwaysRedirect: true }))
app.use(session)
app.use(redirects)

app.route('/api', api)
app.get('/sitemap.xml', sitemapXml)
app.get('/language/:lang', languageSwitch)
app.get('/avatars/:user/:file', avatar)
app.use('/:lang{(?:en|de|pt-BR)}/*', locale)
app.use('/:lang{(?:en|de|pt-BR)}', locale)
app.use('/:lang{(?:en|de|pt-BR)}/*', pageAccess)
app.use('/:lang{(?:en|de|pt-BR)}', pageAccess)
app.route('/:lang{(?:en|de|pt-BR)}', pages)

app.notFound(notFound)
app.onError(onError)

export default app
