import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import { summarizeCalculation } from '../../../lib/calculation/summary.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'
import { controlValue, focusElement, openDisclosureValue } from '../dom.ts'
import type { DashboardMessages, DashboardPaths, RefusedRename } from './types.ts'
import { displayTitle } from './use-dashboard.ts'
import { ProductLink } from '../../components/product-link.tsx'

export interface DashboardItemProps {
  row: SavedCalculation
  locale: Locale
  messages: DashboardMessages
  paths: DashboardPaths
  maxTitleLength: number
  /** The time zone the day it was saved is shown in. */
  timeZone: string
  /** Just saved (`?saved=<id>`): highlighted. */
  saved: boolean
  /** Hydrated: the forms go through the API, and rename opens in place instead of as a plain form. */
  enhanced: boolean
  /** This row's plain rename form, refused by the server: shown open again with what was typed. */
  refusedRename: RefusedRename | null
  /** The selection mode's checkbox, when it is on. */
  select?: ReactNode
  onFavorite(row: SavedCalculation): void
  /** Renames the row; `onRefused` gets why when the title is refused or cannot be stored. Answers whether it was sent. */
  onRename(row: SavedCalculation, title: string, onRefused: (error: string) => void): boolean
  onDelete(row: SavedCalculation): void
}

/** The id of a row's title, which keyboard focus is moved to (`useRowFocus`). */
export const calculationHeadingId = (id: string) => `calculation-${id}`

/**
 * One saved calculation: title, mode, price, time, rate and date, with a
 * favourite star, a delete button and a rename that are plain POST forms
 * without JavaScript (the rename opens in place once hydrated), and a link
 * to its receipt.
 */
