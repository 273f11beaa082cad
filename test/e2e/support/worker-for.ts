import { freePort } from '../../../scripts/lib/free-port.ts'
import { startWranglerDev, type WranglerDev } from '../../../scripts/lib/wrangler.ts'
import type { StandInProcess } from '../../support/stand-in-process.ts'

/**
 * The real worker under `wrangler dev`, built as `wrangler deploy` ships it
 * (`NODE_ENV=production`), on a free port, in front of the
 * given stand-in: the browser tests' shared stack, and the one a test file
 * builds for itself when it freezes, restarts or reconfigures its backend.
 * Its output (what the worker logs, such as an error behind a 500) is in
 * `test-results/worker-{port}.log`, git-ignored, kept after the run.
 *
 * @example const worker = await workerFor(await spawnStandIn({ jwtExpirySeconds: 100 }))
 */
export async function workerFor(
  standIn: Pick<StandInProcess, 'url' | 'publishableKey' | 'secretKey' | 'ratesFeedUrl'>,
): Promise<WranglerDev> {
  const port = await freePort()
  return startWranglerDev({
    port,
    production: true,
    logFile: `test-results/worker-${port}.log`,
    vars: {
      SUPABASE_URL: standIn.url,
      SUPABASE_PUBLISHABLE_KEY: standIn.publishableKey,
      SUPABASE_SECRET_KEY: standIn.secretKey,
      EXCHANGE_RATES_URL: standIn.ratesFeedUrl,
    },
  })
}
