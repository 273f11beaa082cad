import type { InputHTMLAttributes, ReactNode } from 'react'

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string
  label: string
  hint?: string | undefined
  /** The translated error of this field, if the last submit had one. */
  error?: string | undefined
  /** A control other than a plain input (select, textarea); it must carry `id={name}`. */
  control?: ReactNode
}

/**
 * A labelled form control with its hint and error, wired for screen readers
 * (`aria-describedby`, `aria-invalid`). Forms work without JavaScript, so the
 * error comes from the server's last answer.
 */
export function Field({ name, label, hint, error, control, ...input }: FieldProps) {
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {control ?? <input id={name} name={name} aria-invalid={error ? 'true' : undefined} aria-describedby={described} {...input} />}
      {hint && (
        <p className="field-hint" id={`${name}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The message box at the top of a form: an error summary or a confirmation. */
export function FormMessage({ error, success }: { error?: string | undefined; success?: string | undefined }) {
  if (error) {
    return (
      <div className="form-errors" role="alert">
        {error}
      </div>
    )
  }
  if (success) {
    return (
      <div className="form-success" role="status">
        {success}
      </div>
    )
  }
  return null
}
