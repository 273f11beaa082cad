import { defineConfig } from 'vitest/config'

/** Browser journeys: Debian Chromium (playwright-core) against `wrangler dev` and the local Supabase. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
