import type { InputHTMLAttributes, ReactNode } from 'react'

/** What wires a control to its label, hint and error; a custom control spreads it. */
export interface ControlProps {
  id: string
  name: string
  defaultValue?: InputHTMLAttributes<HTMLInputElement>['defaultValue']
  'aria-describedby': string | undefined
  'aria-invalid': 'true' | undefined
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  name: string
  /** The control's id (and its hint's and error's prefix); the name unless two forms on a page share names. */
  id?: string | undefined
  label: string
  hint?: string | undefined
  /** The translated error of this field, if the last submit had one. */
  error?: string | undefined
  /**
   * A control other than a plain input (select, textarea), given the props
   * that wire it; without one, the field renders an input with the rest of its props.
   * @example <Field name="message" label={label}>{(control) => <textarea {...control} rows={7} />}</Field>
   */
  children?: (control: ControlProps) => ReactNode
}

/** The ids of a control's hint and error that are present, for `aria-describedby`. */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

/** A hint or error line under a control, with the id its `aria-describedby` names (`<id>-hint`, `<id>-error`). */
function FieldNote({ id, kind, text }: { id: string; kind: 'hint' | 'error'; text: string | undefined }) {
  if (!text) return null
  return (
    <p className={`field-${kind}`} id={`${id}-${kind}`}>
      {text}
    </p>
  )
}

/**
 * A labelled form control with its hint and error, wired for screen readers
 * (`aria-describedby`, `aria-invalid`): the one field markup of the server
 * forms and the islands. Forms work without JavaScript, so on a page the
 * error comes from the server's last answer. A password is never written
 * back into the page, whatever the last submit held.
 */
export function Field({ name, id = name, label, hint, error, children, ...input }: FieldProps) {
  if (input.type === 'password') delete input.defaultValue
  const control: ControlProps = {
    id,
    name,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': describedBy(id, hint, error),
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children ? children({ ...control, defaultValue: input.defaultValue }) : <input {...control} {...input} />}
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  )
}

export interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string
  /** The checkbox's id (and its hint's prefix); the name unless two forms on a page share names. */
  id?: string | undefined
  label: string
  hint?: string | undefined
  /** The translated error of this checkbox, if the last submit had one (a confirmation left unticked). */
  error?: string | undefined
}

/** A checkbox with its label after it, a hint and its error below, described by both. */
export function CheckboxField({ name, id = name, label, hint, error, ...input }: CheckboxFieldProps) {
  return (
    <div className="checkbox-field">
      <input
        type="checkbox"
        id={id}
        name={name}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? 'true' : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  )
}

/**
 * The message box at the top of a form, focused when the page loads, so it
 * is what a screen reader reads first after a submit: an error summary (the
 * fields follow) or a confirmation. A page opened at a fragment (a goal just
 * saved) focuses that target instead, as browsers skip `autofocus` then.
 */
export function FormMessage({ error, success }: { error?: string | undefined; success?: string | undefined }) {
  if (error) {
    return (
      <div className="form-errors" role="alert" tabIndex={-1} autoFocus>
        {error}
      </div>
    )
  }
  if (success) {
    return (
      <div className="form-success" role="status" tabIndex={-1} autoFocus>
        {success}
      </div>
    )
  }
  return null
}
