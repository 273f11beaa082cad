/** An address waiting for the next paint (`replaceUrlAfterPaint`), or null. */
let waiting: string | null = null

/** Shows a new address (path and query) without a navigation or a new history entry; the same address is left alone. */
export function replaceUrl(url: string): void {
  waiting = null
  if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url)
}

/**
 * Shows a new address once the browser has painted what the current event
 * changed (after the next frame, in a task of its own): on a slow phone
 * `history.replaceState` costs about as much as a keystroke's render, and the
 * keystroke's answer would wait for it. An address asked for before then
 * replaces the waiting one, and `replaceUrl` cancels it.
 */
export function replaceUrlAfterPaint(url: string): void {
  const scheduled = waiting !== null
  waiting = url
  if (scheduled) return
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (waiting !== null) replaceUrl(waiting)
    }),
  )
}
