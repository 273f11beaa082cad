import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import type { Goal } from '../lib/goals/goal.ts'
import { signingSecret } from './signing-secret.ts'

/**
 * A deleted goal's undo travels in the goals page's address and its form's
 * hidden fields, so anyone could write one: a crafted link would show its
 * own text on the page ("… was deleted") and, with one press of the focused
 * Undo button, store its goal in the account of whoever opened it. The
 * delete therefore signs what it hands back, for the person who deleted it
 * (HMAC-SHA256 with `COOKIE_SECRET`, the platform's Web Crypto), and only a
 * goal with a signature made for this person and these very fields is
 * offered or put back.
 */
const encoder = new TextEncoder()

/** What the signature covers: the person, and every field the goal comes back with. */
const signedText = (userId: string, goal: Goal) =>
  JSON.stringify([userId, goal.id, goal.createdAt, goal.title, goal.targetAmount, goal.savedAmount, goal.currency, goal.deadline])

/** The HMAC key of `COOKIE_SECRET`, or nothing when it is missing or too short (logged). */
async function undoKey(c: Context<AppEnv>): Promise<CryptoKey | undefined> {
  const secret = signingSecret(c, 'a deleted goal cannot be undone')
  if (!secret) return undefined
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** The signature (hex) of a goal the signed-in person just deleted; undefined when there is no key or no person. */
export async function signUndo(c: Context<AppEnv>, goal: Goal): Promise<string | undefined> {
  const user = c.get('user')
  const key = user ? await undoKey(c) : undefined
  if (!user || !key) return undefined
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(signedText(user.id, goal)))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Whether `signature` was made by `signUndo` for the signed-in person and exactly this goal. */
export async function isSignedUndo(c: Context<AppEnv>, goal: Goal, signature: string): Promise<boolean> {
  const user = c.get('user')
  const key = user ? await undoKey(c) : undefined
  const bytes = signature.match(/^[0-9a-f]{64}$/) ? Uint8Array.from(signature.match(/../g)!, (pair) => parseInt(pair, 16)) : undefined
  if (!user || !key || !bytes) return false
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(signedText(user.id, goal)))
}
