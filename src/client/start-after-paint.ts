/**
 * Starts a page's scripts (its islands, the live client, every page's own)
 * once the browser has shown the page's first content, so that first paint
 * needs the HTML alone: no script is fetched, parsed or run before it. The
 * page works before they arrive: every island is rendered on the server and
 * its forms post without JavaScript. The head inlines this file's build with
 * the request's nonce and the scripts' URLs in `data-src`; the CSP's
 * `'strict-dynamic'` lets a nonce'd script load them. A browser that cannot
 * tell when it painted starts them at once, and one that has not reported a
 * paint 3 s after `load` starts them then.
 *
 * They are all fetched at once (`modulepreload`), then run one after the
 * other in the listed order (chunks before the entry that imports them),
 * each in a task of its own: evaluated together, React's chunk and an
 * island's entry made one long task that kept the page from answering.
 * They run only once the document is parsed, as `<script type="module">`
 * would: a streamed page paints its shell first, and an island that is still
 * streaming (the dashboard behind its Suspense boundary) must be in the
 * document before its script looks for it.
 */
import { hasWaitingDraft } from './browser/form-draft-store.ts'
import { isLeaving, markLeaving } from './page-leaving.ts'
import { forgetSentForms, mayBeSent } from './sent-forms.ts'

const script = document.currentScript
const urls = script?.dataset.src?.split(' ') ?? []

/** Lets the browser handle what waits (input, a paint) before the next script runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/** The longest a form sent before the page's scripts ran waits for them. */
const SCRIPTS_WAIT_MS = 5000
let scriptsRan = false
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined

/**
 * A form sent before the page's scripts ran while a draft waits in this tab
 * (`hasWaitingDraft`: a form that got no answer, a refused one left with the
 * back button): the browser may already have filled the form in again, and
 * the keeper of typed input, one of those scripts, gives it back the write
 * key it was first sent with. So it is held until they ran (5 s at most)
 * and sent then, making its write once rather than again under the page's
 * new key.
 */
function holdsForDraft(event: SubmitEvent): boolean {
  if (scriptsRan || !(event.target instanceof HTMLFormElement) || !hasWaitingDraft()) return false
  event.preventDefault()
  if (!held) setTimeout(sendHeld, SCRIPTS_WAIT_MS)
  held = { form: event.target, submitter: event.submitter }
  return true
}

/** The page's scripts ran (or were waited for long enough): a form held for them is sent now. */
function sendHeld(): void {
  scriptsRan = true
  const waiting = held
  held = undefined
  waiting?.form.requestSubmit(waiting.submitter)
}

/*
 * Once a form is sent (no script kept the page here), the page is being
 * left: the scripts not run yet never start, and one already on its way
 * reads the mark (`isLeaving`); the live client would otherwise connect with
 * a session the form may be ending (signing out). The same form sent again
 * while the first is on its way (a double click) is not sent
 * (`mayBeSent`). A page brought back from the back-forward cache runs the
 * rest, its forms ready again.
 */
addEventListener('submit', (event) => {
  if (event.defaultPrevented || holdsForDraft(event)) return
  if (!mayBeSent(event.target)) return event.preventDefault()
  markLeaving(true)
})
addEventListener('pageshow', (event) => {
  if (!event.persisted) return
  forgetSentForms()
  if (!isLeaving()) return
  markLeaving(false)
  void runInTurn()
})

/** Runs the scripts in order, each in its own task, until the page is left; a failure is reported as an uncaught error, as a failed `<script>` would be. */
async function runInTurn(): Promise<void> {
  for (const url of urls) {
    if (isLeaving()) return
    await import(url).catch(reportError)
    await nextTask()
  }
  sendHeld()
}

/** Starts the scripts (called once): fetches them all now, and runs them now if the document is parsed, else when it is. */
function start(): void {
  for (const url of urls) {
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.href = url
    preload.nonce = script?.nonce ?? ''
    document.head.append(preload)
  }
  if (document.readyState !== 'loading') void runInTurn()
  else document.addEventListener('DOMContentLoaded', () => void runInTurn(), { once: true })
}

/**
 * How long after `load` the scripts wait for a first paint the browser has
 * not reported: a tab that is not painted (a headless tab behind another
 * one did not paint for 30 s) would otherwise never start them.
 */
const PAINT_WAIT_MS = 3000

let started = false
/** Starts the scripts on the first paint or on `PAINT_WAIT_MS` after `load`, whichever comes first. */
function startOnce(): void {
  if (started) return
  started = true
  start()
}

if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    startOnce()
  }).observe({ type: 'paint', buffered: true })
  addEventListener('load', () => setTimeout(startOnce, PAINT_WAIT_MS), { once: true })
} else {
  start()
}

export {}
