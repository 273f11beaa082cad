/**
 * How a page knows that the service worker answered it from what it kept,
 * because the network could not bring it: the worker adds this metric to
 * the kept page's `Server-Timing`, with the script that page runs as that
 * offline answer in its description (`src/client/islands/offline.ts`, the
 * offline page's own script), which the page reads back from its
 * navigation's timing entry. The kept copy itself stays the guest's page it
 * was, no HTML is changed, and a page the server answered never loads the
 * script.
 */
export const OFFLINE_ANSWER = 'offline'

/** The metric an offline answer adds beside `OFFLINE_ANSWER` when it stands in for the answer to a sent form. */
export const FORM_UNANSWERED = 'unanswered'

/**
 * The kept page as the answer to a navigation the network could not bring:
 * the same bytes, marked `OFFLINE_ANSWER` with its script, and
 * `FORM_UNANSWERED` too when that navigation sent a form.
 */
export function asOfflineAnswer(kept: Response, script: string, sentForm = false): Response {
  const headers = new Headers(kept.headers)
  headers.append('Server-Timing', `${OFFLINE_ANSWER};desc="${script}"${sentForm ? `, ${FORM_UNANSWERED}` : ''}`)
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers })
}

/** The metrics of this page's own answer (`Server-Timing`). */
const pageTimings = () => (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])[0]?.serverTiming ?? []

/** On the service worker's offline answer (`asOfflineAnswer`), the script it names; undefined on a page the server answered. */
export function offlineAnswerScript(): string | undefined {
  return pageTimings().find(({ name }) => name === OFFLINE_ANSWER)?.description || undefined
}

/** Whether this page is the offline answer standing in for the answer to a sent form. */
export function isUnansweredForm(): boolean {
  return pageTimings().some(({ name }) => name === FORM_UNANSWERED)
}
