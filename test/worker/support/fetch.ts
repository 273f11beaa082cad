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
