import { exports } from 'cloudflare:workers'

/** Sends a request through the real worker (its default export) without following redirects. */
export function get(path: string, headers: Record<string, string> = {}, origin = 'http://localhost'): Promise<Response> {
  return exports.default.fetch(new Request(origin + path, { headers, redirect: 'manual' }))
}

/** Every language-prefixed page route, without its prefix. */
export const OPEN_ROUTES = [
  '',
  '/contact',
  '/faq',
  '/impressum',
  '/pricing',
  '/privacy',
  '/sitemap',
  '/terms',
  '/test-shared-comparison',
] as const
export const GUEST_ROUTES = ['/login', '/signup'] as const
export const MEMBER_ROUTES = ['/dashboard', '/goals', '/profile'] as const
export const LANGS = ['en', 'de', 'pt-BR'] as const

/** The key a page rendered into a form for its write (`IDEMPOTENCY_KEY_FIELD`: a hidden field, or the value of the button that posts). */
export function formKeyIn(html: string): string | undefined {
  const control = /<(?:input|button)[^>]*name="idempotencyKey"[^>]*>/.exec(html)?.[0]
  return control && /value="([0-9a-f-]{36})"/.exec(control)?.[1]
}
