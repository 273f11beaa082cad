import type { Locale } from '../../../i18n/locales.ts'
import type { Messages } from '../../../i18n/messages/en.ts'
import type { ApiClient } from '../../../lib/api-error.ts'
import type { DurationForms } from '../../../lib/calculation/summary.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'

/** The catalogue part the island needs (the receipt stays on the server), plus the calculator's day and week plurals. */
export type DashboardMessages = Omit<Messages['dashboard'], 'receipt'> & { durations: DurationForms }

/** Where the island links and posts to, all under the page's language. */
export interface DashboardPaths {
  /** `/de/dashboard` */
  dashboard: string
  /** `/de`: the empty state leads there. */
  calculator: string
  /** `/de/dashboard/receipt`, followed by `/<id>`. */
  receipt: string
  /** `/de/dashboard/calculations`, followed by `/<id>/delete` or `/<id>/favorite` (the no-JavaScript forms). */
  forms: string
  /** `/de/goals/from-calculation`, followed by `/<id>`: "save toward this" makes a goal of a calculation. */
  goalFromCalculation: string
}

/** The island's serialized props. */
export interface DashboardIslandProps {
  locale: Locale
  messages: DashboardMessages
  calculations: SavedCalculation[]
  favoritesOnly: boolean
  /** `?saved=<id>`: the row to confirm and highlight. */
  savedId: string | null
  /** The outcome of a no-JavaScript form post the server redirected here with (`?deleted=1`, `?error=notFound`). */
  flash: 'deleted' | 'notFound' | null
  maxTitleLength: number
  paths: DashboardPaths
}

/** What the browser lends the dashboard; absent during server rendering. */
export interface DashboardPlatform {
  api: ApiClient
  replaceUrl(url: string): void
  /** Calls back when the page is being left; returns the unsubscribe. */
  onLeave(callback: () => void): () => void
}

/** A passing confirmation; `undoId` makes it the "deleted – Undo" snackbar. */
export interface Notice {
  text: string
  undoId?: string
}
