import { defineConfig } from 'vitest/config'
import { slowFirst } from '../support/slow-first-sequencer.ts'

/** Browser journeys: Debian Chromium (playwright-core) against `wrangler dev` and the local Supabase. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    // Three files at a time, the longest first: a journey spends much of its
    // time waiting (undo windows, reconnect delays, a token renewal, a frozen
    // backend's deadline), and a clean clone has no timings for Vitest to
    // order by, so `slowFirst` starts the two files that mostly wait (and
    // bring their own backend) beside the longest journey, instead of leaving
    // one to run alone at the end. Every journey signs up its own users, and
    // the files that stop or freeze a backend start their own.
    fileParallelism: true,
    maxWorkers: 3,
    sequence: {
      sequencer: slowFirst([
        'live-renew.test.ts',
        'outage.test.ts',
        'live.test.ts',
        'dashboard.test.ts',
        'goals.test.ts',
        'calculator-and-dashboard-details.test.ts',
        'accounts.test.ts',
        'comparisons.test.ts',
      ]),
    },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A hang guard, not a time budget: with three files at a time on 2 CPUs, a
    // change can take longer than expect.poll's default second to show.
    expect: { poll: { timeout: 10_000 } },
  },
})
