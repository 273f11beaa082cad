import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'

/**
 * What a page load costs the browser's main thread, as `npm run bench`
 * measures it: a phone-sized viewport, the CPU slowed down four times as
 * Lighthouse's mobile preset does, and Chrome's own counters.
 */

/** Lighthouse's mobile screen (a Moto G Power): 412 × 823 CSS pixels. */
const VIEWPORT = { width: 412, height: 823 }
/** How much slower than this machine the page's CPU runs (Lighthouse's mobile preset). */
const CPU_SLOWDOWN = 4
/** How long after `load` the counters keep running: what starts after first paint (the islands' scripts) ends within it. */
const AFTER_LOAD_MS = 4500
/** A task longer than this blocks input (Long Tasks API; Total Blocking Time counts what lies beyond it). */
const LONG_TASK_MS = 50

/** One page load's figures, in milliseconds of the page's (slowed-down) main thread. */
export interface LoadFigures {
  /** Every task the renderer ran for the page (`TaskDuration`). */
  taskMs: number
  /** Running JavaScript (`ScriptDuration`). */
  scriptMs: number
  /** Style recalculation and layout (`RecalcStyleDuration` + `LayoutDuration`). */
  styleLayoutMs: number
  /** After first contentful paint: each long task's time over 50 ms, summed. */
  blockingAfterPaintMs: number
  /** After first contentful paint: the longest task. */
  longestAfterPaintMs: number
}

/**
 * Runs in the page before any of its own code: keeps every long task
 * (buffered, so none before the observer is missed) and every keystroke's
 * Event Timing entry (16 ms, the smallest threshold the API allows).
 */
function observe(): void {
  const kept = { longTasks: [] as { start: number; duration: number }[], keys: new Map<number, number>() }
  Object.defineProperty(window, '__bench', { value: kept })
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) kept.longTasks.push({ start: task.startTime, duration: task.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    // `interactionId` groups the events of one keystroke (not yet in TypeScript's DOM types).
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId || !entry.name.startsWith('key')) continue
      kept.keys.set(entry.interactionId, Math.max(kept.keys.get(entry.interactionId) ?? 0, entry.duration))
    }
    // `durationThreshold` is Event Timing's own option (not yet in TypeScript's DOM types).
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
}

/** What `observe` kept, as the page holds it. */
interface Kept {
  longTasks: { start: number; duration: number }[]
  keys: Map<number, number>
}

/** A fresh context (a first visit: nothing cached), slowed down, with the page's observers in place. */
async function slowedPage(
  browser: Browser,
  cookie?: { url: string; header: string },
  javaScript = true,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block', javaScriptEnabled: javaScript })
  if (cookie) {
    await context.addCookies(
      cookie.header.split('; ').map((pair) => {
        const at = pair.indexOf('=')
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: cookie.url }
      }),
    )
  }
  const page = await context.newPage()
  await page.addInitScript(observe)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Performance.enable')
  return { context, page, cdp }
}

/**
 * Loads `url` in a fresh context and reads Chrome's counters
 * (`Performance.getMetrics`) 4.5 s after `load`, and the long tasks that
 * started after first contentful paint. `cookie` signs the visit in (a
 * Cookie header's pairs, set for `cookie.url`); `javaScript: false` loads
 * the page with scripts off, as the least any script work could bring it to
 * (no long task is then observed).
 */
export async function loadFigures(
  browser: Browser,
  url: string,
  cookie?: { url: string; header: string },
  { javaScript = true } = {},
): Promise<LoadFigures> {
  const { context, page, cdp } = await slowedPage(browser, cookie, javaScript)
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status()}`)
    await page.waitForTimeout(AFTER_LOAD_MS)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000
    const afterPaint = javaScript
      ? await page.evaluate(() => {
          const { longTasks } = (window as unknown as { __bench: Kept }).__bench
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
          return longTasks.filter((task) => task.start >= paint).map((task) => task.duration)
        })
      : []
    return {
      taskMs: metric('TaskDuration'),
      scriptMs: metric('ScriptDuration'),
      styleLayoutMs: metric('RecalcStyleDuration') + metric('LayoutDuration'),
      blockingAfterPaintMs: afterPaint.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      longestAfterPaintMs: Math.max(0, ...afterPaint),
    }
  } finally {
    await context.close()
  }
}

/** The keystrokes typed into a field: a price typed, erased, and another typed (20 keys). */
const KEYSTROKES = [...'1234.56', ...Array<string>(7).fill('Backspace'), ...'9876.5']
/** The pause between two keystrokes: a quick typist's. */
const KEY_GAP_MS = 120

/**
 * Each keystroke's answer when typing into `field.selector` on `url` (slowed
 * down four times, once `field.ready` is in the page and `field.prepare` has
 * filled what the typing needs): the longest Event Timing
 * duration of its key events, from the key press to the next paint. A
 * keystroke answered within 16 ms leaves no entry and counts as 0.
 */
export async function keystrokeDurations(
  browser: Browser,
  url: string,
  field: { selector: string; ready: string; prepare?: (page: Page) => Promise<void> },
): Promise<number[]> {
  const { context, page } = await slowedPage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForSelector(field.ready, { state: 'attached' })
    await field.prepare?.(page)
    await page.focus(field.selector)
    for (const key of KEYSTROKES) {
      await page.keyboard.press(key)
      await page.waitForTimeout(KEY_GAP_MS)
    }
    await page.waitForTimeout(500)
    const answered = await page.evaluate(() => [...(window as unknown as { __bench: Kept }).__bench.keys.values()])
    return [...answered, ...Array<number>(Math.max(0, KEYSTROKES.length - answered.length)).fill(0)]
  } finally {
    await context.close()
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The 75th percentile, nearest rank. */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? NaN
}
