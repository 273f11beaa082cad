import type { EarlyControl } from '../views/islands/early-input.ts'

const CONTROLS = 'input, textarea, select'

/**
 * Whether a form control holds something the person changed from what the
 * server's HTML gave it (typed text, a tick, a chosen option) and has not
 * sent: its state differs from its default (the `value`, `checked` and
 * `selected` attributes the page came with).
 */
export function isChanged(control: Element): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected)
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue
  if (!(control instanceof HTMLInputElement)) return false
  if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked
  return control.value !== control.defaultValue
}

/** Whether any form control inside `root` holds a change the person has not sent. */
export function holdsChanges(root: ParentNode): boolean {
  return [...root.querySelectorAll(CONTROLS)].some(isChanged)
}

/**
 * The named form controls inside `root` that the person changed, each as
 * its form would send it (a checkbox or radio with whether it is ticked):
 * what an island adopts as it hydrates (`useEarlyInput`).
 * @example changedControls(island) // [{ name: 'rate', value: '40' }, { name: 'workweek', value: '1', checked: true }]
 */
export function changedControls(root: ParentNode): EarlyControl[] {
  const changed: EarlyControl[] = []
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CONTROLS)) {
    if (!control.name || !isChanged(control)) continue
    const { name, value } = control
    const checkable = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
    changed.push(checkable ? { name, value, checked: control.checked } : { name, value })
  }
  return changed
}
