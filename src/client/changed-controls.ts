import type { EarlyControl } from '../views/islands/early-input.ts'

/** A form control: what `isChanged` and `changedControls` read. */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const CONTROLS = 'input, textarea, select'

/** Whether a control is a checkbox or radio, whose state is `checked` rather than its value. */
export const isCheckable = (control: Control): control is HTMLInputElement => /^(checkbox|radio)$/.test(control.type)

/**
 * Whether a form control holds something the person changed from what the
 * server's HTML gave it (typed text, a tick, a chosen option) and has not
 * sent: its state differs from its default (the `value`, `checked` and
 * `selected` attributes the page came with).
 */
export function isChanged(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected)
  return isCheckable(control) ? control.checked !== control.defaultChecked : control.value !== control.defaultValue
}

/** Whether any form control inside `root` holds a change the person has not sent. */
export function holdsChanges(root: ParentNode): boolean {
  return [...root.querySelectorAll<Control>(CONTROLS)].some(isChanged)
}

/** The named form controls inside `root` that the person changed and has not sent. */
export function changedFields(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>(CONTROLS)].filter((control) => control.name && isChanged(control))
}

/**
 * The named form controls inside `root` that the person changed, each as
 * its form would send it (a checkbox or radio with whether it is ticked):
 * what an island adopts as it hydrates (`useEarlyInput`).
 * @example changedControls(island) // [{ name: 'rate', value: '40' }, { name: 'workweek', value: '1', checked: true }]
 */
export function changedControls(root: ParentNode): EarlyControl[] {
  return changedFields(root).map((control) => ({
    name: control.name,
    value: control.value,
    checked: isCheckable(control) ? control.checked : undefined,
  }))
}
