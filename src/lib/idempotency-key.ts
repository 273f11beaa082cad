/**
 * The request header that names a write, so the same write sent again is
 * not done twice (`Idempotency-Key`, in lower case as Hono's header
 * validator gives it). Apart from its schema (`schemas/idempotency-key.ts`),
 * so the browser's scripts can name it without valibot.
 */
export const IDEMPOTENCY_KEY = 'idempotency-key'

/**
 * The same for a plain form post, which sends no headers of its own: a
 * hidden field holding a key the page rendered (see `formWriteKey`).
 */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey'
