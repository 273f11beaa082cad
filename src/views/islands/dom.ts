/*
 * Island code renders on the server too and is type-checked without the DOM
 * library, so it reads event targets and refs structurally.
 */

/** Moves focus to an element held in a ref. */
export function focusElement(target: object | null): void {
  if (target && 'focus' in target && typeof target.focus === 'function') target.focus()
}

/** The value of a changed input or select. */
export function controlValue(target: object): string {
  return 'value' in target && typeof target.value === 'string' ? target.value : ''
}

/** Whether a changed checkbox is ticked. */
export function controlChecked(target: object): boolean {
  return 'checked' in target && target.checked === true
}

/**
 * Focuses the element at `index` among a container's matches for
 * `selector`, or the last one when there are fewer; false when there is none.
 * @example focusNth(listRef.current, '.dashboard-item-title', 3)
 */
export function focusNth(container: object | null, selector: string, index: number): boolean {
  if (!container || !('querySelectorAll' in container) || typeof container.querySelectorAll !== 'function') return false
  const matches = container.querySelectorAll(selector) as ArrayLike<object>
  const target = matches[Math.min(index, matches.length - 1)]
  if (!target) return false
  focusElement(target)
  return true
}
