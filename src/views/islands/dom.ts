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

/** What an open `<details>` holds in its first input (empty when it has none); undefined while it is closed. */
export function openDisclosureValue(details: object | null): string | undefined {
  if (!details || !('open' in details) || !details.open) return undefined
  if (!('querySelector' in details) || typeof details.querySelector !== 'function') return undefined
  const input = details.querySelector('input') as object | null
  return input ? controlValue(input) : ''
}

/** Whether a changed checkbox is ticked. */
export function controlChecked(target: object): boolean {
  return 'checked' in target && target.checked === true
}

/**
 * Enter in a text field presses its form's first submit button; in a field
 * of a `data-enter-group` block (the salary helper, the product link) it
 * presses that block's own button instead, as a person expects there. For
 * a form's `onKeyDown`.
 */
export function pressGroupButtonOnEnter(event: { key: string; target: object; nativeEvent: object; preventDefault(): void }): void {
  const { key, target, nativeEvent } = event
  if (key !== 'Enter' || ('isComposing' in nativeEvent && nativeEvent.isComposing === true)) return
  if (!('tagName' in target) || target.tagName !== 'INPUT' || !('closest' in target) || typeof target.closest !== 'function') return
  const button: unknown = target.closest('[data-enter-group]')?.querySelector('button[type="submit"]')
  if (!button || typeof button !== 'object' || !('click' in button) || typeof button.click !== 'function') return
  event.preventDefault()
  button.click()
}

/** The plain text a paste event carries (`clipboardData`), empty when it carries none. */
export function pastedText(clipboard: object): string {
  if (!('getData' in clipboard) || typeof clipboard.getData !== 'function') return ''
  const text: unknown = clipboard.getData('text')
  return typeof text === 'string' ? text : ''
}
