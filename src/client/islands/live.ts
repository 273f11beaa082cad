import { ACCOUNT_DELETED, isTableChange, LIVE_EVENT, type LiveEventDetail, type LiveTable } from '../../lib/live/change.ts'
import { coalesce } from '../../lib/live/coalesce.ts'
import { scrollFocusClearOf } from '../browser/docked-result.ts'
import { forgetPerson, keepPagePerson, keptPerson, PERSON_KEY } from '../browser/offline-person.ts'
import { pageOwner } from '../browser/page-owner.ts'
import { isLeaving } from '../page-leaving.ts'
import { connectLive } from '../live/connection.ts'
import { forgetUnsaved, sendUnsaved, sendUnsavedEvery } from '../live/offline-saves.ts'
import { refreshRegions } from '../live/regions.ts'
import { SESSION_ENDED_EVENT } from '../session-ended.ts'

/*
 * The live client, loaded on every page of a signed-in user (never a
 * guest's): it listens to the worker's relay, tells the islands what
 * changed (a `LIVE_EVENT` on window; the dashboard refetches through the
 * JSON API), refreshes the page's server-rendered live regions itself, and
 * fills the quiet connection indicator while live updates are off. It also
 * sends the calculations saved without a connection, now and whenever the
 * relay answers again (the site is reachable: `navigator.onLine` is not
 * asked, it says offline behind some VPNs while the site answers), and says
 * so for a few seconds. It keeps the person for the offline copy of a page
 * (`keepPagePerson`); the person and the Saves they kept and never sent are
 * forgotten when they sign out. When the account is deleted the database
 * says so on the user's topic, and every open tab leaves for the goodbye
 * page; a tab that missed it finds its session gone when the relay refuses
 * it, and goes on to the login page. When another tab of this browser signs
 * out, or signs someone else in, this page, rendered for a person no longer
 * signed in here, is loaded again: it would otherwise show their data and
 * send its writes with the cookies of whoever is signed in now.
 */

const indicator = document.getElementById('live-status')
// While the indicator shows, a control the keyboard reaches scrolls clear of it.
document.addEventListener('focusin', () => scrollFocusClearOf(indicator))
const tell = (detail: LiveEventDetail) => window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail }))
const refreshers = new Map<LiveTable | null, () => void>()

/** Refreshes the regions showing `table` (all of them for null), one fetch at a time per table. */
function refresh(table: LiveTable | null) {
  let run = refreshers.get(table)
  if (!run) {
    run = coalesce(() => refreshRegions(table))
    refreshers.set(table, run)
  }
  run()
}

const savedNotice = document.getElementById('offline-saved')
const owner = pageOwner()
/** How long the pill saying the kept Saves are stored stays: it sits over the page's end, and the dashboard lists them. */
const SAVED_NOTICE_MS = 10_000
let savedShown: ReturnType<typeof setTimeout> | undefined
const showSaved = () => {
  if (!savedNotice) return
  savedNotice.textContent = savedNotice.dataset.saved ?? ''
  clearTimeout(savedShown)
  savedShown = setTimeout(() => (savedNotice.textContent = ''), SAVED_NOTICE_MS)
}
/** Sends the Saves kept on this device that are this user's or a guest's; a send that cannot connect keeps them for the next try. */
function sendKept() {
  void sendUnsaved(document.documentElement.lang, owner).then((saved) => saved && showSaved())
}
sendUnsavedEvery(document.documentElement.lang, owner, showSaved)
let deleted = false
/**
 * Loads the page again once the server says nobody is signed in (the session
 * has ended): a login-only page's guard then takes the visitor to the login
 * page, any other page shows a guest's; what is typed in the page's forms
 * is kept first (`SESSION_ENDED_EVENT`). Asked up to `tries` times a second
 * apart, the first after `firstAfterMs`, as a sign-out in another tab may
 * still be on its way to the server. An account deleted meanwhile says so
 * on the relay, and its goodbye page is where this tab goes then, never the
 * login page.
 */
async function reloadOnceSignedOut(tries: number, firstAfterMs = 0) {
  for (let tried = 0; tried < tries; tried++) {
    await new Promise((resolve) => setTimeout(resolve, tried === 0 ? firstAfterMs : 1000))
    const asked = deleted ? null : await fetch('/api/profile').catch(() => null)
    if (deleted) return
    if (asked?.status !== 401) continue
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT))
    return location.reload()
  }
}
/** The account is gone (deleted here, in another tab or on another device): forget what this device keeps of the person and say goodbye. */
function leave() {
  deleted = true
  forgetUnsaved(owner)
  forgetPerson()
  location.replace(savedNotice?.dataset.goodbye ?? '/')
}
const stopLive = connectLive('/api/realtime', {
  message(message) {
    if (deleted) return
    if ('event' in message && message.event === ACCOUNT_DELETED) return leave()
    tell(message)
    if (isTableChange(message)) refresh(message.table)
  },
  refused() {
    // The session may have ended while this tab did not listen (signed out or deleted elsewhere).
    void reloadOnceSignedOut(1)
  },
  status(on) {
    if (on) sendKept()
    if (!indicator) return
    indicator.dataset.state = on ? 'online' : 'offline'
    indicator.textContent = on ? '' : (indicator.dataset.offline ?? '')
  },
  resync() {
    tell({ resync: true })
    refresh(null)
  },
})

keepPagePerson()
sendKept()
addEventListener('storage', (event) => {
  // A page being left (a form of its own on its way) is followed by the next page, rendered for whoever is signed in then.
  if ((event.key !== PERSON_KEY && event.key !== null) || isLeaving()) return
  const kept = keptPerson()
  // Another tab signed someone else in: this page is theirs no more.
  if (kept && kept.id !== owner) return location.reload()
  // Another tab signed out (`null`: the whole storage cleared), or a tab heard the account deleted, which this tab's relay says too: a second for it first.
  if (!kept) void reloadOnceSignedOut(10, 1000)
})
document.addEventListener('submit', (event) => {
  const form = event.target
  if (form instanceof HTMLFormElement && savedNotice?.dataset.signOut && form.getAttribute('action') === savedNotice.dataset.signOut) {
    stopLive()
    forgetUnsaved(owner)
    forgetPerson()
  }
})
