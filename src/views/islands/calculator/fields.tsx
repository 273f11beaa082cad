import type { ReactNode } from 'react'

/**
 * The value of a changed input or select. Read structurally because the
 * worker type-checks this file without the DOM library.
 */
export function controlValue(target: object): string {
  return 'value' in target && typeof target.value === 'string' ? target.value : ''
}

/** Whether a changed checkbox is ticked (read structurally, like `controlValue`). */
export function controlChecked(target: object): boolean {
  return 'checked' in target && target.checked === true
}

/** Ids of a control and its hint and error, prefixed so they cannot clash with the rest of the page. */
export function fieldIds(name: string) {
  const id = `calculator-${name}`
  return { id, hint: `${id}-hint`, error: `${id}-error` }
}

interface FieldFrameProps {
  name: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  children: ReactNode
}

/** Label, control, hint and error of one field (`field` styles), shared by inputs and selects. */
export function FieldFrame({ name, label, hint, error, children }: FieldFrameProps) {
  const ids = fieldIds(name)
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      {children}
      {hint && (
        <p className="field-hint" id={ids.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The accessibility attributes that tie a control to its hint and error. */
export function describedBy(name: string, hint: string | undefined, error: string | undefined) {
  const ids = fieldIds(name)
  const described = [hint && ids.hint, error && ids.error].filter(Boolean).join(' ')
  return {
    id: ids.id,
    'aria-describedby': described || undefined,
    'aria-invalid': error ? ('true' as const) : undefined,
  }
}

interface TextFieldProps {
  name: string
  label: string
  value: string
  onValue: (value: string) => void
  hint?: string | undefined
  error?: string | undefined
  /** Numbers are typed as text (`12,50` in German) and read by the shared schema. */
  numeric?: boolean
  placeholder?: string | undefined
  maxLength?: number | undefined
}

/** A text or number input with label, hint and error. */
export function TextField({ name, label, value, onValue, hint, error, numeric = false, placeholder, maxLength }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      <input
        {...describedBy(name, hint, error)}
        name={name}
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onValue(controlValue(event.currentTarget))}
      />
    </FieldFrame>
  )
}

interface SelectFieldProps {
  name: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onValue: (value: string) => void
  error?: string | undefined
}

/** A labelled select. */
export function SelectField({ name, label, value, options, onValue, error }: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} error={error}>
      <select
        {...describedBy(name, undefined, error)}
        name={name}
        value={value}
        onChange={(event) => onValue(controlValue(event.currentTarget))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
