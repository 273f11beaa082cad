import type { BroadcastMessage } from '../lib/live/broadcast-schema.ts'
import type { DataResult } from './result.ts'

/**
 * Sends messages through Supabase Realtime's HTTP broadcast endpoint as the
 * user (their access token, so the `realtime.messages` policies decide who
 * may write where), through the request's fetch (`requestDeadline`). Realtime answers 202;
 * anything else, or no answer in time, is a failure.
 *
 * @example await sendBroadcast(c.env, token.accessToken, [{ topic: 'user:…', event: 'ping', payload: {}, private: true }], requestDeadline(c).fetch)
 */
export async function sendBroadcast(
  env: Pick<Env, 'SUPABASE_URL' | 'SUPABASE_PUBLISHABLE_KEY'>,
  accessToken: string,
  messages: BroadcastMessage[],
  fetch: typeof globalThis.fetch,
): Promise<DataResult<null>> {
  const response = await fetch(`${env.SUPABASE_URL}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: {
      apikey: env.SUPABASE_PUBLISHABLE_KEY,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ messages }),
  }).catch((error: unknown) => error as Error)
  if (response instanceof Error) return { data: null, error: { kind: 'failed', message: response.message } }
  await response.body?.cancel()
  if (response.status === 202) return { data: null, error: null }
  return { data: null, error: { kind: 'failed', message: `broadcast answered ${response.status}`, code: String(response.status) } }
}
