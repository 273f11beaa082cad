/*
 * Whether the site can be reached is what requests find out, never
 * `navigator.onLine`: behind some VPNs, on a machine with only loopback and
 * on some captive networks it says offline while the site answers. A
 * request that cannot connect (fetch's TypeError, also when the service
 * worker has no answer) is offline; one that is answered is online.
 */

/** The lightest address the site answers: the build's id, never cached (`routes/latest-build.ts`), before any session work. */
const PROBE = '/builds/latest.json'

/** How long the site may take to answer before it counts as out of reach, as a connection that never comes up does. */
const PROBE_TIMEOUT_MS = 4000

/**
 * The window event a request that could not connect sends
 * (`reportUnreachable`): the live client then opens its relay again at
 * once, which says whether the site is there: connected, it reads again
 * what may have changed; not, it says live updates are off and asks again
 * on its schedule (`src/client/live/connection.ts`).
 */
export const UNREACHABLE_EVENT = 'timeprice:unreachable'

/** Tells the page a request could not connect, so the live client checks the connection. */
function reportUnreachable(): void {
  window.dispatchEvent(new Event(UNREACHABLE_EVENT))
}

/** `fetch`, telling the page when the request could not connect (a TypeError; an abort is no such news). */
export function reportingFetch(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, init).catch((error: unknown) => {
    if (error instanceof TypeError) reportUnreachable()
    throw error
  })
}

/** Whether the site answers now: any response counts; no connection, or no answer within `PROBE_TIMEOUT_MS`, does not. */
export function siteAnswers(): Promise<boolean> {
  return fetch(PROBE, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    () => true,
    () => {
      reportUnreachable()
      return false
    },
  )
}
