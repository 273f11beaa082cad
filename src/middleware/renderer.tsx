import { reactRenderer, type Props } from '@hono/react-renderer'
import type { MiddlewareHandler } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../env.ts'
import { languageOf, withoutLocale } from '../lib/subpath.ts'
import { messagesFor } from '../i18n/translator.ts'
import { siteOrigin } from '../lib/site-url.ts'
import { formPagePath } from '../paths.ts'
import { PAGE_SHEETS, type PageKind } from '../styles/sheets.ts'
import type { IslandName } from '../views/islands.ts'
import { Document } from '../views/layout/document.tsx'
import { PageContext, type PageInfo } from '../views/page-context.tsx'
import { sheetCss } from './sheet-css.ts'

declare module '@hono/react-renderer' {
  interface Props {
    /** Which page's title, description and CSS to use. */
    meta: PageKind
    /** A title that replaces the catalogue's one (a shared comparison names what it compares). */
    title?: string
    /** A link-preview title (og:title, twitter:title) other than the document's. */
    ogTitle?: string
    /** A description that replaces the catalogue's one (a shared comparison names its cheapest item). */
    description?: string
    islands?: readonly IslandName[]
    noindex?: boolean
  }
}

/**
 * Pages with forms outside an island, whose typed input the language switch
 * carries to the page in the other language (`client/islands/form-drafts.ts`).
 */
const PAGES_WITH_FORMS: ReadonlySet<PageKind> = new Set(['contact', 'login', 'signup', 'forgotPassword', 'profile', 'goals'])

/**
 * The whole document of a page for one request's `page`: its title and
 * description (the catalogue's for `meta` unless given), canonical and
 * robots (error pages have neither canonical nor indexing), its islands (a
 * page with plain forms also loads their drafts' keeper, a signed-in user's
 * page the live client), and its CSS inlined
 * (`css`; null links the sheet). The renderer streams it.
 * @example pageDocument(page, { meta: 'faq' }, css, <FaqPage />)
 */
export function pageDocument(
  page: PageInfo,
  { meta, title, ogTitle, description, islands = [], noindex = false }: Omit<Props, 'children'>,
  css: string | null,
  children: ReactNode,
) {
  const isError = meta === 'notFound' || meta === 'serverError'
  return (
    <PageContext.Provider value={page}>
      <Document
        title={title ?? page.t(`meta.${meta}.title`)}
        ogTitle={ogTitle}
        description={description ?? page.t(`meta.${meta}.description`)}
        canonical={!isError}
        noindex={noindex || isError}
        islands={[...islands, ...(PAGES_WITH_FORMS.has(meta) ? (['form-drafts'] as const) : []), ...(page.user ? (['live'] as const) : [])]}
        sheet={PAGE_SHEETS[meta]}
        css={css}
      >
        {children}
      </Document>
    </PageContext.Provider>
  )
}

/**
 * Streams React pages. A renderer is made per request because the CSP nonce
 * is per request and @hono/react-renderer fixes its options at creation.
 * A signed-in user's page also loads the live client (`live`); a guest's
 * never does. The page's CSS is read (once per isolate) before its first byte.
 */
export const renderer: MiddlewareHandler<AppEnv> = (c, next) => {
  const nonce = c.get('secureHeadersNonce') ?? ''
  return reactRenderer(
    async ({ children, ...props }) => {
      const css = await sheetCss(c.env.ASSETS, PAGE_SHEETS[props.meta])
      // A page that links its CSS because the assets did not answer is never kept for other guests.
      if (css === null) c.header('Cache-Control', 'no-store')
      const locale = c.get('locale')
      const url = new URL(c.req.url)
      // A page outside the language folders (a 404 at `/nope/x`) keeps its whole path: the language switch and links add one.
      const subpath = languageOf(url.pathname) ? withoutLocale(url.pathname) : url.pathname
      const page: PageInfo = {
        locale,
        t: c.get('t'),
        messages: messagesFor(locale),
        // A refused goal edit is rendered at the form's address (`/goals/7`), no page: its language switch and canonical link name the goals page.
        subpath: c.req.method === 'GET' || c.req.method === 'HEAD' ? subpath : formPagePath(subpath),
        search: url.search,
        origin: siteOrigin(c.env.SITE_URL),
        user: c.get('user'),
        nonce,
      }
      return pageDocument(page, props, css, children)
    },
    { stream: true, readableStreamOptions: { nonce } },
  )(c, next)
}
