import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { hourlyRateSchema } from '../../lib/calculation/schema.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { updateProfile } from '../../supabase/profile.ts'
import { apiError, readJson } from './json-error.ts'

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

profileApi.patch('/', async (c) => {
  const body = await readJson(c)
  if (body === undefined) return apiError(c, 400, 'bad_json')
  const parsed = v.safeParse(profilePatchSchema, body)
  if (!parsed.success)
    return apiError(c, 422, 'invalid', { [String(parsed.issues[0].path?.[0]?.key ?? 'body')]: c.get('t')('validation.rateRange') })
  const { data: profile, error } = await updateProfile(supabaseFor(c), parsed.output)
  if (error) return apiError(c, 502, 'failed')
  return c.json({ profile: { hourlyRate: profile.hourlyRate, useWorkWeek: profile.useWorkWeek } })
})
