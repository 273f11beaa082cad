import { memo, useMemo } from 'react'
import type { CalculatorField } from '../../../lib/calculation/fields.ts'
import type { SalaryField } from '../../../lib/calculation/salary.ts'
import { Field } from '../../components/field.tsx'
import { controlValue, pastedText } from '../dom.ts'

/** A calculator control's id, prefixed so it cannot clash with the rest of the page (`#calculator-rate`, `#calculator-salary`). */
export function fieldId(name: CalculatorField | SalaryField): string {
  return `calculator-${name}`
}

/** What every calculator field shows and reports: the typed text, and each change of it. */
export interface CalculatorFieldProps {
  name: CalculatorField
  label: string
  value: string
  onValue: (value: string) => void
  hint?: string | undefined
  error?: string | undefined
}

interface TextFieldProps extends CalculatorFieldProps {
  /** Numbers are typed as text (`12,50` in German) and read by the field rules. */
  numeric?: boolean
  placeholder?: string | undefined
  maxLength?: number | undefined
  /** Text pasted into the field; true when it was taken care of, so the browser does not paste it as well. */
  onPasteText?: ((text: string) => boolean) | undefined
}

/** A text or number input of the calculator; memoized, so a keystroke re-renders only the field it changed. */
export const TextField = memo(function TextField({ value, onValue, numeric = false, onPasteText, ...field }: TextFieldProps) {
  return (
    <Field
      {...field}
      id={fieldId(field.name)}
      type="text"
      inputMode={numeric ? 'decimal' : undefined}
      // A number has no spelling to check, and the browser's checker lays the page out again after each keystroke.
      spellCheck={numeric ? false : undefined}
      autoComplete="off"
      value={value}
      onChange={(event) => onValue(controlValue(event.currentTarget))}
      onPaste={onPasteText && ((event) => onPasteText(pastedText(event.clipboardData)) && event.preventDefault())}
    />
  )
})

interface SelectFieldProps extends CalculatorFieldProps {
  options: readonly { value: string; label: string }[]
}

/** A select of the calculator; memoized like `TextField`. */
export const SelectField = memo(function SelectField({ value, onValue, options, ...field }: SelectFieldProps) {
  // The same option elements every render, so a keystroke elsewhere does not walk the 35 currencies again.
  const optionList = useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    [options],
  )
  return (
    <Field {...field} id={fieldId(field.name)}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onValue(controlValue(event.currentTarget))}>
          {optionList}
        </select>
      )}
    </Field>
  )
})
