const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

const onLoopback = (address: string) => URL.canParse(address) && LOOPBACK.has(new URL(address).hostname)

/**
 * The local Supabase stand-in's mail page for one address, when the app and
 * Supabase both run on this machine (`npm start`), so a person can open
 * the confirmation link there; undefined for any deployed site.
 *
 * @example localMailPage('http://127.0.0.1:8787', 'http://127.0.0.1:54321', 'ada@example.test')
 * // 'http://127.0.0.1:54321/__local/mail?email=ada%40example.test'
 */
export function localMailPage(siteUrl: string, supabaseUrl: string, email: string): string | undefined {
  if (!onLoopback(siteUrl) || !onLoopback(supabaseUrl)) return undefined
  return `${new URL(supabaseUrl).origin}/__local/mail?email=${encodeURIComponent(email)}`
}
