import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/local/**/*.test.ts'],
    environment: 'node',
    // The files of one worker share its in-memory stand-in (`sharedStandIn` in
    // support.ts): this module cache, and so the stand-in, carries from one
    // file to the next.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
