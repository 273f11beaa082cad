import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { hourlyRateSchema } from '../../lib/calculation/schema.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { updateProfile } from '../../supabase/profile.ts'
import { apiError } from './json-error.ts'
import { validJson } from './json-validator.ts'

/** The calculator's two profile writes: "use as my rate" and the work-week toggle. */
const profilePatchSchema = v.pipe(
  v.strictObject({
    hourlyRate: v.optional(hourlyRateSchema),
    useWorkWeek: v.optional(v.boolean()),
  }),
  v.check((patch) => patch.hourlyRate !== undefined || patch.useWorkWeek !== undefined),
)

/** `PATCH /api/profile`: merges these fields into the account's user metadata. */
export const profileApi = new Hono<AppEnv>()

const invalidPatch = validJson(profilePatchSchema, (c, issues) =>
  apiError(c, 422, 'invalid', { [String(issues[0]?.path?.[0]?.key ?? 'body')]: c.get('t')('validation.rateRange') }),
)

profileApi.patch('/', invalidPatch, async (c) => {
  const { data: profile, error } = await updateProfile(supabaseFor(c), c.req.valid('json'))
  if (error) return apiError(c, 503, 'failed')
  return c.json({ profile: { hourlyRate: profile.hourlyRate, useWorkWeek: profile.useWorkWeek } })
})
