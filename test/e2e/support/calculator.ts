import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import type { IslandName } from '../../../src/views/islands.ts'

/**
 * Waits until an island of the page has hydrated: its element gets
 * `data-hydrated` once React has committed it. Scripts start after first
 * paint, so the page's `load` does not wait for them.
 * @example await islandHydrated(page, 'calculator')
 */
export async function islandHydrated(page: Page, name: IslandName): Promise<void> {
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor({ state: 'attached' })
}

/**
 * Opens a calculator page and waits until the island has hydrated, so typing
 * reaches React.
 *
 * @example await openCalculator(page, '/pt-BR')
 */
export async function openCalculator(page: Page, path: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}${path}`)
  await islandHydrated(page, 'calculator')
}
