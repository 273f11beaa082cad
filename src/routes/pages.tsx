import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { requireUser } from '../middleware/require-user.ts'
import { FaqPage } from '../views/pages/faq-page.tsx'
import { LegalPage } from '../views/pages/legal-page.tsx'
import { MemberPage } from '../views/pages/member-page.tsx'
import { PricingPage } from '../views/pages/pricing-page.tsx'
import { SitemapPage } from '../views/pages/sitemap-page.tsx'
import { auth } from './auth.tsx'
import { calculationForms } from './calculation-forms.tsx'
import { compare } from './compare.tsx'
import { comparisonForms } from './comparison-forms.tsx'
import { contact } from './contact.tsx'
import { dashboard } from './dashboard.tsx'
import { homePage } from './home.tsx'
import { passwordRecovery } from './password-recovery.tsx'
import { profile } from './profile.tsx'

/** Cache header for a page every guest sees the same way: a CDN may keep it briefly. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60'

/** The pages under `/:lang` and the forms they post to. */
export const pages = new Hono<AppEnv>()

pages.use('*', async (c, next) => {
  await next()
  if (c.req.method === 'GET' && c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
    c.header('Cache-Control', c.get('user') ? 'private, no-store' : PUBLIC_CACHE)
  }
})

pages.get('/', homePage)
pages.route('/', auth)
pages.route('/', passwordRecovery)
pages.route('/', contact)
pages.route('/', profile)
pages.route('/', calculationForms)
pages.route('/', comparisonForms)
pages.route('/', dashboard)
pages.route('/', compare)
pages.get('/faq', (c) => c.render(<FaqPage />, { meta: 'faq' }))
pages.get('/pricing', (c) => c.render(<PricingPage />, { meta: 'pricing' }))
pages.get('/impressum', (c) => c.render(<LegalPage page="impressum" />, { meta: 'impressum' }))
pages.get('/privacy', (c) => c.render(<LegalPage page="privacy" />, { meta: 'privacy' }))
pages.get('/terms', (c) => c.render(<LegalPage page="terms" />, { meta: 'terms' }))
pages.get('/sitemap', (c) => c.render(<SitemapPage />, { meta: 'sitemap' }))
pages.get('/goals', requireUser, (c) => c.render(<MemberPage page="goals" />, { meta: 'goals', noindex: true }))
