import type { Locator, Page } from 'playwright-core'

/** The titles of the dashboard's rows, top to bottom, as shown. */
export function titles(page: Page): Promise<string[]> {
  return page.locator('.dashboard-list .dashboard-item-title').allInnerTexts()
}

/** The dashboard's row whose title is exactly `title`. */
export function row(page: Page, title: string): Locator {
  return page.locator('.dashboard-list > li', { has: page.locator('.dashboard-item-title', { hasText: new RegExp(`^${title}$`) }) })
}
