import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import { comparisonLabel } from '../../../lib/comparison-preview.ts'
import { MAX_COMPARISON_ITEMS, MAX_COMPARISON_TITLE_LENGTH, MIN_COMPARISON_ITEMS } from '../../../lib/comparison.ts'
import { formatCount } from '../../../lib/format.ts'
import { IDEMPOTENCY_KEY_FIELD } from '../../../lib/idempotency-key.ts'
import { Field } from '../../components/field.tsx'
import { controlChecked, controlValue, focusElement } from '../dom.ts'
import { CreatedLink } from './created-link.tsx'
import type { DashboardMessages, DashboardPaths } from './types.ts'
import type { ComparisonActions } from './use-comparisons.ts'

/** The id of the create form; the checkboxes sit in the rows' own markup and join it through `form=`. */
export const COMPARISON_FORM_ID = 'comparison-form'

export interface SelectBoxProps {
  id: string
  /** The calculation's accessible name: its title, or its price when it has none. */
  label: string
  checked: boolean
  onChange(checked: boolean): void
}

/** The checkbox that picks one saved calculation for a comparison, named after it. */
export function SelectBox({ id, label, checked, onChange }: SelectBoxProps) {
  return (
    <label className="dashboard-select">
      <input
        type="checkbox"
        name="calculationIds"
        value={id}
        form={COMPARISON_FORM_ID}
        checked={checked}
        onChange={(event) => onChange(controlChecked(event.currentTarget))}
      />
      <span className="visually-hidden">{label}</span>
    </label>
  )
}

/** Scrolls an element held in a ref into view by as little as it takes, minding its CSS `scroll-margin` (room for the sticky header). */
function revealElement(target: object | null): void {
  if (target && 'scrollIntoView' in target && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'nearest' })
}

/** How "Select to compare" and "Stop selecting" work: links to `?select=1` and back, followed in place once hydrated. */
function selectionToggle({
  enhanced,
  sharing,
  paths,
  replaceUrl,
}: Pick<SelectionPanelProps, 'enhanced' | 'sharing' | 'paths' | 'replaceUrl'>) {
  return (selecting: boolean) => (event: MouseEvent) => {
    if (!enhanced) return
    event.preventDefault()
    sharing.setSelecting(selecting)
    replaceUrl?.(selecting ? `${paths.dashboard}?select=1` : paths.dashboard)
  }
}

export interface SelectionPanelProps {
  locale: Locale
  messages: DashboardMessages
  paths: DashboardPaths
  sharing: ComparisonActions
  /** The dashboard's row ids in the order shown: the comparison lists its items in that order. */
  order: readonly string[]
  enhanced: boolean
  share: ((data: { title: string; url: string }) => Promise<void>) | undefined
  replaceUrl: ((url: string) => void) | undefined
}

/**
 * The selection mode's controls: "Select to compare" (a link to `?select=1`
 * that works without JavaScript), then the create form with an optional
 * title (its count and buttons are the `SelectionBar` after the list),
 * which posts the ticked rows to the dashboard's form route or,
 * hydrated, to the JSON API. The new link shows above it at once, and takes
 * the focus, its panel scrolled into view whole.
 */
