import type { LiveMessage } from '../../lib/live/change.ts'
import { HEARTBEAT_MS, reconnectDelay, TIMEOUT_MS } from '../../lib/live/schedule.ts'
import { UNREACHABLE_EVENT } from '../browser/reachability.ts'
import { isLeaving } from '../page-leaving.ts'

/** What the connection reports. */
export interface LiveHandlers {
  /** A change (or other message) on the user's topic. */
  message(message: LiveMessage): void
  /** Live updates are on (the relay joined) or off (cannot connect, lost, or the relay lost Realtime). */
  status(on: boolean): void
  /** Back after a gap (offline, hidden tab, renewal): changes may have been missed, so refetch. */
  resync(): void
  /** The relay answered but refused to stream (no session any more, or an outage): the page may ask whether it is still signed in. */
  refused(): void
}

/**
 * Listens to the worker's relay (`GET /api/realtime`, server-sent events)
 * on a fixed reconnect schedule. EventSource's own retry cannot express it, so on
 * any error the source is closed and reopened after 1 s, 2 s, 5 s, then
 * every 10 s. The relay answers with a heartbeat at once and then every
 * 30 s: 10 s without its first event, or 30 s + 10 s without any event
 * later, counts as a timeout. The relay ends the stream when it loses
 * Realtime (after `offline`), which is an error here too. `renew` (the
 * relay's token is about to expire) reconnects at once, through the session
 * middleware that refreshes the cookies. While the tab is hidden the
 * connection is closed; when it is visible again it reconnects. After any gap (error, timeout, hidden tab,
 * renewal, the relay offline) `resync` follows once it is live again; the
 * first join after the page loaded does not resync, the page's data is
 * only as old as the page. The relay is the page's probe of the site: a
 * request elsewhere in the page that could not connect (`UNREACHABLE_EVENT`)
 * reopens it at once, so the page says live updates are off only when the
 * relay cannot connect either, and the relay answering again says the site
 * is back. A relay that answers without streaming (`refused`) lets the page
 * check its session. `navigator.onLine` decides nothing (behind some VPNs it says
 * offline while the site answers); the browser's `online` event only brings
 * the next try forward. The answer stops listening for good: a page that
 * signs out calls it first, so that no connection opening meanwhile is
 * refused by the session just ended; a page already being left when this
 * starts (a form sent while its script was on its way) opens none.
 */
export function connectLive(url: string, handlers: LiveHandlers): () => void {
  let stopped = false
  let source: EventSource | undefined
  let tries = 0
  let missed = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let watchdog: ReturnType<typeof setTimeout> | undefined

  const close = () => {
    source?.close()
    source = undefined
    clearTimeout(retry)
    clearTimeout(watchdog)
  }
  const fail = () => {
    close()
    missed = true
    handlers.status(false)
    tries += 1
    retry = setTimeout(open, reconnectDelay(tries))
  }
  /** Counts the connection as failed unless an event comes within `ms`. */
  const expectEventWithin = (ms: number) => {
    clearTimeout(watchdog)
    watchdog = setTimeout(fail, ms)
  }
  const alive = () => expectEventWithin(HEARTBEAT_MS + TIMEOUT_MS)
  const open = () => {
    close()
    if (stopped || document.hidden || isLeaving()) return
    const events = new EventSource(url)
    source = events
    expectEventWithin(TIMEOUT_MS)
    events.onerror = () => {
      // An answer that is no stream (401, 503) closes an EventSource for good; a lost connection or an ended stream leaves it reconnecting.
      if (events.readyState === EventSource.CLOSED) handlers.refused()
      fail()
    }
    events.onmessage = (event: MessageEvent<string>) => {
      alive()
      handlers.message(JSON.parse(event.data) as LiveMessage)
    }
    events.addEventListener('heartbeat', alive)
    events.addEventListener('renew', () => {
      missed = true
      open()
    })
    events.addEventListener('offline', () => {
      alive()
      missed = true
      handlers.status(false)
    })
    events.addEventListener('online', () => {
      alive()
      tries = 0
      handlers.status(true)
      if (missed) handlers.resync()
      missed = false
    })
  }

  window.addEventListener(UNREACHABLE_EVENT, () => {
    // Asks the site at once: a relay that connects again says it is there (one request lost on its way is no outage), one that cannot says offline.
    if (!source) return
    missed = true
    open()
  })
  window.addEventListener('online', () => {
    if (!source) open()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) {
      close()
      missed = true
      return
    }
    tries = 0
    open()
  })
  open()
  return () => {
    stopped = true
    close()
  }
}
