import type { PageKey } from '../paths.ts'

/**
 * How a page gets its CSS, in one place. The partials in this folder, in the
 * order the cascade needs them (a later partial wins a tie); the client build
 * (`scripts/build-client.ts`) joins each sheet below from its partials in
 * this order, minified, into one file of the assets, and the head inlines the
 * page's sheet in a `<style nonce>`, so first paint needs nothing but the HTML.
 */
export const PARTIALS = [
  'tokens',
  'base',
  'layout',
  'buttons',
  'forms',
  'components',
  'home',
  'error-page',
  'account',
  'pricing',
  'faq',
  'legal',
  'sitemap',
  'calculator',
  'comparison',
  'dashboard',
  'goals',
  'live',
  'receipt',
  'snackbar',
  'version-notice',
  'print',
] as const

export type PartialName = (typeof PARTIALS)[number]

/** What every page shows: the frame (header, footer, skip link), buttons, cards, the version notice, print rules. */
const FRAME = ['tokens', 'base', 'layout', 'buttons', 'components', 'live', 'snackbar', 'version-notice', 'print'] as const

/** Each kind of page's sheet: the frame plus what its own views and islands use. */
export const SHEETS = {
  /** Error, refusal, outage and offline pages: the frame and the error page's blocks. */
  plain: [...FRAME, 'error-page'],
  /** The FAQ. */
  faq: [...FRAME, 'faq'],
  /** Pricing: the plan and its notes. */
  pricing: [...FRAME, 'pricing'],
  /** Imprint, privacy and terms. */
  legal: [...FRAME, 'legal'],
  /** The HTML sitemap. */
  sitemap: [...FRAME, 'sitemap'],
  /** Sign-in, sign-up, password and contact forms, and the profile. */
  form: [...FRAME, 'forms', 'account'],
  /** Home: the hero, the calculator island and the steps. */
  calculator: [...FRAME, 'forms', 'home', 'calculator'],
  /** A shared comparison and the sample: cards and the bar chart. */
  comparison: [...FRAME, 'comparison'],
  /** The dashboard island: saved calculations, comparisons (cards, chart), the nearest goal. */
  dashboard: [...FRAME, 'forms', 'comparison', 'dashboard', 'goals'],
  /** Goals: cards with progress and their forms. */
  goals: [...FRAME, 'forms', 'goals'],
  /** One calculation's receipt, on screen and on paper. */
  receipt: [...FRAME, 'receipt'],
} as const satisfies Record<string, readonly PartialName[]>

export type SheetName = keyof typeof SHEETS

/**
 * A sheet's partials in the cascade's order (`PARTIALS`), whatever order its
 * entry lists them in: the order the head joins them in.
 * @example sheetPartials('faq') // ['tokens', 'base', 'layout', 'buttons', 'components', 'faq', 'live', …]
 */
export function sheetPartials(name: SheetName): PartialName[] {
  const wanted: readonly PartialName[] = SHEETS[name]
  return PARTIALS.filter((partial) => wanted.includes(partial))
}

/** Every kind of page the renderer draws: a page of the table, a step, or an error. */
export type PageKind = PageKey | 'compare' | 'receipt' | 'forgotPassword' | 'resetPassword' | 'notFound' | 'serverError'

/** The sheet of each kind of page; a new page picks one here (a type error until it does). */
export const PAGE_SHEETS = {
  home: 'calculator',
  contact: 'form',
  dashboard: 'dashboard',
  faq: 'faq',
  goals: 'goals',
  goodbye: 'plain',
  impressum: 'legal',
  login: 'form',
  pricing: 'pricing',
  privacy: 'legal',
  profile: 'form',
  signup: 'form',
  sitemap: 'sitemap',
  terms: 'legal',
  testSharedComparison: 'comparison',
  compare: 'comparison',
  receipt: 'receipt',
  forgotPassword: 'form',
  resetPassword: 'form',
  offline: 'plain',
  notFound: 'plain',
  serverError: 'plain',
} as const satisfies Record<PageKind, SheetName>
