/**
 * Every page of the product, as it exists under each language prefix: its
 * path (where `src/worker.ts` mounts it), who may see it (`open` to anyone,
 * `guest` only while signed out, `user` only when signed in; read by the
 * `pageAccess` guard for the page and everything under it), whether the
 * sitemaps list it, and whether every guest sees it alike, so the edge keeps
 * its first render for the next guest (`EDGE_CACHED_PAGES`).
 */
export const PAGES = {
  home: { path: '', access: 'open', indexable: true, edgeCached: true },
  contact: { path: '/contact', access: 'open', indexable: true, edgeCached: false },
  dashboard: { path: '/dashboard', access: 'user', indexable: false, edgeCached: false },
  faq: { path: '/faq', access: 'open', indexable: true, edgeCached: true },
  goals: { path: '/goals', access: 'user', indexable: false, edgeCached: false },
  goodbye: { path: '/goodbye', access: 'open', indexable: false, edgeCached: false },
  impressum: { path: '/impressum', access: 'open', indexable: true, edgeCached: true },
  login: { path: '/login', access: 'guest', indexable: false, edgeCached: false },
  offline: { path: '/offline', access: 'open', indexable: false, edgeCached: true },
  pricing: { path: '/pricing', access: 'open', indexable: true, edgeCached: true },
  privacy: { path: '/privacy', access: 'open', indexable: true, edgeCached: true },
  profile: { path: '/profile', access: 'user', indexable: false, edgeCached: false },
  signup: { path: '/signup', access: 'guest', indexable: false, edgeCached: false },
  sitemap: { path: '/sitemap', access: 'open', indexable: true, edgeCached: true },
  terms: { path: '/terms', access: 'open', indexable: true, edgeCached: true },
  testSharedComparison: { path: '/test-shared-comparison', access: 'open', indexable: false, edgeCached: true },
} as const satisfies Record<string, { path: string; access: 'open' | 'guest' | 'user'; indexable: boolean; edgeCached: boolean }>

export type PageKey = keyof typeof PAGES

export const PAGE_KEYS = Object.keys(PAGES) as PageKey[]

/** A page search engines may list. */
export type IndexablePage = { [K in PageKey]: (typeof PAGES)[K]['indexable'] extends true ? K : never }[PageKey]

/** Pages listed in /sitemap.xml and the HTML sitemap. */
export const INDEXABLE_PAGES = PAGE_KEYS.filter((key): key is IndexablePage => PAGES[key].indexable)

/** Pages every guest sees alike, whose first render the edge keeps for the next guest (`middleware/edge-cache.ts`, mounted at each). */
export const EDGE_CACHED_PAGES = PAGE_KEYS.filter((key) => PAGES[key].edgeCached)

/** The public path of a page in one language: `/de/faq`, `/en`. */
export function pagePath(locale: string, key: PageKey): string {
  return `/${locale}${PAGES[key].path}`
}

/** The login page in one language, leading back to `back` once logged in: `/de/login?next=%2Fde%2Fgoals`. */
export function loginPathBackTo(locale: string, back: string): string {
  return `${pagePath(locale, 'login')}?next=${encodeURIComponent(back)}`
}

/**
 * The web app manifest of one language (`routes/web-manifest.ts`): the
 * installed app starts in that language.
 */
export function webManifestPath(locale: string): string {
  return `/${locale}/manifest.webmanifest`
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

/**
 * The path of the page a form's address belongs to, after the language
 * prefix: the page itself or the page it is under; an address under no page
 * stays as it is. Where a form's answer is shown again as a page (the
 * language switch, the back button), it is shown as this page.
 *
 * @example formPagePath('/goals/7/savings') // '/goals'
 */
export function formPagePath(subpath: string): string {
  const page = pageUnder(subpath)
  return page ? PAGES[page].path : subpath
}

/**
 * Addresses under each language prefix that are steps of a flow or form
 * actions rather than pages of the table (no title of their own in the
 * header, never in a sitemap, no language-less redirect), named once for the
 * worker that mounts them and the views and routes that link, post or
 * redirect to them.
 */
export const STEPS = {
  authCallback: '/auth/callback',
  authConfirm: '/auth/confirm',
  compare: '/compare',
  forgotPassword: '/forgot-password',
  logout: '/logout',
  resetPassword: '/reset-password',
  resendConfirmation: '/signup/resend',
} as const

export type StepKey = keyof typeof STEPS

/** The public path of a step in one language: `/de/forgot-password`. */
export function stepPath(locale: string, key: StepKey): string {
  return `/${locale}${STEPS[key]}`
}

/**
 * A shared comparison's one spelling in one language: every link, the cache
 * key of its page and the purge after a delete use it, and any other
 * spelling of the same page is redirected here.
 *
 * @example comparisonPath('de', 'q3ZbT0x9Lm') // '/de/compare/q3ZbT0x9Lm'
 */
export function comparisonPath(locale: string, code: string): string {
  return `${stepPath(locale, 'compare')}/${code}`
}

const isPage = (key: PageKey | StepKey): key is PageKey => Object.hasOwn(PAGES, key)

/**
 * The path after the language prefix of a page or a step, for mounting.
 *
 * @example subpathOf('faq') // '/faq'
 */
export function subpathOf(key: PageKey | StepKey): string {
  return isPage(key) ? PAGES[key].path : STEPS[key]
}

/**
 * Where the worker serves a profile picture (`routes/avatars.ts`) from its
 * object path in the avatars bucket: the header, the profile and the data
 * export link to it.
 *
 * @example avatarPath('6f1c…/avatar-m3x.png') // '/avatars/6f1c…/avatar-m3x.png'
 */
export function avatarPath(objectPath: string): string {
  return `/avatars/${objectPath}`
}
