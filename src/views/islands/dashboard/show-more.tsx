import type { Locale } from '../../../i18n/locales.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import { DASHBOARD_PAGE_SIZE } from '../../../lib/calculation/page.ts'
import { formatNumber } from '../../../lib/format.ts'
import type { DashboardMessages } from './types.ts'
import type { Paging } from './use-paging.ts'

export interface ShowMoreProps {
  locale: Locale
  messages: DashboardMessages
  paging: Paging
  /** Rows the list holds now. */
  shown: number
  /** The no-JavaScript link's base (`paths.more`) and the last row's id, where the longer page scrolls to. */
  moreUrl: string
  lastId: string | undefined
  /** Hydrated: a button loads the next page in place; without JavaScript a link asks for a longer page. */
  enhanced: boolean
  onMore(): void
}

/** "Show more" under a list with rows left to load, and how many of them show. */
export function ShowMore({ locale, messages, paging, shown, moreUrl, lastId, enhanced, onMore }: ShowMoreProps) {
  const remaining = paging.remaining ?? 0
  if (remaining <= 0) return null
  const t = translatorOf(messages)
  const total = shown + remaining
  const next = `${moreUrl}${moreUrl.includes('?') ? '&' : '?'}shown=${Math.min(shown + DASHBOARD_PAGE_SIZE, total)}${lastId ? `#calculation-${lastId}` : ''}`
  return (
    <div className="dashboard-more">
      <p className="muted">{t('paging.shown', { shown: formatNumber(shown, locale, 0), total: formatNumber(total, locale, 0) })}</p>
      {enhanced ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={paging.busy}
          aria-busy={paging.busy || undefined}
          onClick={onMore}
        >
          {messages.paging.more}
        </button>
      ) : (
        <a className="button button-secondary" href={next}>
          {messages.paging.more}
        </a>
      )}
      {paging.error && (
        <p className="form-errors" role="alert">
          {paging.error}
        </p>
      )}
    </div>
  )
}
