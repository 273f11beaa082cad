import type { Page } from 'playwright-core'

/** What each page's live client and its relay requests did, by page, for `liveOnline`'s failure message. */
const traces = new WeakMap<Page, string[]>()

/** Seconds since this test file started, on each trace line. */
const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)

/**
 * Records a page's relay requests (`/api/realtime`: sent, answered, failed,
 * ended), its navigations, and every `EventSource` the page opens with the
 * events it gets (through `console.debug`), so that a page that never goes
 * live says why in `liveOnline`'s error. `launchBrowser` calls it for every
 * page.
 */
export async function traceLive(page: Page): Promise<void> {
  const trace: string[] = []
  traces.set(page, trace)
  const note = (line: string) => trace.push(`${seconds()} s ${line}`)
  const isRelay = (url: string) => url.includes('/api/realtime')
  page.on('request', (request) => isRelay(request.url()) && note('relay request sent'))
  page.on('response', (response) => isRelay(response.url()) && note(`relay answered ${response.status()}`))
  page.on('requestfailed', (request) => isRelay(request.url()) && note(`relay request failed: ${request.failure()?.errorText}`))
  page.on('requestfinished', (request) => isRelay(request.url()) && note('relay response ended'))
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated to ${frame.url()}`))
  page.on('console', (message) => message.text().startsWith('[live] ') && note(message.text()))
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
  try {
    await page.locator('#live-status[data-state="online"]').waitFor({ state: 'attached' })
  } catch (error) {
    const trace = traces.get(page) ?? ['(not traced)']
    const now = await page
      .evaluate(
        () =>
          `document ${document.readyState}, ${document.visibilityState}; live status ${document.getElementById('live-status')?.dataset.state}`,
      )
      .catch((reason: Error) => `page not readable: ${reason.message}`)
    throw new Error(
      `${(error as Error).message}\nNow: ${now}\nWhat the live client did (the last 40 lines):\n${trace.slice(-40).join('\n')}`,
      {
        cause: error,
      },
    )
  }
}
