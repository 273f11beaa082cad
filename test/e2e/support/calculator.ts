import type { Page } from 'playwright-core'
import { inject } from 'vitest'

/**
 * Opens a calculator page and waits until the island has hydrated (its
 * start-up effect stores the currency), so typing reaches React.
 *
 * @example await openCalculator(page, '/pt-BR')
 */
export async function openCalculator(page: Page, path: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}${path}`)
  await page.waitForFunction(() => window.localStorage.getItem('currency') !== null)
}
