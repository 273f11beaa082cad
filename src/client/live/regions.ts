import { holdsChanges } from '../changed-controls.ts'
import { LIVE_CHANGE_HEADER } from '../../lib/live/profile-refresh.ts'

/*
 * Live updates for the server-rendered parts of a page (the goals list, the
 * header's profile link, the dashboard's nearest goal). These pages have no
 * client-side state to patch, so the lightest way that keeps what the user
 * is doing is to fetch the page again and swap, region by region, what is
 * not in use: an element marked `data-live="<tables>"` (with an id) is
 * replaced by its fresh copy unless it holds the focus, a typed but unsent
 * value or an open <details>; then only its children with ids that are
 * free are replaced, new ones inserted and gone ones removed (unless in
 * use themselves), so an open edit and the focus stay where they are.
 */

/** Whether the user is working in this element: focus, an unsent value, an open <details>. */
function inUse(element: Element): boolean {
  const active = document.activeElement
  if (active && active !== document.body && element.contains(active)) return true
  if (element.querySelector('details[open]')) return true
  return holdsChanges(element)
}

/** Puts the fresh copy in place of `current`, keeping what is in use; returns the element now in the page. */
function merge(current: Element, fresh: Element): Element {
  if (!inUse(current)) {
    const copy = document.importNode(fresh, true)
    current.replaceWith(copy)
    return copy
  }
  const keyed = [...fresh.children].filter((child) => child.id)
  const keep = new Set(keyed.map((child) => child.id))
  // Gone from the fresh copy but in use (a goal deleted elsewhere while its edit is open here): it stays, and sending it says what happened.
  for (const child of [...current.children]) if (child.id && !keep.has(child.id) && !inUse(child)) child.remove()
  let previous: Element | null = null
  for (const child of keyed) {
    const existing = [...current.children].find((candidate) => candidate.id === child.id)
    let placed: Element
    if (existing) placed = merge(existing, child)
    else {
      placed = document.importNode(child, true)
      if (previous) previous.after(placed)
      else current.prepend(placed)
    }
    previous = placed
  }
  return current
}

/** The page's live regions that show data of `table` (all of them when `table` is null: a resync). */
function regionsFor(table: string | null): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-live][id]')].filter(
    (region) => table === null || (region.dataset.live ?? '').split(' ').includes(table),
  )
}

/**
 * Brings the regions showing `table` up to date from a fresh copy of this
 * page; does nothing (no request) on a page without such regions.
 */
export async function refreshRegions(table: string | null): Promise<void> {
  const regions = regionsFor(table)
  if (regions.length === 0) return
  const response = await fetch(location.href, {
    headers: { accept: 'text/html', [LIVE_CHANGE_HEADER]: table ?? '' },
    credentials: 'same-origin',
  })
  if (!response.ok) return
  const html = await response.text()
  // Only the body: the head's <style> carries that response's nonce, not this document's, and parsing it would report a CSP violation.
  const page = new DOMParser().parseFromString(html.slice(Math.max(0, html.indexOf('<body'))), 'text/html')
  for (const region of regions) {
    const fresh = page.getElementById(region.id)
    if (fresh && region.isConnected) merge(region, fresh)
  }
}
