/**
 * The phone's menu closes as a menu does. It is the header's `<details>`
 * disclosure, which opens and closes on its button without JavaScript; this
 * adds Escape (focus goes back to the button) and a click or tap anywhere
 * outside it. On wide screens the menu's content is always shown and its
 * button hidden, so neither does anything there.
 */
const menu = document.querySelector<HTMLDetailsElement>('details.nav-menu')

menu?.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || !menu.open) return
  menu.open = false
  menu.querySelector('summary')?.focus()
})
document.addEventListener('click', (event) => {
  if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false
})

export {}
