import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'

/** The shortest `COOKIE_SECRET` the worker signs with: 32 characters, as `openssl rand -base64 32` gives 44. */
const MIN_SECRET_LENGTH = 32

/**
 * The key the worker signs what it hands the browser to bring back (the
 * recovery mark, a deleted goal's undo), or nothing, with a logged reason
 * saying what cannot work (`without`), when it is missing or too short:
 * then nothing is signed or accepted.
 */
export function signingSecret(c: Context<AppEnv>, without: string): string | undefined {
  const secret = c.env.COOKIE_SECRET
  if (secret && secret.length >= MIN_SECRET_LENGTH) return secret
  console.error(`COOKIE_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters: ${without}`)
  return undefined
}
