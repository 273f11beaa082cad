import type { ReactNode } from 'react'

export interface PostFormProps {
  action: string
  /** The submit button's text. */
  submit: string
  /** A secondary button, for forms beside the page's main one. */
  secondary?: boolean
  /** A button for what cannot be undone (deleting the account). */
  danger?: boolean
  /** `multipart/form-data` for uploads. */
  encType?: string
  /** The server checks every field and answers with localized errors, so the browser's own checks are off by default. */
  noValidate?: boolean
  children?: ReactNode
}

/** A form that works without JavaScript: a plain POST with its fields, then its submit button. */
export function PostForm({ action, submit, secondary = false, danger = false, encType, noValidate = true, children }: PostFormProps) {
  const kind = danger ? 'button button-danger' : secondary ? 'button button-secondary' : 'button'
  return (
    <form method="post" action={action} encType={encType} noValidate={noValidate || undefined}>
      {children}
      <button type="submit" className={kind}>
        {submit}
      </button>
    </form>
  )
}
