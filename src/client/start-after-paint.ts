/**
 * Starts a page's scripts (its islands, the live client, the version check)
 * once the browser has shown the page's first content, so that first paint
 * needs the HTML alone: no script is fetched, parsed or run before it. The
 * page works before they arrive: every island is rendered on the server and
 * its forms post without JavaScript. The head inlines this file's build with
 * the request's nonce and the scripts' URLs in `data-src`; the CSP's
 * `'strict-dynamic'` lets a nonce'd script load them. A browser that cannot
 * tell when it painted starts them at once, and one that has not reported a
 * paint 3 s after `load` starts them then.
 *
 * They run only once the document is parsed, as `<script type="module">`
 * would: a streamed page paints its shell first, and an island that is still
 * streaming (the dashboard behind its Suspense boundary) must be in the
 * document before its script looks for it. While the page still streams,
 * they are fetched at once (`modulepreload`) and run at `DOMContentLoaded`.
 */
const script = document.currentScript
const urls = script?.dataset.src?.split(' ') ?? []

/** Runs every script; a failure is reported as an uncaught error, as a failed `<script>` would be. */
function runAll(): void {
  for (const url of urls) import(url).catch(reportError)
}

/** Starts the scripts (called once): run now if the document is parsed, else fetch now and run when it is. */
function start(): void {
  if (document.readyState !== 'loading') return runAll()
  for (const url of urls) {
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.href = url
    preload.nonce = script?.nonce ?? ''
    document.head.append(preload)
  }
  document.addEventListener('DOMContentLoaded', runAll, { once: true })
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
