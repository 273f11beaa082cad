/**
 * The site's own origin from the configured `SITE_URL` (wrangler.toml,
 * `npm start` sets the local address), for every absolute link the app
 * hands out: canonical and alternate links, `og:url`, the sitemap, shared
 * comparisons and the links in Supabase's mails. Never the request's `Host`,
 * which anyone can forge.
 *
 * @example siteOrigin('https://timeprice.example/') // 'https://timeprice.example'
 */
export function siteOrigin(siteUrl: string): string {
  const url = URL.canParse(siteUrl) ? new URL(siteUrl) : undefined
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new Error(`SITE_URL is not an http(s) address: ${siteUrl}`)
  return url.origin
}