export function DashboardItem({
  row,
  locale,
  messages,
  paths,
  maxTitleLength,
  timeZone,
  saved,
  enhanced,
  refusedRename,
  select,
  ...on
}: DashboardItemProps) {
  const t = translatorOf(messages)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  /** Why the title typed in the inline rename was refused or not stored: the form is open again with it, the reason beside it. */
  const [renameError, setRenameError] = useState<string | null>(null)
  const renameRef = useRef<HTMLButtonElement>(null)
  const plainRename = useRef<HTMLDetailsElement>(null)
  const wasEditing = useRef(false)
  // The plain rename form, opened (or given back refused) before the page went live, gives way to the inline one,
  // which goes on with what it holds (read as the island hydrates, before the plain form is taken away).
  useEffect(() => {
    const typed = openDisclosureValue(plainRename.current)
    if (typed === undefined) return
    setDraft(typed)
    setEditing(true)
  }, [])
  // Leaving the rename form (saved, cancelled, Escape) puts focus back on Rename, where it started.
  useEffect(() => {
    if (wasEditing.current && !editing) focusElement(renameRef.current)
    wasEditing.current = editing
  }, [editing])
  // A rename whose answer was lost was stored after all once the list read again has its title: done, as asked.
  useEffect(() => {
    if (renameError === null || (row.title ?? '') !== draft.trim()) return
    setRenameError(null)
    setEditing(false)
  }, [row.title])
  const title = displayTitle(row, messages.untitled)
  const summary = summarizeCalculation(row, locale, messages.durations, 'medium', timeZone)
  const headingId = calculationHeadingId(row.id)
  const inputId = `calculation-title-${row.id}`
  const hintId = `${inputId}-hint`
  const formAction = `${paths.forms}/${row.id}`

  const intercept = (action: () => void) => (event: FormEvent) => {
    if (!enhanced) return
    event.preventDefault()
    action()
  }
  const startEditing = () => {
    setDraft(row.title ?? '')
    setRenameError(null)
    setEditing(true)
  }
  const submitRename = (event: FormEvent) => {
    event.preventDefault()
    setRenameError(null)
    const refused = (error: string) => {
      setRenameError(error)
      setEditing(true)
    }
    if (on.onRename(row, draft, refused)) setEditing(false)
  }
  const fields = { inputId, hintId, label: t('actions.titleLabel', { title }), hint: t('actions.titleHint', { max: maxTitleLength }) }

  return (
    <li className={saved ? 'dashboard-item dashboard-item-saved' : 'dashboard-item'}>
      {select}
      <div className="dashboard-item-main">
        {editing ? (
          <form className="dashboard-rename inline-form" onSubmit={submitRename}>
            <RenameFields {...fields} error={renameError}>
              <input
                id={inputId}
                name="title"
                value={draft}
                maxLength={maxTitleLength}
                {...describedBy(fields, renameError)}
                autoFocus
                onChange={(event) => setDraft(controlValue(event.currentTarget))}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setEditing(false)
                }}
              />
              <button type="submit" className="button button-small">
                {messages.actions.save}
              </button>
              <button type="button" className="button button-secondary button-small" onClick={() => setEditing(false)}>
                {messages.actions.cancel}
              </button>
            </RenameFields>
          </form>
        ) : (
          <h3
            id={headingId}
            tabIndex={-1}
            className={row.title === null ? 'dashboard-item-title dashboard-item-untitled' : 'dashboard-item-title'}
          >
            {title}
          </h3>
        )}
        <p className="dashboard-item-badges">
          <span className="badge">{messages.modes[row.mode]}</span>
          {saved && <span className="badge badge-highlight">{messages.savedBadge}</span>}
        </p>
        <dl>
          <div>
            <dt>{messages.fields.price}</dt>
            <dd>{summary.amount}</dd>
          </div>
          {summary.converted && (
            <div>
              <dt>{messages.fields.converted}</dt>
              <dd>{t('convertedAt', summary.converted)}</dd>
            </div>
          )}
          <div>
            <dt>{messages.fields.time}</dt>
            <dd>{summary.time}</dd>
          </div>
          <div>
            <dt>{row.use_work_week ? messages.fields.workdays : messages.fields.days}</dt>
            <dd>{summary.days}</dd>
          </div>
          <div>
            <dt>{messages.fields.rate}</dt>
            <dd>{t('perHour', { amount: summary.rate })}</dd>
          </div>
          {row.url && (
            <div>
              <dt>{messages.fields.link}</dt>
              <dd>
                <ProductLink url={row.url} />
              </dd>
            </div>
          )}
          <div>
            <dt>{messages.fields.date}</dt>
            <dd>
              <time dateTime={row.created_at}>{summary.date}</time>
            </dd>
          </div>
        </dl>
      </div>
      {/* While choosing items to compare, each item is its checkbox: its own actions step aside, so the keyboard reaches "Create comparison" after the list, not five stops an item later. */}
      <div className="actions dashboard-item-actions" hidden={select ? true : undefined}>
        <form method="post" action={`${formAction}/favorite`} onSubmit={intercept(() => on.onFavorite(row))}>
          <input type="hidden" name="isFavorite" value={String(row.is_favorite)} />
          <button
            type="submit"
            className="button button-secondary button-small dashboard-star"
            aria-pressed={row.is_favorite}
            aria-label={t('actions.favorite', { title })}
          >
            <span aria-hidden="true">{row.is_favorite ? '★' : '☆'}</span>
          </button>
        </form>
        {!enhanced && (
          <details className="dashboard-rename-plain" ref={plainRename} open={refusedRename ? true : undefined}>
            <summary className="button button-secondary button-small" aria-label={t('actions.renameLabel', { title })}>
              {messages.actions.rename}
            </summary>
            <form method="post" action={`${formAction}/rename`} className="dashboard-rename inline-form">
              <RenameFields {...fields} error={refusedRename?.error ?? null}>
                <input
                  id={inputId}
                  name="title"
                  defaultValue={refusedRename ? refusedRename.title : (row.title ?? '')}
                  maxLength={maxTitleLength}
                  {...describedBy(fields, refusedRename?.error ?? null)}
                />
                <button type="submit" className="button button-small">
                  {messages.actions.save}
                </button>
              </RenameFields>
            </form>
          </details>
        )}
        {enhanced && !editing && (
          <button
            ref={renameRef}
            type="button"
            className="button button-secondary button-small"
            aria-label={t('actions.renameLabel', { title })}
            onClick={startEditing}
          >
            {messages.actions.rename}
          </button>
        )}
        <a
          className="button button-secondary button-small"
          href={`${paths.receipt}/${row.id}`}
          aria-label={t('actions.receiptLabel', { title })}
        >
          {messages.actions.receipt}
        </a>
        {row.mode === 'price_to_time' && (
          <form method="post" action={`${paths.goalFromCalculation}/${row.id}`}>
            <button type="submit" className="button button-secondary button-small" aria-label={t('actions.saveTowardLabel', { title })}>
              {messages.actions.saveToward}
            </button>
          </form>
        )}
        <form method="post" action={`${formAction}/delete`} onSubmit={intercept(() => on.onDelete(row))}>
          <button type="submit" className="button button-danger button-small" aria-label={t('actions.deleteLabel', { title })}>
            {messages.actions.delete}
          </button>
        </form>
      </div>
    </li>
  )
}

/** A rename field's label, hint and error (when its title was refused), then its row of input and buttons. */
function RenameFields({ inputId, hintId, label, hint, error, children }: RenameFieldIds & { error: string | null; children: ReactNode }) {
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <p className="field-hint" id={hintId}>
        {hint}
      </p>
      {error && (
        <p className="field-error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
      <div className="dashboard-rename-row">{children}</div>
    </>
  )
}

interface RenameFieldIds {
  inputId: string
  hintId: string
  label: string
  hint: string
}

/** The rename input's description: its hint, and its error when there is one. */
const describedBy = ({ inputId, hintId }: RenameFieldIds, error: string | null) =>
  error ? { 'aria-describedby': `${hintId} ${inputId}-error`, 'aria-invalid': true } : { 'aria-describedby': hintId }
