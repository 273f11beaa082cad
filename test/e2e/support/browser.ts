import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

/** Flags that keep Debian Chromium headless and off the network (ARCHITECTURE.md). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Each browser is its own client for the per-client rate limits, as two
 * visitors would be behind Cloudflare (which sets this header itself).
 */
function clientAddress(): string {
  return `192.0.2.${Math.floor(Math.random() * 250) + 1}`
}

export interface Browser {
  context: BrowserContext
  /** A new page that records console errors, page errors and CSP violations into `problems`. */
  newPage(): Promise<Page>
  problems: string[]
  close(): Promise<void>
}

/** Launches Chromium with a throw-away profile; `javaScript: false` gives the no-JS journeys. */
export async function launchBrowser(options: { javaScript?: boolean; locale?: string } = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'timeprice-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    javaScriptEnabled: options.javaScript ?? true,
    locale: options.locale ?? 'en-US',
    extraHTTPHeaders: { 'cf-connecting-ip': clientAddress() },
  })
  const problems: string[] = []
  return {
    context,
    problems,
    async newPage() {
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
      return page
    },
    async close() {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    },
  }
}
