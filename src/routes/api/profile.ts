import { Hono } from 'hono/tiny'
import type * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import type { Key } from '../../i18n/translator.ts'
import type { Profile } from '../../lib/profile.ts'
import { firstPerKey, issueField } from '../../lib/schemas/field-errors.ts'
import { PROFILE_PATCH_UNKNOWN, profilePatchSchema } from '../../lib/schemas/profile.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { isSessionGone } from '../../supabase/auth-errors.ts'
import { updateProfile } from '../../supabase/profile.ts'
import { apiError } from './json-error.ts'
import { validJson, type InvalidJson } from './json-validator.ts'

/** Whether an issue is a key the patch does not take. */
const isUnknownKey = (issue: v.BaseIssue<unknown>) => issue.message === PROFILE_PATCH_UNKNOWN

/**
 * A refused patch: a key it does not take is a 400 naming each such key;
 * otherwise a 422 naming each refused field with its own message (an empty
 * patch at `body`).
 */
const refusedPatch: InvalidJson = (c, issues) => {
  const t = c.get('t')
  const unknown = issues.filter(isUnknownKey)
  if (unknown.length > 0) {
    const fields = Object.fromEntries(
      unknown.map((issue) => {
        const field = String(issue.path?.[0]?.key)
        return [field, t('validation.profilePatchUnknown', { field })]
      }),
    )
    return apiError(c, 400, 'invalid', fields, Object.values(fields).join(' '))
  }
  return apiError(c, 422, 'invalid', firstPerKey(issues.map((issue) => [issueField(issue), t(issue.message as Key)])))
}

/** The settings a script reads and changes: the rate, the work week and the currency. */
const settingsOf = ({ hourlyRate, useWorkWeek, currency }: Pick<Profile, 'hourlyRate' | 'useWorkWeek' | 'currency'>) => ({
  hourlyRate,
  useWorkWeek,
  currency,
})

/**
 * `GET /api/profile`: the settings as the session knows them (an island
 * asks after another tab or device changed them: with `LIVE_CHANGE_HEADER`
 * the session is refreshed first, so they are the stored ones).
 * `PATCH /api/profile`: merges these fields into the account's user metadata.
 */
export const profileApi = new Hono<AppEnv>()
  .get('/', (c) => c.json({ profile: settingsOf(c.get('user')!) }))
  .patch('/', validJson(profilePatchSchema, refusedPatch), async (c) => {
    const { data: profile, error } = await updateProfile(supabaseFor(c), c.req.valid('json'))
    if (error) return isSessionGone(error) ? apiError(c, 401, 'unauthorized') : apiError(c, 503, 'failed')
    return c.json({ profile: settingsOf(profile) })
  })
