/** The room left between a control scrolled clear and the overlay that covered it. */
const CLEARANCE_PX = 16

/**
 * Scrolls the focused element clear of `overlay`, something the page docks
 * over its content at the bottom of the screen (the calculator's result on a
 * phone, the dashboard's selection bar and Undo, the offline pill), when the overlay
 * covers it in the next frame: instantly, just far enough. Chromium scrolls
 * a control the keyboard reaches only when it is off screen, and a control
 * under an overlay is on screen; the overlay's height may change with its
 * text, its language and the zoom, so no fixed scroll padding fits it.
 */
export function scrollFocusClearOf(overlay: Element | null): void {
  const field = document.activeElement
  if (!overlay || !(field instanceof HTMLElement) || overlay.contains(field)) return
  const clear = () => {
    if (document.activeElement !== field) return
    const covering = overlay.getBoundingClientRect()
    const own = field.getBoundingClientRect()
    const overlaps = own.bottom > covering.top && own.top < covering.bottom && own.right > covering.left && own.left < covering.right
    if (covering.height > 0 && overlaps) window.scrollBy({ top: own.bottom - covering.top + CLEARANCE_PX, behavior: 'instant' })
  }
  // Next frame, after the browser's own scroll to the control; and once a smooth scroll to it has ended.
  requestAnimationFrame(clear)
  window.addEventListener('scrollend', clear, { once: true })
}

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
    if (docked && island.contains(document.activeElement)) scrollFocusClearOf(result)
  }
  new ResizeObserver(clear).observe(result)
  island.addEventListener('focusin', clear)
}