export function SelectionPanel({ locale, messages, paths, sharing, order, enhanced, share, replaceUrl }: SelectionPanelProps) {
  const text = messages.sharing
  const t = translatorOf(text)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const createdPanelRef = useRef<HTMLDivElement>(null)
  const createdLinkRef = useRef<HTMLInputElement>(null)
  const wasSelecting = useRef(sharing.selecting)
  // The link a no-JavaScript post came back with shows where it is; one created here takes the focus.
  const shownCode = useRef(sharing.created?.code ?? null)
  const limits = { min: MIN_COMPARISON_ITEMS, max: MAX_COMPARISON_ITEMS }

  useEffect(() => {
    if (sharing.selecting && !wasSelecting.current) focusElement(headingRef.current)
    wasSelecting.current = sharing.selecting
  }, [sharing.selecting])

  const createdCode = sharing.created?.code ?? null
  useEffect(() => {
    if (createdCode && createdCode !== shownCode.current) {
      focusElement(createdLinkRef.current, { preventScroll: true })
      revealElement(createdPanelRef.current)
    }
    shownCode.current = createdCode
  }, [createdCode])

  const toggle = selectionToggle({ enhanced, sharing, paths, replaceUrl })
  const submit = (event: FormEvent) => {
    if (!enhanced) return
    event.preventDefault()
    if (!sharing.valid || sharing.busy) return
    sharing.create(order).then((done) => {
      if (done) replaceUrl?.(paths.dashboard)
    })
  }

  return (
    <section className="dashboard-sharing" aria-labelledby="dashboard-sharing-heading">
      {sharing.created && (
        <CreatedLink
          comparison={sharing.created}
          label={comparisonLabel(sharing.created, locale)}
          messages={messages}
          enhanced={enhanced}
          share={share}
          panelRef={createdPanelRef}
          linkRef={createdLinkRef}
          notice={sharing.notice?.place === 'link' ? sharing.notice.text : ''}
          onCopy={(url) => sharing.copy(url, 'link', text.created.copied)}
        />
      )}
      {sharing.error && (
        <div className="form-errors" role="alert">
          <p>{sharing.error}</p>
        </div>
      )}
      {sharing.selecting ? (
        <form
          id={COMPARISON_FORM_ID}
          className="dashboard-sharing-form"
          method="post"
          action={paths.comparisons}
          onSubmit={submit}
          aria-busy={sharing.busy}
        >
          <h2 id="dashboard-sharing-heading" ref={headingRef} tabIndex={-1}>
            {text.heading}
          </h2>
          <p>{t('lead', limits)}</p>
          <Field
            name="title"
            id="comparison-title"
            label={text.titleLabel}
            hint={t('titleHint', { max: MAX_COMPARISON_TITLE_LENGTH })}
            maxLength={MAX_COMPARISON_TITLE_LENGTH}
            value={sharing.title}
            onChange={(event) => sharing.setTitle(controlValue(event.currentTarget))}
          />
          <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={sharing.formKey} />
        </form>
      ) : (
        <div className="dashboard-sharing-start">
          <h2 id="dashboard-sharing-heading" className="visually-hidden">
            {text.heading}
          </h2>
          <p>{text.selectLead}</p>
          <a className="button button-secondary" href={`${paths.dashboard}?select=1`} onClick={toggle(true)}>
            {text.select}
          </a>
        </div>
      )}
    </section>
  )
}

export type SelectionBarProps = Pick<SelectionPanelProps, 'locale' | 'messages' | 'paths' | 'sharing' | 'enhanced' | 'replaceUrl'>

/**
 * The selection's count and its buttons, "Create comparison" (it submits the
 * create form through `form=`) and "Stop selecting". They come after the
 * list, and its CSS keeps them stuck to the bottom of the screen while the
 * list scrolls, so they stay in view while ticking rows further down.
 */
export function SelectionBar({ locale, messages, paths, sharing, enhanced, replaceUrl }: SelectionBarProps) {
  const text = messages.sharing
  const t = translatorOf(text)
  const limits = { min: MIN_COMPARISON_ITEMS, max: MAX_COMPARISON_ITEMS }
  const count = sharing.chosen.length
  const countProblem = count < MIN_COMPARISON_ITEMS ? t('needMore', limits) : count > MAX_COMPARISON_ITEMS ? t('tooMany', limits) : ''
  const toggle = selectionToggle({ enhanced, sharing, paths, replaceUrl })
  return (
    <div className="dashboard-selection-bar">
      {enhanced && (
        <p className="field-hint" id="comparison-count" aria-live="polite">
          {`${formatCount(text.chosen, count, locale, 0)} ${countProblem}`.trim()}
        </p>
      )}
      <div className="button-row">
        <button
          type="submit"
          form={COMPARISON_FORM_ID}
          className="button"
          disabled={enhanced && (!sharing.valid || sharing.busy)}
          aria-describedby={enhanced ? 'comparison-count' : undefined}
        >
          {sharing.busy ? text.creating : text.create}
        </button>
        <a className="button button-secondary" href={paths.dashboard} onClick={toggle(false)}>
          {text.stop}
        </a>
      </div>
    </div>
  )
}
