import { LOCALES, OG_LOCALE } from '../../i18n/locales.ts'
import { withoutBidiControls } from '../../lib/plain-text.ts'
import { webManifestPath } from '../../paths.ts'
import type { SheetName } from '../../styles/sheets.ts'
import { pageScripts, sheetUrl, startAfterPaint, type IslandName } from '../islands.ts'
import { usePage } from '../page-context.tsx'

export interface HeadProps {
  title: string
  /** The link-preview title when it differs from the document's. */
  ogTitle?: string
  description: string
  /** Error pages have no canonical address and no alternates. */
  canonical: boolean
  noindex: boolean
  islands: readonly IslandName[]
  /** The CSS this kind of page uses: its sheet's name and, read from the assets, its text. */
  sheet: SheetName
  /** The sheet's text, inlined so the first paint waits for nothing but the HTML; null links the file instead. */
  css: string | null
}

/**
 * The document head: title, description, canonical + hreflang, Open Graph,
 * icons and the web app manifest, the page's CSS, and the inline script that
 * starts the page's scripts (islands, then every page's own) once the page
 * has painted, so first paint needs the HTML alone. Titles and descriptions
 * lose any bidirectional controls (they may name what a user typed), so
 * neither the tab nor a link preview reads as something else.
 */
export function Head({
  title: rawTitle,
  ogTitle: rawOgTitle = rawTitle,
  description: rawDescription,
  canonical,
  noindex,
  islands,
  sheet,
  css,
}: HeadProps) {
  const { locale, subpath, origin, nonce } = usePage()
  const [title, ogTitle, description] = [rawTitle, rawOgTitle, rawDescription].map(withoutBidiControls)
  const url = `${origin}/${locale}${subpath}`
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={url} />}
      {canonical && LOCALES.map((lang) => <link key={lang} rel="alternate" hrefLang={lang} href={`${origin}/${lang}${subpath}`} />)}
      {canonical && <link rel="alternate" hrefLang="x-default" href={`${origin}/en${subpath}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="TimePrice" />
      <meta property="og:title" content={ogTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta property="og:image" content={`${origin}/og-image.png`} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={ogTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="theme-color" content="#0f766e" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#0b1917" media="(prefers-color-scheme: dark)" />
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href={webManifestPath(locale)} />
      <link rel="expect" href="#version-notice" blocking="render" />
      {css === null ? (
        <link rel="stylesheet" href={sheetUrl(sheet)} nonce={nonce} />
      ) : (
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      )}
      <script nonce={nonce} data-src={pageScripts(islands, locale).join(' ')} dangerouslySetInnerHTML={{ __html: startAfterPaint }} />
    </head>
  )
}
