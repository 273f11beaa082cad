/**
 * Tells an open tab that a newer build has shipped: every 10 minutes and
 * whenever the tab becomes visible it asks `/builds/latest.json` for the
 * current build's id and, when it differs from the one the page was built
 * with, shows the notice the server rendered hidden in the page's status
 * region (`views/layout/version-notice.tsx`), busy while it asks. Reloading
 * is the reader's choice; after an offered reload the check waits out the
 * 10 s guard, so a stale cache can never make it loop. Once the page
 * has loaded and the browser is idle, it registers the service worker
 * (`/sw.js`), which keeps the calculator for offline use, so the worker adds
 * nothing to the first load. No React and no messages here: every page
 * ships these few hundred bytes.
 */
const CHECK_EVERY_MS = 10 * 60 * 1000
const RELOAD_GUARD_MS = 10_000
const RELOADED_AT = 'versionReloadedAt'

const region = document.querySelector<HTMLElement>('[data-build-id]')
const notice = region?.firstElementChild as HTMLElement | null | undefined

/** Asks for the latest build; shows the notice when it is not this page's, unless an offered reload just happened. */
async function check(): Promise<void> {
  if (!region || !notice?.hidden || document.hidden) return
  region.ariaBusy = 'true'
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) >= RELOAD_GUARD_MS) {
      const response = await fetch('/builds/latest.json')
      notice.hidden = !response.ok || (await response.json()).id === region.dataset.buildId
    }
  } catch {
    // Offline, mid-deploy or storage blocked: the next check asks again.
  }
  region.ariaBusy = null
}

notice?.querySelector('button')?.addEventListener('click', () => {
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()))
  } catch {
    // Blocked storage: the reload still happens, only the guard is lost.
  }
  location.reload()
})
document.addEventListener('visibilitychange', check)
setInterval(check, CHECK_EVERY_MS)
// This script starts after first paint, so `load` does not say the tab is watched; this mark does.
if (region) region.dataset.watching = ''
/**
 * Registers the service worker when the browser is idle, or after
 * `REGISTER_WITHIN_MS` at the latest: a main thread that is never idle (a
 * slow phone, a busy page) must not keep the calculator from being kept
 * offline. This script starts after first paint, often after `load`.
 */
const REGISTER_WITHIN_MS = 3000
const register = () => void navigator.serviceWorker?.register('/sw.js').catch(() => undefined)
const registerServiceWorker = () =>
  'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: REGISTER_WITHIN_MS }) : setTimeout(register)
if (document.readyState === 'complete') registerServiceWorker()
else addEventListener('load', registerServiceWorker)

export {}
