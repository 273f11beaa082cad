import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type Browser } from './support/browser.ts'

/**
 * The head's script starter (`src/client/start-after-paint.ts`, as the client
 * build inlines it) against a page that streams: its shell paints, and the
 * rest of the document (where an island such as the dashboard waits behind
 * its Suspense boundary) arrives only well after the browser has fetched the
 * page's script. The script must be asked for after the first paint and run
 * only once that rest is in the document.
 */
let server: Server
let base: string
let browser: Browser
/** Resolves when the browser asks for the page's script. */
let scriptAsked: () => void = () => {}
/** How many times a page's last script ran (it reports itself). */
let reports = 0
/** Resolves when the browser sends the leaving page's form. */
let formSent: () => void = () => {}

beforeAll(async () => {
  const { startAfterPaint } = JSON.parse(await readFile('public/assets/manifest.json', 'utf8')) as { startAfterPaint: string }
  server = createServer((request, response) => {
    if (request.url === '/in-turn') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!DOCTYPE html><html lang="en"><head><title>In turn</title><script data-src="/slow-first.js /second.js">${startAfterPaint}</script></head><body><h1>Two scripts</h1></body></html>`,
      )
      return
    }
    if (request.url === '/slow-first.js') {
      // The first script arrives last, yet runs first; what it leaves for its next task runs before the second.
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/javascript' })
        response.end('(window.order ??= []).push("first"); setTimeout(() => window.order.push("first, a task later"))')
      }, 300)
      return
    }
    if (request.url === '/leaving') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!DOCTYPE html><html lang="en"><head><title>Leaving</title><script data-src="/held.js /reports.js">${startAfterPaint}</script></head><body><form method="post" action="/left"><button>Send</button></form></body></html>`,
      )
      return
    }
    if (request.url === '/held.js') {
      // The first script arrives once the form was sent (or after 2 s when it is not), so the page is left before its scripts run.
      const sent = new Promise<void>((resolve) => (formSent = resolve))
      void Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 2000))]).then(() => {
        response.writeHead(200, { 'content-type': 'text/javascript' })
        response.end('window.held = true')
      })
      return
    }
    if (request.url === '/reports.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end('void fetch("/report", { method: "POST" })')
      return
    }
    if (request.url === '/report') {
      reports += 1
      response.writeHead(204).end()
      return
    }
    if (request.url === '/left') {
      // The answer to the form takes a while, as a sign-out does: the page that sent it is still there meanwhile.
      formSent()
      request.resume()
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end('<!DOCTYPE html><html lang="en"><head><title>Left</title></head><body><h1>Left</h1></body></html>')
      }, 1000)
      return
    }
    if (request.url === '/second.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end('(window.order ??= []).push("second")')
      return
    }
    if (request.url === '/island.js') {
      scriptAsked()
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end('window.islandFound = document.getElementById("island") !== null')
      return
    }
    const asked = new Promise<void>((resolve) => (scriptAsked = resolve))
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.write(
      `<!DOCTYPE html><html lang="en"><head><title>Streamed</title><script data-src="/island.js">${startAfterPaint}</script></head><body><h1>The shell, painted first</h1>`,
    )
    // The rest comes well after the script itself, as a slow read behind a Suspense boundary would.
    void asked
      .then(() => new Promise((resolve) => setTimeout(resolve, 300)))
      .then(() => response.end('<div id="island">The island, streamed later</div></body></html>'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('the script starter on a streamed page', () => {
  it('asks for the scripts after the first paint and runs them once the streamed rest is in the document', async () => {
    const page = await browser.newPage()
    await page.goto(base)
    await page.waitForFunction(() => 'islandFound' in window)
    const { found, paintedAt, askedAt } = await page.evaluate(() => ({
      found: (window as { islandFound?: boolean }).islandFound,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      askedAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/island.js'))?.startTime ?? NaN,
    }))
    expect(found).toBe(true)
    expect(askedAt).toBeGreaterThanOrEqual(paintedAt)
    await page.close()
    expect(browser.problems).toEqual([])
  })
})

describe('the script starter with several scripts', () => {
  it('runs them in the listed order, each in a task of its own, whichever arrives first', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/in-turn`)
    await page.waitForFunction(() => (window as { order?: string[] }).order?.length === 3)
    expect(await page.evaluate(() => (window as { order?: string[] }).order)).toEqual(['first', 'first, a task later', 'second'])
    await page.close()
    expect(browser.problems).toEqual([])
  })
})

describe('the script starter on a page that is being left', () => {
  it('runs no script that has not started once a form was sent, and all of them when none was', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/leaving`)
    await expect.poll(() => reports).toBe(1)

    reports = 0
    await page.goto(`${base}/leaving`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL(`${base}/left`)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(reports).toBe(0)
    await page.close()
    expect(browser.problems).toEqual([])
  })
})
