import type { Page } from 'playwright-core'

/**
 * Resolves once the page has navigated to `url` (the address itself, or
 * any matching the pattern) and loaded it. It waits for a new navigation even when the page is already at such a
 * URL (a form post that redirects back to the same page), so start waiting
 * before the click that navigates.
 *
 * @example const arrived = arrival(page, /done=created/); await button.click(); await arrived
 */
export async function arrival(page: Page, url: string | RegExp): Promise<void> {
  const reached = (address: string) => (typeof url === 'string' ? address === url : url.test(address))
  await page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() && reached(frame.url()) })
  await page.waitForLoadState()
}
