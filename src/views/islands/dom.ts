/*
 * Island code renders on the server too and is type-checked without the DOM
 * library, so it reads event targets and refs structurally.
 */

/** Moves focus to an element held in a ref; `preventScroll` leaves the scrolling to the caller (`revealElement`). */
export function focusElement(target: object | null, options?: { preventScroll: boolean }): void {
  if (target && 'focus' in target && typeof target.focus === 'function') target.focus(options)
}

/** The value of a changed input or select. */
export function controlValue(target: object): string {
  return 'value' in target && typeof target.value === 'string' ? target.value : ''
}

/** Whether a changed checkbox is ticked. */
export function controlChecked(target: object): boolean {
  return 'checked' in target && target.checked === true
}

/** The plain text a paste event carries (`clipboardData`), empty when it carries none. */
export function pastedText(clipboard: object): string {
  if (!('getData' in clipboard) || typeof clipboard.getData !== 'function') return ''
  const text: unknown = clipboard.getData('text')
  return typeof text === 'string' ? text : ''
}
