import { useEffect, useRef } from 'react'
import type { DashboardMessages, Notice } from './types.ts'
import { focusElement } from '../dom.ts'

export interface DashboardNoticesProps {
  notice: Notice | null
  error: string | null
  messages: DashboardMessages
  onUndo(id: string): void
  /** The Undo notice went away on its own (the delete was sent) while its button had focus. */
  onUndoExpired(): void
}

/**
 * The dashboard's messages: errors in an alert above the list, and passing
 * confirmations in a polite live region shown as a snackbar; after a delete
 * it holds the Undo button, which takes the focus the deleted row's button had.
 */
export function DashboardNotices({ notice, error, messages, onUndo, onUndoExpired }: DashboardNoticesProps) {
  const undoRef = useRef<HTMLButtonElement>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  const undoFocused = useRef(false)
  const undone = useRef(false)
  const undoId = notice?.undoId
  useEffect(() => {
    if (!undoId) return
    focusElement(undoRef.current)
    return () => {
      if (undoFocused.current && !undone.current) onUndoExpired()
      undoFocused.current = false
      undone.current = false
    }
  }, [undoId])
  useEffect(() => {
    if (error) focusElement(errorRef.current)
  }, [error])
  return (
    <>
      <div className="dashboard-error" role="alert">
        {error && (
          <div className="form-errors" ref={errorRef} tabIndex={-1}>
            <p>{error}</p>
          </div>
        )}
      </div>
      <div className="snackbar-region" role="status">
        {notice && (
          <div className="snackbar">
            <span>{notice.text}</span>
            {undoId && (
              <button
                ref={undoRef}
                type="button"
                className="button button-small snackbar-action"
                onFocus={() => {
                  undoFocused.current = true
                }}
                onBlur={(event) => {
                  // Focus moved elsewhere on purpose; a blur with nowhere to go is the button being removed.
                  if (event.relatedTarget) undoFocused.current = false
                }}
                onClick={() => {
                  undone.current = true
                  onUndo(undoId)
                }}
              >
                {messages.actions.undo}
              </button>
            )}
          </div>
        )}
      </div>
    </>
  )
}
