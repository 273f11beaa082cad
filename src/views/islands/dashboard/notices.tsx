import { useEffect, useRef } from 'react'
import type { DashboardMessages, Notice } from './types.ts'
import { focusElement } from '../dom.ts'

export interface DashboardNoticesProps {
  notice: Notice | null
  error: string | null
  messages: DashboardMessages
  onUndo(id: string): void
}

/**
 * The dashboard's messages: errors in an alert above the list, and passing
 * confirmations in a polite live region shown as a snackbar; after a delete
 * it holds the Undo button, which takes the focus the deleted row's button had.
 */
export function DashboardNotices({ notice, error, messages, onUndo }: DashboardNoticesProps) {
  const undoRef = useRef<HTMLButtonElement>(null)
  const undoId = notice?.undoId
  useEffect(() => {
    if (undoId) focusElement(undoRef.current)
  }, [undoId])
  return (
    <>
      <div className="dashboard-error" role="alert">
        {error && (
          <div className="form-errors">
            <p>{error}</p>
          </div>
        )}
      </div>
      <div className="snackbar-region" role="status">
        {notice && (
          <div className="snackbar">
            <span>{notice.text}</span>
            {undoId && (
              <button ref={undoRef} type="button" className="button button-small snackbar-action" onClick={() => onUndo(undoId)}>
                {messages.actions.undo}
              </button>
            )}
          </div>
        )}
      </div>
    </>
  )
}
