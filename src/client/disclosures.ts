/**
 * Disclosures close as people expect. Each is a `<details>` that opens and
 * closes on its summary without JavaScript (the phone's menu, a goal's edit
 * form, a comparison's delete question, a FAQ answer); this adds Escape:
 * the open one holding the keyboard's focus closes, the focus back on its
 * summary, else the open phone menu does. The menu also closes on a click
 * or tap anywhere outside it, and when the keyboard's focus leaves it, so it
 * never stays open over what the focus moved to. On wide screens the menu's
 * content is always shown and its button hidden, so none of that does
 * anything there.
 */
const menu = document.querySelector<HTMLDetailsElement>('details.nav-menu')

/** Whether something of the page lies outside the menu. */
const isOutside = (target: EventTarget | null) => target instanceof Node && !menu?.contains(target)

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return
  const focused = document.activeElement
  const open = focused?.closest<HTMLDetailsElement>('details[open]') ?? (menu?.open ? menu : null)
  if (!open) return
  open.open = false
  if (open.contains(focused)) open.querySelector('summary')?.focus()
})
document.addEventListener('click', (event) => {
  if (menu?.open && isOutside(event.target)) menu.open = false
})
menu?.addEventListener('focusout', (event) => {
  if (menu.open && event.relatedTarget && isOutside(event.relatedTarget)) menu.open = false
})

export {}
