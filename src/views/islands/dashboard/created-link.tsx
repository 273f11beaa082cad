import type { Ref } from 'react'
import type { ComparisonLink } from '../../../lib/comparison.ts'
import type { DashboardMessages } from './types.ts'

export interface CreatedLinkProps {
  comparison: ComparisonLink
  /** What the comparison is called: its title, or what it compares. */
  label: string
  messages: DashboardMessages
  enhanced: boolean
  /** The Web Share API, where the browser has it. */
  share: ((data: { title: string; url: string }) => Promise<void>) | undefined
  /** The panel, which is scrolled into view when the link is new. */
  panelRef: Ref<HTMLDivElement>
  /** The read-only field holding the link, which takes the focus when the link is new. */
  linkRef: Ref<HTMLInputElement>
  /** The copy confirmation, announced by the polite live region under the buttons. */
  notice: string
  onCopy(url: string): void
}

/**
 * A new comparison's link in a read-only field (selectable without
 * JavaScript), with Copy (Clipboard API) and Share (Web Share API, only
 * where the browser has it) once hydrated.
 */
export function CreatedLink({ comparison, label, messages, enhanced, share, panelRef, linkRef, notice, onCopy }: CreatedLinkProps) {
  const text = messages.sharing.created
  return (
    <div className="dashboard-created form-success" ref={panelRef}>
      <h2 id="dashboard-created-heading">{text.heading}</h2>
      <p>{text.text}</p>
      <div className="field">
        <label htmlFor="comparison-link">{text.linkLabel}</label>
        <input id="comparison-link" type="url" readOnly value={comparison.url} ref={linkRef} />
      </div>
      <div className="button-row">
        {enhanced && (
          <button type="button" className="button button-small" onClick={() => onCopy(comparison.url)}>
            {text.copy}
          </button>
        )}
        {enhanced && share && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => share({ title: label, url: comparison.url }).catch(() => {})}
          >
            {text.share}
          </button>
        )}
        <a className="button button-secondary button-small" href={comparison.url}>
          {text.open}
        </a>
      </div>
      <p className="dashboard-created-status" role="status">
        {notice}
      </p>
    </div>
  )
}
