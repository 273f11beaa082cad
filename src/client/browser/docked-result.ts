/**
 * On a phone the calculator's result docks to the bottom of the screen
 * while the item's fields are in view (`styles/calculator.css`), and grows
 * with the result: a price in another currency adds its conversion, five
 * lines more. The field being typed in would end up under it. This keeps
 * the page's bottom scroll padding equal to the docked result's height (on
 * the root's own style: a custom property there would restyle the whole
 * page at each change), so a field that gets the focus scrolls clear of it,
 * and scrolls the focused field clear again whenever the result grows over it.
 * Where the result does not dock (wide screens, where it sits beside the
 * fields), it does nothing.
 */
export function keepFocusClearOfResult(island: HTMLElement): void {
  const result = island.querySelector<HTMLElement>('.calculator-result')
  if (!result) return
  const page = document.documentElement
  const clear = () => {
    const docked = getComputedStyle(result).bottom !== 'auto'
    page.style.scrollPaddingBottom = docked ? `calc(${result.offsetHeight}px + var(--space-4))` : ''
    const field = document.activeElement
    if (!docked || !(field instanceof HTMLElement) || !island.contains(field) || result.contains(field)) return
    // Next frame: the scroll padding just set is not yet the one scrolling reads.
    if (field.getBoundingClientRect().bottom > result.getBoundingClientRect().top)
      requestAnimationFrame(() => field.scrollIntoView({ block: 'nearest', behavior: 'instant' }))
  }
  new ResizeObserver(clear).observe(result)
  island.addEventListener('focusin', clear)
}
