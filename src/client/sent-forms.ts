/**
 * How long a form sent from a page that is still here counts as on its way:
 * the answer comes within the 5.5 s an unreachable backend may cost, so one
 * still missing after this never navigated (a download, a failed request)
 * and the form may be sent again.
 */
const ON_ITS_WAY_MS = 10_000

const sent = new Set<EventTarget>()

/**
 * Whether a form may be sent now: false for a second or third click while
 * its first sending is on its way, which would do the write again (a goal
 * added twice, savings counted twice, a password changed and then refused as
 * wrong). The page's own scripts are not needed: the head's starter calls it
 * for every form sent without a script of the page taking it over.
 */
export function mayBeSent(form: EventTarget | null): boolean {
  if (!form) return true
  if (sent.has(form)) return false
  sent.add(form)
  setTimeout(() => sent.delete(form), ON_ITS_WAY_MS)
  return true
}

/** Forgets the forms sent: the page came back from the back-forward cache, and its forms may be used again. */
export function forgetSentForms(): void {
  sent.clear()
}
