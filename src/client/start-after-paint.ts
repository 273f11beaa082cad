/**
 * Starts a page's scripts (its islands, the live client, the version check)
 * once the browser has shown the page's first content, so that first paint
 * needs the HTML alone: no script is fetched, parsed or run before it. The
 * page works before they arrive: every island is rendered on the server and
 * its forms post without JavaScript. The head inlines this file's build with
 * the request's nonce and the scripts' URLs in `data-src`; the CSP's
 * `'strict-dynamic'` lets a nonce'd script `import()` them. A browser that
 * cannot tell when it painted starts them at once.
 */
const urls = document.currentScript?.dataset.src?.split(' ') ?? []
let started = false

/** Imports every script once; a failure is reported as an uncaught error, as a failed `<script>` would be. */
function start(): void {
  if (started) return
  started = true
  for (const url of urls) import(url).catch(reportError)
}

if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
} else {
  start()
}

export {}
