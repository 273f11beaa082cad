import type { ReactNode } from 'react'
import { IDEMPOTENCY_KEY_FIELD } from '../../lib/idempotency-key.ts'

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
  /** A form that creates something carries a key of its own, so sending it twice creates it once (see `formWriteKey`). */
  keyed?: boolean
  /** The server checks every field and answers with localized errors, so the browser's own checks are off by default. */
  noValidate?: boolean
  children?: ReactNode
}

/** A form that works without JavaScript: a plain POST with its fields, then its submit button. */
export function PostForm({
  action,
  submit,
  secondary = false,
  danger = false,
  encType,
  keyed = false,
  noValidate = true,
  children,
}: PostFormProps) {
  const kind = danger ? 'button button-danger' : secondary ? 'button button-secondary' : 'button'
  return (
    <form method="post" action={action} encType={encType} noValidate={noValidate || undefined}>
      {children}
      {keyed && <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={crypto.randomUUID()} />}
      <button type="submit" className={kind}>
        {submit}
      </button>
    </form>
  )
}
