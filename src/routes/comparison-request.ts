import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { keyedComparisonCode } from '../lib/comparison-code.ts'
import { signingSecret } from './signing-secret.ts'

/** Who a new comparison says it is from: the signed-in person's username (or nobody) and the currency it shows amounts in. */
export function comparisonOwner(c: Context<AppEnv>): { name: string | null; currency: string } {
  const user = c.get('user')!
  return { name: user.username || null, currency: user.currency }
}

/**
 * The code a new comparison is stored under when its request names a key
 * (an API client's Idempotency-Key, a plain form's write key), so the same
 * request sent again finds the comparison it made; none without a key or
 * without the worker's signing secret (then each request makes one). The
 * key is the person's own: the same key from someone else makes another code.
 */
export async function comparisonCodeFor(c: Context<AppEnv>, key: string | undefined): Promise<string | undefined> {
  const secret = key && signingSecret(c, 'a comparison sent again is stored twice')
  return secret && key ? keyedComparisonCode(secret, `${c.get('user')!.id} ${key}`) : undefined
}
