import { useEffect, useRef, useState, type MouseEvent } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import { formatCount } from '../../../lib/format.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import type { DashboardMessages, DashboardPaths } from './types.ts'
import { focusElement } from '../dom.ts'

export interface DashboardToolbarProps {
  locale: Locale
  messages: DashboardMessages
  paths: DashboardPaths
  /** Rows on the server in the list the filter names (every saved calculation, or the favourites alone); null while a switched filter's list is being read. */
  count: number | null
  favoritesOnly: boolean
  busy: boolean
  enhanced: boolean
  /** "Clear all" was asked without JavaScript (`?clear=1`): its question shows from the start. */
  asked: boolean
  onFilter(favoritesOnly: boolean): void
  onClearAll(): void
}

/**
 * The list's count (of favourites under that filter), the "all / favourites
 * only" filter (two links that also work without JavaScript via
 * `?favorites=1`), a visible busy flag, and "Clear all" behind an in-page
 * confirmation step, offered with every calculation listed, since it
 * deletes them all. Without JavaScript, "Clear all" is a link to the same
 * page asking the question (`?clear=1`), whose answer is a plain form.
 */
export function DashboardToolbar({
  locale,
  messages,
  paths,
  count,
  favoritesOnly,
  busy,
  enhanced,
  asked,
  onFilter,
  onClearAll,
}: DashboardToolbarProps) {
  const t = translatorOf(messages)
  const [confirming, setConfirming] = useState(asked)
  /** Clear all is offered with every calculation listed, and some to delete. */
  const clearable = !favoritesOnly && count !== null && count > 0
  const cancelRef = useRef<HTMLButtonElement>(null)
  const clearRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) focusElement(cancelRef.current)
    else if (wasConfirming.current) focusElement(clearRef.current)
    wasConfirming.current = confirming
  }, [confirming])

  const filterLink = (favorites: boolean, label: string) => (
    <a
      className={favorites === favoritesOnly ? 'filter-option filter-option-current' : 'filter-option'}
      href={favorites ? `${paths.dashboard}?favorites=1` : paths.dashboard}
      aria-current={favorites === favoritesOnly ? 'true' : undefined}
      onClick={(event: MouseEvent) => {
        if (!enhanced) return
        event.preventDefault()
        setConfirming(false)
        onFilter(favorites)
      }}
    >
      {label}
    </a>
  )

  return (
    <div className="dashboard-toolbar">
      <p className="dashboard-count">
        {count !== null && formatCount(favoritesOnly ? messages.filter.count : messages.count, count, locale, 0)}
        {busy && (
          <span className="dashboard-busy" role="status">
            {messages.status.working}
          </span>
        )}
      </p>
      <nav className="filter" aria-label={messages.filter.label}>
        {filterLink(false, messages.filter.all)}
        {filterLink(true, messages.filter.favorites)}
      </nav>
      {clearable &&
        !confirming &&
        (enhanced ? (
          <button ref={clearRef} type="button" className="button button-secondary button-small" onClick={() => setConfirming(true)}>
            {messages.clearAll.button}
          </button>
        ) : (
          <a className="button button-secondary button-small" href={`${paths.dashboard}?clear=1`}>
            {messages.clearAll.button}
          </a>
        ))}
      {clearable && confirming && (
        <div
          className="confirm-panel"
          role="group"
          aria-labelledby="clear-all-question"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setConfirming(false)
          }}
        >
          <p id="clear-all-question">{t('clearAll.question', { count })}</p>
          {enhanced ? (
            <div className="button-row">
              <button
                type="button"
                className="button button-danger button-small"
                onClick={() => {
                  setConfirming(false)
                  onClearAll()
                }}
              >
                {messages.clearAll.confirm}
              </button>
              <button ref={cancelRef} type="button" className="button button-secondary button-small" onClick={() => setConfirming(false)}>
                {messages.clearAll.cancel}
              </button>
            </div>
          ) : (
            <form method="post" action={`${paths.forms}/clear`} className="button-row">
              <button type="submit" className="button button-danger button-small">
                {messages.clearAll.confirm}
              </button>
              <a className="button button-secondary button-small" href={paths.dashboard}>
                {messages.clearAll.cancel}
              </a>
            </form>
          )}
        </div>
      )}
    </div>
  )
}
