import { isTableChange, LIVE_EVENT, type LiveEventDetail, type LiveTable } from '../../lib/live/change.ts'
import { coalesce } from '../../lib/live/coalesce.ts'
import { pageOwner } from '../browser/page-owner.ts'
import { connectLive } from '../live/connection.ts'
import { forgetUnsaved, sendUnsaved } from '../live/offline-saves.ts'
import { refreshRegions } from '../live/regions.ts'

/*
 * The live client, loaded on every page of a signed-in user (never a
 * guest's): it listens to the worker's relay, tells the islands what
 * changed (a `LIVE_EVENT` on window; the dashboard refetches through the
 * JSON API), refreshes the page's server-rendered live regions itself, and
 * fills the quiet connection indicator while live updates are off. It also
 * sends the calculations saved without a connection, now and whenever the
 * connection comes back, and says so; those the user kept and never sent are
 * forgotten when they sign out.
 */

const indicator = document.getElementById('live-status')
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

connectLive('/api/realtime', {
  message(message) {
    tell(message)
    if (isTableChange(message)) refresh(message.table)
  },
  status(on) {
    if (!indicator) return
    indicator.dataset.state = on ? 'online' : 'offline'
    indicator.textContent = on ? '' : (indicator.dataset.offline ?? '')
  },
  resync() {
    tell({ resync: true })
    refresh(null)
  },
})

const savedNotice = document.getElementById('offline-saved')
const owner = pageOwner()
const sendKept = () =>
  void sendUnsaved(document.documentElement.lang, owner).then((saved) => {
    if (saved && savedNotice) savedNotice.textContent = savedNotice.dataset.saved ?? ''
  })
sendKept()
window.addEventListener('online', sendKept)
document.addEventListener('submit', (event) => {
  const form = event.target
  if (form instanceof HTMLFormElement && savedNotice?.dataset.signOut && form.getAttribute('action') === savedNotice.dataset.signOut)
    forgetUnsaved(owner)
})
