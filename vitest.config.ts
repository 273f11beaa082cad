import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { randomBytes } from 'node:crypto'
import { defineConfig } from 'vitest/config'
import { slowFirst } from './test/support/slow-first-sequencer.ts'

Object.assign(process.env, {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
})

/**
 * Worker tests: run inside workerd against the real worker (src/worker.ts),
 * which talks over loopback to a real Supabase stand-in started by the
 * global setup.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          SUPABASE_URL: inject('supabaseUrl'),
          SUPABASE_PUBLISHABLE_KEY: inject('supabasePublishableKey'),
          SUPABASE_SECRET_KEY: inject('supabaseSecretKey'),
          EXCHANGE_RATES_URL: `${inject('ratesFeedUrl')}/day/2024-09-26.xml`,
          SITE_URL: 'http://localhost',
          COOKIE_SECRET: randomBytes(32).toString('base64url'),
          PRODUCT_FETCH_ALLOW_LOCAL: '1',
        },
      },
    })),
  ],
  test: {
    include: ['test/worker/**/*.test.ts', 'test/worker/**/*.test.tsx'],
    globalSetup: ['test/worker/global-setup.ts'],
    // A hang guard, not a time budget: a 2-CPU machine running other work
    // can make a test that signs up and writes several rows take over 5 s.
    testTimeout: 20_000,
    // Files wait on the stand-in more than they compute: three at a time
    // finish in about 60 % of the time one at a time takes on 2 CPUs. The
    // outage file waits out backend deadlines (its tests side by side, about
    // 20 s): started first, it never runs alone at the end of a clean clone's
    // run, which has no timings for Vitest to order files by.
    maxWorkers: 3,
    // The files of one Vitest worker share its workerd isolate, as the
    // requests of one Cloudflare isolate do: loading the worker's modules
    // again for every file was half the suite's CPU time. Files keep apart by
    // signing up users and using client addresses of their own; a test
    // that needs a cold edge cache clears the entry it reads.
    isolate: false,
    sequence: { sequencer: slowFirst(['outage.test.ts', 'open-redirect.test.ts', 'api-comparisons.test.ts']) },
    hookTimeout: 30_000,
  },
})
