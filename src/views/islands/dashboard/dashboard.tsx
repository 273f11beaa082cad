import { useEffect, useRef, useState } from 'react'
import { translatorOf } from '../../../i18n/translate.ts'
import { formatMoney } from '../../../lib/format.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'
import { DashboardChart } from './chart.tsx'
import { ComparisonsList } from './comparisons-list.tsx'
import { DashboardItem } from './item.tsx'
import { DashboardNotices } from './notices.tsx'
import { SelectBox, SelectionBar, SelectionPanel } from './selection.tsx'
import { ShowMore } from './show-more.tsx'
import { DashboardToolbar } from './toolbar.tsx'
import type { DashboardIslandProps, DashboardPlatform } from './types.ts'
import { useComparisons } from './use-comparisons.ts'
import { displayTitle, useDashboard } from './use-dashboard.ts'
import { useLiveRefresh } from './use-live-refresh.ts'
import { usePaging } from './use-paging.ts'
import { focusedRow, useRowFocus } from './use-row-focus.ts'

type Props = DashboardIslandProps & { platform?: DashboardPlatform | undefined }

/**
 * The saved calculations: toolbar (count, filter, clear all), messages, the
 * list or an empty state, and a chart of their time cost. Rendered on the
 * server (in the page, or streamed in behind a Suspense boundary when its
 * lists come late) and hydrated with the same props; every
 * change is optimistic (see useDashboard), and changes made elsewhere show
 * as they happen (see useLiveRefresh).
 */
