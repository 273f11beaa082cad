import * as v from 'valibot'
import { IDEMPOTENCY_KEY } from '../idempotency-key.ts'

/** An idempotency key: a UUID, since a new calculation is stored under it as its id. */
export const idempotencyKeyValue = v.pipe(v.string(), v.uuid())

/**
 * A request's `Idempotency-Key` header (as the IETF draft of that name has
 * it): optional, and a UUID when given.
 */
export const idempotencyKeySchema = v.object({
  [IDEMPOTENCY_KEY]: v.optional(idempotencyKeyValue),
})
