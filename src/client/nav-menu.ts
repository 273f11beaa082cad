/**
 * The phone's menu closes as a menu does. It is the header's `<details>`
 * disclosure, which opens and closes on its button without JavaScript; this
 * adds Escape (focus goes back to the button when it was in the menu), a
 * click or tap anywhere outside it, and the keyboard's focus leaving it, so
 * it never stays open over what the focus moved to. On wide screens the
 * menu's content is always shown and its button hidden, so none of this
 * does anything there.
 */
const menu = document.querySelector<HTMLDetailsElement>('details.nav-menu')

/** Whether something of the page lies outside the menu. */
const isOutside = (target: EventTarget | null) => target instanceof Node && !menu?.contains(target)

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || !menu?.open) return
  const focusWasInside = menu.contains(document.activeElement)
  menu.open = false
  if (focusWasInside) menu.querySelector('summary')?.focus()
})
document.addEventListener('click', (event) => {
  if (menu?.open && isOutside(event.target)) menu.open = false
})
menu?.addEventListener('focusout', (event) => {
  if (menu.open && event.relatedTarget && isOutside(event.relatedTarget)) menu.open = false
})

export {}
