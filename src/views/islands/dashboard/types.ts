import type { Locale } from '../../../i18n/locales.ts'
import type { LiveEventDetail } from '../../../lib/live/change.ts'
import type { ComparisonLink } from '../../../lib/comparison.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'
import type { ApiClient } from '../api-client.ts'
import type { DashboardMessages } from './messages.ts'

export type { DashboardMessages }

/** Where the island links and posts to, all under the page's language. */
export interface DashboardPaths {
  /** `/de/dashboard` */
  dashboard: string
  /** `/de`: the empty state leads there. */
  calculator: string
  /** `/de/dashboard/receipt`, followed by `/<id>`. */
  receipt: string
  /** `/de/dashboard/calculations`, followed by `/<id>/delete`, `/<id>/favorite` or `/<id>/rename` (the no-JavaScript forms). */
  forms: string
  /** `/de/dashboard/comparisons`: the no-JavaScript form that creates a comparison, followed by `/<code>/delete`. */
  comparisons: string
  /** `/de/goals/from-calculation`, followed by `/<id>`: "save toward this" makes a goal of a calculation. */
  goalFromCalculation: string
  /** This page's address without `shown`: the no-JavaScript "Show more" adds `shown=<rows>` to it. */
  more: string
}

/** The comparisons part of the island's props; the query keys are the no-JavaScript forms' answers. */
export interface SharingProps {
  /** The user's comparisons, newest first. */
  comparisons: ComparisonLink[]
  /** `?select=1`: the checkboxes and the create form show. */
  selecting: boolean
  /** `?comparison=<code>`: the one just created, whose link shows at once. */
  createdCode: string | null
  /** Why the last form post created or deleted nothing, in the page's language. */
  error: string | null
  /** `?comparisonDeleted=1`: the confirmation of a delete. */
  deleted: boolean
  /** The ticked calculations and the typed title, given back after a refusal. */
  chosen: string[]
  title: string
  /** The create form's key without JavaScript, so the same form sent twice creates one comparison (see `formWriteKey`). */
  formKey: string
}

/** A rename the server refused: the row, the title as typed, and the refusal. */
export interface RefusedRename {
  id: string
  title: string
  error: string
}

/** The island's serialized props. */
export interface DashboardIslandProps {
  locale: Locale
  messages: DashboardMessages
  /** The newest calculations, a page or more of them (`?shown=`). */
  calculations: SavedCalculation[]
  /** How many the user has in all; "Show more" loads the rest a page at a time. */
  total: number
  favoritesOnly: boolean
  /** `?saved=<id>`: the row to confirm and highlight. */
  savedId: string | null
  /** The outcome of a no-JavaScript form post the server redirected here with (`?deleted=1`, `?cleared=1`, `?error=notFound`, `?error=failed`). */
  flash: 'deleted' | 'cleared' | 'notFound' | 'failed' | null
  /** `?clear=1`: "Clear all" asked without JavaScript; its question shows, with a form that deletes everything. */
  confirmClear: boolean
  /** `?rename=<id>&title=…&error=…`: a no-JavaScript rename the server refused, with what was typed and why, in the page's language. */
  refusedRename: RefusedRename | null
  maxTitleLength: number
  /** The time zone the days things were saved on are shown in (`visitorTimeZone`). */
  timeZone: string
  paths: DashboardPaths
  /** The user's comparisons and the state of the selection mode. */
  sharing: SharingProps
}

/** What the browser lends the dashboard; absent during server rendering. */
export interface DashboardPlatform {
  api: ApiClient
  replaceUrl(url: string): void
  /** Calls back when the page is being left; returns the unsubscribe. */
  onLeave(callback: () => void): () => void
  /** Puts text on the clipboard (Clipboard API). */
  copy(text: string): Promise<void>
  /** The system's share sheet (Web Share API); absent where the browser has none. */
  share: ((data: { title: string; url: string }) => Promise<void>) | undefined
  /** Calls back for each live change the page's live client hears (and for a resync); returns the unsubscribe. */
  onLive(callback: (detail: LiveEventDetail) => void): () => void
  /**
   * The calculations whose delete was chosen and not yet answered, kept on
   * this device for the signed-in user: a page left before its DELETE was
   * answered (a reload, whose request may reach the server first; a phone's
   * browser closed) has the dashboard send them when it next opens.
   */
  keptDeletes: KeptIds
}

/** A list of ids kept on the device. */
export interface KeptIds {
  read(): string[]
  write(ids: string[]): void
}

/** A passing confirmation; `undoId` makes it the "deleted – Undo" snackbar. */
/** Where an island's optimistic actions stand: a request under way, and the last refusal's localized message. */
export interface ActionState {
  /** True while a request runs (the page shows it and sets aria-busy). */
  busy: boolean
  error: string | null
}

export interface Notice {
  text: string
  undoId?: string
}
