/**
 * Moves focus to an element held in a ref. Read structurally because island
 * code is type-checked without the DOM library (it also renders on the server).
 */
export function focusElement(target: object | null): void {
  if (target && 'focus' in target && typeof target.focus === 'function') target.focus()
}
