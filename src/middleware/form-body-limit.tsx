import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../env.ts'
import { pagePath } from '../paths.ts'
import { guardRefusal } from './guard-refusal.tsx'

/** The most a form post may send: the longest field (the contact message) is 5,000 characters. */
export const MAX_FORM_BYTES = 32 * 1024

const limit = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => guardRefusal(c as Context<AppEnv>, 413, 'tooLarge') })

/** The profile picture's upload, which has its own limit (2 MB, see `routes/profile.tsx`). */
const isPictureUpload = (c: Context<AppEnv>) => c.req.path === `${pagePath(c.get('locale'), 'profile')}/picture`

/**
 * Caps every form post under a language prefix at 32 KB before anything
 * reads it, answering a localized 413 page; the picture upload keeps its
 * own 2 MB. (The JSON API has its own limit in `routes/api/index.ts`.)
 */
export const formBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method !== 'POST' || isPictureUpload(c) ? next() : limit(c, next)
