/**
 * Every page of the product, as it exists under each language prefix: its
 * path (where `src/worker.ts` mounts it), who may see it (`open` to anyone,
 * `guest` only while signed out, `user` only when signed in; read by the
 * `pageAccess` guard for the page and everything under it) and whether the
 * sitemaps list it.
 */
export const PAGES = {
  home: { path: '', access: 'open', indexable: true },
  contact: { path: '/contact', access: 'open', indexable: true },
  dashboard: { path: '/dashboard', access: 'user', indexable: false },
  faq: { path: '/faq', access: 'open', indexable: true },
  goals: { path: '/goals', access: 'user', indexable: false },
  impressum: { path: '/impressum', access: 'open', indexable: true },
  login: { path: '/login', access: 'guest', indexable: false },
  pricing: { path: '/pricing', access: 'open', indexable: true },
  privacy: { path: '/privacy', access: 'open', indexable: true },
  profile: { path: '/profile', access: 'user', indexable: false },
  signup: { path: '/signup', access: 'guest', indexable: false },
  sitemap: { path: '/sitemap', access: 'open', indexable: true },
  terms: { path: '/terms', access: 'open', indexable: true },
  testSharedComparison: { path: '/test-shared-comparison', access: 'open', indexable: false },
} as const satisfies Record<string, { path: string; access: 'open' | 'guest' | 'user'; indexable: boolean }>

export type PageKey = keyof typeof PAGES

/** Who may see a page. */
export type PageAccess = (typeof PAGES)[PageKey]['access']

export const PAGE_KEYS = Object.keys(PAGES) as PageKey[]

/** Pages listed in /sitemap.xml and the HTML sitemap. */
export const INDEXABLE_PAGES = PAGE_KEYS.filter((key) => PAGES[key].indexable)

/** The public path of a page in one language: `/de/faq`, `/en`. */
export function pagePath(locale: string, key: PageKey): string {
  return `/${locale}${PAGES[key].path}`
}

/** Finds the page a language-less path names (`/faq` → faq), for the bare-route redirect. */
export function pageByPath(path: string): PageKey | undefined {
  return PAGE_KEYS.find((key) => PAGES[key].path !== '' && PAGES[key].path === path)
}

/**
 * Finds the page a path after the language prefix belongs to: the page itself
 * or anything under it (`/dashboard/receipt/1` → dashboard). Home owns only
 * its own path.
 *
 * @example pageUnder('/profile/rate') // 'profile'
 */
export function pageUnder(subpath: string): PageKey | undefined {
  return PAGE_KEYS.find((key) => {
    const path: string = PAGES[key].path
    return subpath === path || (path !== '' && subpath.startsWith(`${path}/`))
  })
}
