import type { Page } from 'playwright-core'

/** What each open page's live client, its relay requests and its Saves did, by page, for failure messages. */
const traces = new Map<Page, string[]>()

/** Seconds since this test file started, on each trace line. */
const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)

/**
 * Records a page's relay requests (`/api/realtime`: sent, answered, failed,
 * ended), its Saves' and its reachability probe's, its navigations, console
 * errors, and every `EventSource` the page opens with the events it gets
 * (through `console.debug`), so that a page that never goes live or never
 * sends what it kept says why (`liveOnline`, `untilKeptSavesSent`,
 * `printTraces`). `launchBrowser` calls it for every page.
 */
export async function traceLive(page: Page): Promise<void> {
  const trace: string[] = []
  traces.set(page, trace)
  page.on('close', () => traces.delete(page))
  const note = (line: string) => trace.push(`${seconds()} s ${line}`)
  const traced = (url: string) =>
    url.includes('/api/realtime')
      ? 'relay'
      : /\/api\/calculations$/.test(url)
        ? 'Save'
        : url.includes('/builds/latest.json')
          ? 'probe'
          : null
  const noteOf = (url: string, what: string) => {
    const name = traced(url)
    if (name) note(`${name} ${what}`)
  }
  page.on('request', (request) => noteOf(request.url(), `request sent (${request.method()})`))
  page.on('response', (response) => noteOf(response.url(), `answered ${response.status()}`))
  page.on('requestfailed', (request) => noteOf(request.url(), `request failed: ${request.failure()?.errorText}`))
  page.on('requestfinished', (request) => noteOf(request.url(), 'response ended'))
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated to ${frame.url()}`))
  page.on('console', (message) => (message.text().startsWith('[live] ') || message.type() === 'error') && note(message.text()))
  page.on('pageerror', (error) => note(`page error: ${error.message}`))
  await page.addInitScript(() => {
    const Native = window.EventSource
    window.EventSource = class TracedEventSource extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        const log = (what: string) => console.debug(`[live] ${what}`)
        log(`EventSource created (document ${document.visibilityState})`)
        this.addEventListener('open', () => log('EventSource open'))
        this.addEventListener('error', () => log(`EventSource error (readyState ${this.readyState})`))
        for (const type of ['heartbeat', 'online', 'offline', 'renew', 'message']) this.addEventListener(type, () => log(`event ${type}`))
      }
      override close() {
        console.debug('[live] EventSource closed by the page')
        super.close()
      }
    }
  })
}

/**
 * Prints what each open page did (`traceLive`): `setup.ts` calls it when a
 * journey fails, so a failure that only a loaded machine shows says what
 * the pages were doing, wherever the journey was waiting.
 */
export async function printTraces(): Promise<void> {
  for (const page of traces.keys()) console.log(`${page.url()}\n${await traceOf(page)}`)
}

/** Where `page` is now and the last 40 lines of what its live client did. */
async function traceOf(page: Page): Promise<string> {
  const trace = traces.get(page) ?? ['(not traced)']
  const now = await page
    .evaluate(
      () =>
        `document ${document.readyState}, ${document.visibilityState}; live status ${document.getElementById('live-status')?.dataset.state}; ` +
        `islands hydrated ${document.querySelectorAll('[data-hydrated]').length}; status ${document.querySelector('[role="status"]:not(:empty)')?.textContent ?? 'none'}; ` +
        `kept ${localStorage.getItem('unsavedCalculations') ?? 'nothing'}`,
    )
    .catch((reason: Error) => `page not readable: ${reason.message}`)
  return `Now: ${now}\nWhat the live client did (the last 40 lines):\n${trace.slice(-40).join('\n')}`
}

/** Throws `error` with what the page's live client did (`traceLive`) and where the page is now. */
async function failWithTrace(page: Page, error: unknown): Promise<never> {
  throw new Error(`${(error as Error).message}\n${await traceOf(page)}`, { cause: error })
}

/**
 * Waits until the page's live client says live updates are on: it starts
 * after first paint, so `load` does not say its relay request has been
 * answered. A test that signs out right after a signed-in page loads waits
 * for this first, or the relay request can reach the worker after the
 * sign-out and fail with a 401 the browser logs. The page is brought to
 * the front first, so that it paints. When it does not go live, the
 * error lists what the page's live client and relay requests did
 * (`traceLive`).
 * @example await liveOnline(page)
 */
export async function liveOnline(page: Page): Promise<void> {
  // The live client starts after the page's first paint, and a headless tab
  // behind another tab of its browser may not paint at all (the document
  // loads, visible, and no script starts), as a real tab behind another
  // paints only once it is shown: the test looks at the page it waits on.
  await page.bringToFront()
  await page
    .locator('#live-status[data-state="online"]')
    .waitFor({ state: 'attached' })
    .catch((error: unknown) => failWithTrace(page, error))
}

/**
 * Waits until the page says the Saves kept on this device are saved (its
 * `#offline-saved` notice reads `saved`), up to `timeout` ms; when it does
 * not, the error lists what the page's live client, relay and Saves did.
 * @example await untilKeptSavesSent(page, messages.offline.save.saved, 30_000)
 */
export async function untilKeptSavesSent(page: Page, saved: string, timeout = 20_000): Promise<void> {
  await page
    .waitForFunction((saved) => document.getElementById('offline-saved')?.textContent === saved, saved, { timeout })
    .catch((error: unknown) => failWithTrace(page, error))
}
