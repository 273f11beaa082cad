import { defineConfig } from 'vitest/config'
import { slowFirst } from '../support/slow-first-sequencer.ts'

/** Browser journeys: Debian Chromium (playwright-core) against `wrangler dev` and the local Supabase. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/e2e/setup.ts'],
    // Three files at a time, the longest first: a journey spends much of its
    // time waiting (undo windows, reconnect delays, a token renewal, a frozen
    // backend's deadline), and a clean clone has no timings for Vitest to
    // order by (it falls back to file size), so `slowFirst` starts the three
    // files that mostly wait (two bring their own backend) beside the longest
    // journeys, then the rest by the time each took in a clean-clone run, so
    // the run does not end with one long file alone. Every journey signs up
    // its own users, and the files that stop or freeze a backend start their
    // own.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: {
      sequencer: slowFirst([
        'live-renew.test.ts',
        'outage.test.ts',
        'live.test.ts',
        'offline.test.ts',
        'typing-before-hydration.test.ts',
        'layout.test.ts',
        'dashboard.test.ts',
        'salary.test.ts',
        'save.test.ts',
        'calculator-and-dashboard-details.test.ts',
        'accounts.test.ts',
        'price-currency.test.ts',
        'confirmed-sign-up.test.ts',
        'goals.test.ts',
        'calculator.test.ts',
        'site.test.ts',
        'comparisons.test.ts',
        'product-links.test.ts',
        'account-data.test.ts',
        'version.test.ts',
        'recovery.test.ts',
      ]),
    },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A hang guard, not a time budget: with three files at a time on 2 CPUs, a
    // change can take longer than expect.poll's default second to show.
    expect: { poll: { timeout: 10_000 } },
  },
})
