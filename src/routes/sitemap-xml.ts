import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { LOCALES } from '../i18n/locales.ts'
import { siteOrigin } from '../lib/site-url.ts'
import { INDEXABLE_PAGES, pagePath } from '../paths.ts'

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * `/sitemap.xml`: every indexable open page in every language, each with its
 * hreflang alternates and x-default (English). Login-only pages, login,
 * sign-up and the sample comparison are left out.
 */
export const sitemapXml: Handler<AppEnv> = (c) => {
  const origin = siteOrigin(c.env.SITE_URL)
  const urls = INDEXABLE_PAGES.flatMap((page) => {
    const alternates = [
      ...LOCALES.map((lang) => [lang, origin + pagePath(lang, page)] as const),
      ['x-default', origin + pagePath('en', page)] as const,
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('\n')
    return LOCALES.map((lang) => `  <url>\n    <loc>${escapeXml(origin + pagePath(lang, page))}</loc>\n${alternates}\n  </url>`)
  })
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
  return c.body(xml, 200, {
    'Content-Type': 'application/xml; charset=UTF-8',
    'Cache-Control': 'public, max-age=3600',
  })
}
