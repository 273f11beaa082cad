import { isLocale, type Locale } from '../i18n/locales.ts'

/**
 * Whether a language-less path is `path` or lies under it; home (`''`) has
 * only itself under it. The rule `pageUnder` (`src/paths.ts`, which imports
 * nothing) applies to the page table, for the browser's scripts without it.
 * @example isAtOrUnder('/goals/7/savings', '/goals') // true
 */
export function isAtOrUnder(subpath: string, path: string): boolean {
  return subpath === path || (path !== '' && subpath.startsWith(`${path}/`))
}

/** A path without its language prefix: `/de/goals/7` → `/goals/7`, `/de` → ``. */
export function withoutLocale(path: string): string {
  return path.replace(/^\/[^/?#]+/, '')
}

/** The language a path belongs to (`/de/dashboard`, `/de?x=1` → de), if any. */
export function languageOf(path: string): Locale | undefined {
  const lang = path.split(/[/?#]/)[1]
  return isLocale(lang) ? lang : undefined
}
