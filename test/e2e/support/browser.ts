import { chromium, type Browser as ChromiumProcess, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../../scripts/lib/chromium.ts'
import { traceLive } from './live.ts'

/** How many browsers this process has opened, for `clientAddress`. */
let opened = 0

/**
 * Each browser is its own client for the per-client rate limits, as two
 * visitors would be behind Cloudflare (which sets this header itself): an
 * address from IPv6's documentation range, unique to this process and this
 * browser, so browsers of files that run at the same time never share a limit.
 */
function clientAddress(): string {
  opened += 1
  const pid = process.pid
  return `2001:db8::${(pid >>> 16).toString(16)}:${(pid & 0xffff).toString(16)}:${opened.toString(16)}`
}

export interface Browser {
  context: BrowserContext
  /** A new page that records console errors, page errors and CSP violations into `problems`, and what its live client does (`traceLive`). */
  newPage(): Promise<Page>
  problems: string[]
  close(): Promise<void>
}

/**
 * The most pages a journey keeps open in one browser: Chromium opens at most
 * six connections to one host over HTTP/1.1, a signed-in page's live relay
 * holds one while it is visible, and a Playwright page is never hidden, so
 * a sixth signed-in page would leave the next one waiting for good.
 */
const MAX_OPEN_PAGES = 5

let chromiumProcess: Promise<ChromiumProcess> | undefined
/** The contexts opened with JavaScript off, for `scriptsEnabled`. */
const withoutScripts = new WeakSet<BrowserContext>()

/**
 * One Chromium process per test file, launched on first use; each
 * `launchBrowser` is a fresh context in it. Playwright ends it when the
 * test file's process exits.
 */
function sharedChromium(): Promise<ChromiumProcess> {
  chromiumProcess ??= chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  return chromiumProcess
}

/** Whether the page's browser runs scripts (`launchBrowser({ javaScript: false })` does not). */
export function scriptsEnabled(page: Page): boolean {
  return !withoutScripts.has(page.context())
}

/**
 * Opens a browser of its own, with nothing shared with the others (cookies,
 * storage, service workers, cache): a new context in the test file's one
 * Chromium process; `javaScript: false` gives the no-JS journeys, `timezoneId`
 * the browser's time zone.
 */
export async function launchBrowser(options: { javaScript?: boolean; locale?: string; timezoneId?: string } = {}): Promise<Browser> {
  const context = await (
    await sharedChromium()
  ).newContext({
    javaScriptEnabled: options.javaScript ?? true,
    locale: options.locale ?? 'en-US',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    extraHTTPHeaders: { 'cf-connecting-ip': clientAddress() },
  })
  if (options.javaScript === false) withoutScripts.add(context)
  const problems: string[] = []
  return {
    context,
    problems,
    async newPage() {
      if (context.pages().length >= MAX_OPEN_PAGES) {
        throw new Error(`${MAX_OPEN_PAGES} pages already open in this browser: close those the journey is done with (docs/testing.md)`)
      }
      const page = await context.newPage()
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      )
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content[- ]Security[- ]Policy/i.test(message.text())) {
          problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`))
      if (options.javaScript !== false) await traceLive(page)
      return page
    },
    async close() {
      await context.close()
    },
  }
}
