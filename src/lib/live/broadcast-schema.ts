import * as v from 'valibot'

/** At most this many messages per `POST /api/broadcast`. */
export const MAX_BROADCAST_MESSAGES = 10

/** Realtime's binary frames give a topic and an event name one byte of length each. */
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(255))

/**
 * One message as Supabase's broadcast endpoint takes it. Topics of this
 * project are always private, so `private` may be left out but never false.
 */
export const broadcastMessageSchema = v.strictObject({
  topic: name,
  event: name,
  payload: v.optional(v.record(v.string(), v.unknown()), {}),
  private: v.optional(v.literal(true), true),
})

/** The body of `POST /api/broadcast`: Supabase's `{ "messages": [...] }`, 1 to 10 of them. */
export const broadcastBodySchema = v.strictObject({
  messages: v.pipe(v.array(broadcastMessageSchema), v.minLength(1), v.maxLength(MAX_BROADCAST_MESSAGES)),
})

export type BroadcastMessage = v.InferOutput<typeof broadcastMessageSchema>
