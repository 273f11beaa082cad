/** The mark on `<html>` while the page is being left: a form was sent and no script kept it here. */
const LEAVING = 'data-leaving'

/**
 * Marks the page as being left, or as staying again (brought back from the
 * back-forward cache). The script starter sets it; a script that was already
 * on its way when the form was sent reads it, so it opens no connection with
 * a session the form may be ending (signing out).
 */
export function markLeaving(on: boolean): void {
  document.documentElement.toggleAttribute(LEAVING, on)
}

/** Whether the page is being left (see `markLeaving`). */
export function isLeaving(): boolean {
  return document.documentElement.hasAttribute(LEAVING)
}
