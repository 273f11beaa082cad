import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { FaqPage } from '../views/pages/faq-page.tsx'
import { LegalPage, type LegalPageKey } from '../views/pages/legal-page.tsx'
import { PricingPage } from '../views/pages/pricing-page.tsx'
import { SitemapPage } from '../views/pages/sitemap-page.tsx'

/** `/{lang}/faq`. */
export const faqPage: Handler<AppEnv> = (c) => c.render(<FaqPage />, { meta: 'faq' })

/** `/{lang}/pricing`. */
export const pricingPage: Handler<AppEnv> = (c) => c.render(<PricingPage />, { meta: 'pricing' })

/**
 * One legal document from the catalogue at its own page.
 *
 * @example app.get('/:lang/terms', legalPage('terms'))
 */
export const legalPage =
  (page: LegalPageKey): Handler<AppEnv> =>
  (c) =>
    c.render(<LegalPage page={page} />, { meta: page })

/** `/{lang}/sitemap`: the HTML sitemap. */
export const sitemapPage: Handler<AppEnv> = (c) => c.render(<SitemapPage />, { meta: 'sitemap' })
