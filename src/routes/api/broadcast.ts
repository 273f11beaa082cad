import { Hono } from 'hono/tiny'
import type { AppEnv } from '../../env.ts'
import { broadcastBodySchema } from '../../lib/live/broadcast-schema.ts'
import { firstPerKey } from '../../lib/schemas/field-errors.ts'
import { sendBroadcast } from '../../supabase/broadcast.ts'
import { supabaseFor } from '../../supabase/client.ts'
import { requestDeadline } from '../../supabase/request-deadline.ts'
import { sessionToken, userTopic } from '../../supabase/live-changes.ts'
import { apiError } from './json-error.ts'
import { validJson } from './json-validator.ts'

/** A refused body: each refused path (`messages.0.topic`) named in its sentence, in the request's language. */
const validBroadcast = validJson(broadcastBodySchema, (c, issues) => {
  const paths = issues.map((issue) => issue.path?.map((step) => String(step.key)).join('.') || 'body')
  return apiError(c, 422, 'invalid', firstPerKey(paths.map((field) => [field, c.get('t')('validation.fieldInvalid', { field })])))
})

/**
 * `POST /api/broadcast`: broadcasting over plain HTTP, for a client without the live connection, with the
 * body Supabase's broadcast endpoint takes (`{ "messages": [{ topic, event,
 * payload, private }] }`, 1 to 10). Every topic must be the caller's own
 * `user:<id>` (403 otherwise); the worker forwards the messages with the
 * user's token and answers 202 like Supabase. CSRF is the API's (JSON from
 * this origin only).
 */
export const broadcastApi = new Hono<AppEnv>().post('/', validBroadcast, async (c) => {
  const { messages } = c.req.valid('json')
  const own = userTopic(c.get('user')!.id)
  const foreign = messages.findIndex((message) => message.topic !== own)
  if (foreign >= 0) {
    const message = c.get('t')('live.foreignTopic')
    return apiError(c, 403, 'forbidden', { [`messages.${foreign}.topic`]: message }, message)
  }
  const token = await sessionToken(supabaseFor(c))
  if (!token) return apiError(c, 401, 'unauthorized')
  const { error } = await sendBroadcast(c.env, token.accessToken, messages, requestDeadline(c).fetch)
  return error ? apiError(c, 503, 'failed') : c.body(null, 202)
})
