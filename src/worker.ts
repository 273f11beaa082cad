import { Hono } from 'hono/tiny'
import { csrf } from 'hono/csrf'
import { requestId } from 'hono/request-id'
import { timing } from 'hono/timing'
import type { AppEnv } from './env.ts'
import { comparisonEdgeCache, pageEdgeCache, sitemapEdgeCache } from './middleware/edge-cache.ts'
import { formBodyLimit } from './middleware/form-body-limit.tsx'
import { locale } from './middleware/locale.ts'
import { pageAccess } from './middleware/page-access.ts'
import { pageCache } from './middleware/page-cache.ts'
import { redirects } from './middleware/redirects.ts'
import { renderer } from './middleware/renderer.tsx'
import { securityHeaders } from './middleware/security-headers.ts'
import { session } from './middleware/session.ts'
import { trimTrailingSlash } from './middleware/trailing-slash.ts'
import { EDGE_CACHED_PAGES, subpathOf, type PageKey, type StepKey } from './paths.ts'
import { calculationsRead } from './routes/api/calculations.ts'
import { comparisonsRead } from './routes/api/comparisons.ts'
import { calculationsCsvRead, exportRead } from './routes/api/export.ts'
import { goalsListRead } from './routes/api/goals.ts'
import { api } from './routes/api/index.ts'
import { authCallback } from './routes/auth/callback.tsx'
import { authConfirm } from './routes/auth/confirm.tsx'
import { forgotPassword } from './routes/auth/forgot-password.tsx'
import { login } from './routes/auth/login.tsx'
import { logout } from './routes/auth/logout.ts'
import { resetPassword } from './routes/auth/reset-password.tsx'
import { signup } from './routes/auth/signup.tsx'
import { avatar } from './routes/avatars.ts'
import { calculationForms } from './routes/calculation-forms.tsx'
import { compare, sampleComparisonPage } from './routes/compare.tsx'
import { comparisonForms } from './routes/comparison-forms.tsx'
import { contact } from './routes/contact.tsx'
import { faqPage, legalPage, pricingPage, sitemapPage } from './routes/content-pages.tsx'
import { dashboard, dashboardReads, receiptRead } from './routes/dashboard.tsx'
import { goals, goalsRead } from './routes/goals.tsx'
import { goodbyePage } from './routes/goodbye.tsx'
import { notFound, onError } from './routes/errors.tsx'
import { homeLinkPost, homePage } from './routes/home.tsx'
import { offlinePage } from './routes/offline.tsx'
import { languageSwitch } from './routes/language-switch.ts'
import { latestBuild } from './routes/latest-build.ts'
import { profile, storedProfileRead } from './routes/profile.tsx'
import { referenceRatesRead } from './routes/reference-rates.ts'
import { storeDailyReferenceRates } from './scheduled/reference-rates.ts'
import { serviceWorker } from './routes/service-worker.ts'
import { sitemapXml } from './routes/sitemap-xml.ts'
import { webManifest } from './routes/web-manifest.ts'

/** The language prefix every page lives under; the router matches only the three languages. */
const LANG = '/:lang{(?:en|de|pt-BR)}'

/** Where a page or a step is mounted: `/:lang/faq`, `/:lang/logout`. */
const at = (key: PageKey | StepKey) => `${LANG}${subpathOf(key)}`

/**
 * The composition root: middleware in the order ARCHITECTURE.md gives, with
 * the session before the locale redirects because `/` prefers the signed-in
 * user's language. Every sub-app is mounted at its own prefix, so a URL leads
 * from here to its handler in one hop; who may see a page is the page
 * table's `access`, enforced by `pageAccess`.
 */
const app = new Hono<AppEnv>()

app.use(requestId())
app.use(timing({ crossOrigin: false }))
app.use(securityHeaders)
// After the nonce is made, before the renderer and the session: a guest's page every guest sees alike may come from the edge cache.
for (const key of EDGE_CACHED_PAGES) app.use(at(key), pageEdgeCache(key))
app.use(`${at('compare')}/:code`, comparisonEdgeCache)
app.use('/sitemap.xml', sitemapEdgeCache)
app.use(renderer)
// After the renderer, so a refused cross-site write gets its page (`onError`); before anything reads a body.
app.use(csrf())
app.use(trimTrailingSlash)
// Before the session: open tabs ask every 10 minutes, and the answer never depends on who asks.
app.get('/builds/latest.json', latestBuild)
app.get('/sw.js', serviceWorker)
// Before the session: a signed-in GET's reads start beside its check (routes/read-ahead.ts).
app.use(at('dashboard'), dashboardReads.start)
app.use(`${at('dashboard')}/receipt/:id`, receiptRead.start)
app.use(at('goals'), goalsRead.start)
app.use(at('home'), referenceRatesRead.start)
app.use(at('profile'), storedProfileRead.start)
app.use('/api/calculations', calculationsRead.start)
app.use('/api/comparisons', comparisonsRead.start)
app.use('/api/goals', goalsListRead.start)
app.use('/api/export', exportRead.start)
app.use('/api/export/calculations.csv', calculationsCsvRead.start)
app.use(session)
app.use(redirects)

app.route('/api', api)
app.get('/sitemap.xml', sitemapXml)
app.get('/language/:lang', languageSwitch)
app.get('/avatars/:user/:file', avatar)

app.use(`${LANG}/*`, locale, pageAccess, pageCache, formBodyLimit)
app.get(at('home'), homePage)
app.route(at('home'), homeLinkPost)
app.route(at('login'), login)
app.route(at('signup'), signup)
app.route(at('logout'), logout)
app.route(at('forgotPassword'), forgotPassword)
app.route(at('authCallback'), authCallback)
app.route(at('authConfirm'), authConfirm)
app.route(at('resetPassword'), resetPassword)
app.route(at('contact'), contact)
app.route(at('profile'), profile)
app.route(at('dashboard'), dashboard)
app.route(`${at('dashboard')}/calculations`, calculationForms)
app.route(`${at('dashboard')}/comparisons`, comparisonForms)
app.route(at('compare'), compare)
app.route(at('goals'), goals)
app.get(at('testSharedComparison'), sampleComparisonPage)
app.get(at('faq'), faqPage)
app.get(at('pricing'), pricingPage)
app.get(at('impressum'), legalPage('impressum'))
app.get(at('privacy'), legalPage('privacy'))
app.get(at('terms'), legalPage('terms'))
app.get(at('sitemap'), sitemapPage)
app.get(at('offline'), offlinePage)
app.get(at('goodbye'), goodbyePage)
app.get(`${LANG}/manifest.webmanifest`, webManifest)

app.notFound(notFound)
app.onError(onError)

/** The worker: the app answers HTTP; the daily Cron Trigger (`[triggers]` in wrangler.toml) stores the ECB's reference rates. */
export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(storeDailyReferenceRates(env))
  },
} satisfies ExportedHandler<Env>