export function Dashboard({ platform, ...props }: Props) {
  const { locale, messages, paths } = props
  const t = translatorOf(messages)
  const [enhanced, setEnhanced] = useState(false)
  const [favoritesOnly, setFavoritesOnly] = useState(props.favoritesOnly)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** The rows the list shows, in its order, as last rendered. */
  const shownRef = useRef<SavedCalculation[]>([])
  // A change whose answer never came may have been made after all: the list read again says (once the server answers).
  const readAgain = useRef(() => {})
  const state = useDashboard({
    initial: props.calculations,
    initialError:
      (props.flash === 'notFound' || props.flash === 'failed' ? messages.errors[props.flash] : null) ?? props.refusedRename?.error ?? null,
    api: platform?.api,
    messages,
    maxTitleLength: props.maxTitleLength,
    onLeave: platform?.onLeave,
    keptDeletes: platform?.keptDeletes,
    listsAll: !props.favoritesOnly && props.calculations.length >= props.total,
    onUnreached: () => readAgain.current(),
  })
  const paging = usePaging({
    initialRows: props.calculations.length,
    total: props.total,
    loaded: favoritesOnly ? state.loadedFavorites : state.loaded,
    favoritesOnly: props.favoritesOnly,
    api: platform?.api,
    append: state.append,
    // A row deleted elsewhere while the keyboard is in it: the list says so, and the focus stays in the list.
    replace: (rows) => {
      const place = focusedRow(listRef.current)
      if (state.replace(rows, shownRef.current[place]?.id)) focusRow(place)
    },
    failed: messages.errors.failed,
  })
  readAgain.current = () => void paging.reload().catch(() => undefined)
  const listRef = useRef<HTMLUListElement>(null)
  const emptyRef = useRef<HTMLHeadingElement>(null)
  const focusRow = useRowFocus(listRef, [emptyRef, headingRef])
  const deletedAt = useRef(0)
  const sharing = useComparisons({ initial: props.sharing, messages, api: platform?.api, copyText: platform?.copy })
  useLiveRefresh({ api: platform?.api, onLive: platform?.onLive, calculations: paging.reload, comparisons: sharing.replace })

  useEffect(() => {
    if (!platform) return
    setEnhanced(true)
    if (props.savedId || props.flash || props.confirmClear || props.sharing.createdCode || props.sharing.error || props.sharing.deleted)
      platform.replaceUrl(favoritesOnly ? `${paths.dashboard}?favorites=1` : paths.dashboard)
  }, [])

  const filter = (favorites: boolean) => {
    setFavoritesOnly(favorites)
    platform?.replaceUrl(favorites ? `${paths.dashboard}?favorites=1` : paths.dashboard)
    void paging.show(favorites)
  }
  // The server sends the favourites alone for that filter; one unstarred since leaves the list at once.
  const shown = favoritesOnly ? state.rows.filter((row) => row.is_favorite) : state.rows
  shownRef.current = shown
  const saved = props.savedId ? state.rows.find((row) => row.id === props.savedId) : undefined

  return (
    <div className="dashboard">
      {(state.rows.length > 0 || state.busy || favoritesOnly) && (
        <DashboardToolbar
          locale={locale}
          messages={messages}
          paths={paths}
          count={paging.remaining === null ? null : shown.length + paging.remaining}
          favoritesOnly={favoritesOnly}
          busy={state.busy}
          enhanced={enhanced}
          asked={props.confirmClear}
          onFilter={filter}
          onClearAll={() => {
            state.clearAll()
            paging.cleared()
            // The empty list's visible heading (the list's own only screen readers see), or the first row left if some stay.
            focusRow(0)
          }}
        />
      )}
      {saved && (
        <div className="form-success">
          <p>{t('status.saved', { title: displayTitle(saved, messages.untitled) })}</p>
        </div>
      )}
      {(props.flash === 'deleted' || props.flash === 'cleared') && (
        <div className="form-success">
          <p>{messages.status[props.flash === 'deleted' ? 'deletedPlain' : 'cleared']}</p>
        </div>
      )}
      {state.rows.length > 0 && (
        <SelectionPanel
          locale={locale}
          messages={messages}
          paths={paths}
          sharing={sharing}
          order={state.rows.map((row) => row.id)}
          enhanced={enhanced}
          share={platform?.share}
          replaceUrl={platform?.replaceUrl}
        />
      )}
      <DashboardNotices
        notice={state.notice}
        error={state.error}
        messages={messages}
        onUndo={(id) => {
          state.undo(id)
          focusRow(id)
        }}
        onUndoExpired={() => focusRow(deletedAt.current)}
      />

      <section className="dashboard-list-section" aria-labelledby="dashboard-list-heading" aria-busy={state.busy}>
        <h2 id="dashboard-list-heading" className="visually-hidden" ref={headingRef} tabIndex={-1}>
          {messages.listHeading}
        </h2>
        {state.rows.length === 0 && !favoritesOnly ? (
          <div className="empty-state">
            <h3 ref={emptyRef} tabIndex={-1}>
              {messages.empty.title}
            </h3>
            <p>{messages.empty.text}</p>
            <a className="button" href={paths.calculator}>
              {messages.empty.cta}
            </a>
          </div>
        ) : shown.length === 0 ? (
          <div className="empty-state">
            <h3 ref={emptyRef} tabIndex={-1}>
              {messages.filter.noFavoritesTitle}
            </h3>
            <p>{messages.filter.noFavoritesText}</p>
          </div>
        ) : (
          <ul className="dashboard-list" ref={listRef}>
            {shown.map((row) => (
              <DashboardItem
                key={row.id}
                row={row}
                locale={locale}
                messages={messages}
                paths={paths}
                maxTitleLength={props.maxTitleLength}
                timeZone={props.timeZone}
                saved={row.id === props.savedId}
                enhanced={enhanced}
                refusedRename={props.refusedRename?.id === row.id ? props.refusedRename : null}
                select={
                  sharing.selecting && (
                    <SelectBox
                      id={row.id}
                      label={row.title ?? formatMoney(row.amount, row.currency, locale)}
                      checked={sharing.chosen.includes(row.id)}
                      onChange={(checked) => sharing.choose(row.id, checked)}
                    />
                  )
                }
                onFavorite={(starred) => {
                  // Unstarred under "favourites only", the row leaves the list: the keyboard goes on to the next one.
                  if (favoritesOnly && starred.is_favorite) focusRow(shown.indexOf(starred))
                  state.toggleFavorite(starred)
                }}
                onRename={state.rename}
                onDelete={(deleted) => {
                  deletedAt.current = shown.indexOf(deleted)
                  state.remove(deleted)
                }}
              />
            ))}
          </ul>
        )}
        <ShowMore
          locale={locale}
          messages={messages}
          paging={paging}
          shown={shown.length}
          moreUrl={paths.more}
          lastId={shown.at(-1)?.id}
          enhanced={enhanced}
          onMore={() => {
            const before = shown.length
            paging.more().then((loaded) => loaded && focusRow(before))
          }}
        />
      </section>
      {sharing.selecting && state.rows.length > 0 && (
        <SelectionBar
          locale={locale}
          messages={messages}
          paths={paths}
          sharing={sharing}
          enhanced={enhanced}
          replaceUrl={platform?.replaceUrl}
        />
      )}

      {shown.length > 0 && <DashboardChart rows={shown} locale={locale} messages={messages} />}
      {(state.rows.length > 0 || sharing.comparisons.length > 0) && (
        <ComparisonsList
          locale={locale}
          timeZone={props.timeZone}
          messages={messages}
          paths={paths}
          sharing={sharing}
          enhanced={enhanced}
        />
      )}
    </div>
  )
}
