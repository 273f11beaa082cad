import { defineConfig } from 'vitest/config'

/** Browser journeys: Debian Chromium (playwright-core) against `wrangler dev` and the local Supabase. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    // Two files at a time: a journey spends much of its time waiting (undo
    // windows, reconnect delays, streamed pages), so a 2-CPU machine finishes
    // the run in about two thirds of the time. Every journey signs up its own
    // users, and the files that stop or freeze a backend start their own.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A hang guard, not a time budget: with two files at a time on 2 CPUs, a
    // change can take longer than expect.poll's default second to show.
    expect: { poll: { timeout: 10_000 } },
  },
})
