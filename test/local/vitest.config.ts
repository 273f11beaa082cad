import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/local/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own in-memory stand-in on a free port.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
