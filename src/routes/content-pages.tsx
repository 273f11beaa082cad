import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { FaqPage } from '../views/pages/faq-page.tsx'
import { LegalPage, type LegalPageKey, type Operator } from '../views/pages/legal-page.tsx'
import { PricingPage } from '../views/pages/pricing-page.tsx'
import { SitemapPage } from '../views/pages/sitemap-page.tsx'

/** `/{lang}/faq`. */
export const faqPage: Handler<AppEnv> = (c) => c.render(<FaqPage />, { meta: 'faq' })

/** `/{lang}/pricing`. */
export const pricingPage: Handler<AppEnv> = (c) => c.render(<PricingPage />, { meta: 'pricing' })

/**
 * The operator the Impressum names, from the `OPERATOR_NAME` and
 * `OPERATOR_ADDRESS` variables (address lines split at newlines); null
 * while either is empty.
 */
function operatorFrom(env: Env): Operator | null {
  const name = env.OPERATOR_NAME?.trim() ?? ''
  const address = (env.OPERATOR_ADDRESS ?? '')
    .split(/\\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  return name && address.length ? { name, address } : null
}

/**
 * One legal document from the catalogue at its own page; the Impressum
 * with the configured operator.
 *
 * @example app.get('/:lang/terms', legalPage('terms'))
 */
export const legalPage =
  (page: LegalPageKey): Handler<AppEnv> =>
  (c) =>
    c.render(<LegalPage page={page} operator={page === 'impressum' ? operatorFrom(c.env) : undefined} />, { meta: page })

/** `/{lang}/sitemap`: the HTML sitemap. */
export const sitemapPage: Handler<AppEnv> = (c) => c.render(<SitemapPage />, { meta: 'sitemap' })
