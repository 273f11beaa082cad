import type { Page } from 'playwright-core'

/**
 * Waits until the page's live client says live updates are on: it starts
 * after first paint, so `load` does not say its relay request has been
 * answered. A test that signs out right after a signed-in page loads waits
 * for this first, or the relay request can reach the worker after the
 * sign-out and fail with a 401 the browser logs.
 * @example await liveOnline(page)
 */
export async function liveOnline(page: Page): Promise<void> {
  await page.locator('#live-status[data-state="online"]').waitFor({ state: 'attached' })
}
