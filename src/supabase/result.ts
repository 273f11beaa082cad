import type { PostgrestError } from '@supabase/supabase-js'

/** A failed data call: `notFound` for a row that is not there (or not the caller's), else `failed`. */
export type DataError = { kind: 'notFound'; message: string } | { kind: 'failed'; message: string; code?: string }

/**
 * What every call in `src/supabase/` answers: the data, or the error and no
 * data, never both. Data calls fail with a `DataError`; account calls with the
 * `AuthError` that `auth-errors.ts` turns into a message and a status.
 *
 * @example
 * const { data, error } = await listCalculations(supabase)
 * if (error) return dataError(c, error)
 */
export type DataResult<T, E = DataError> = { data: T; error: null } | { data: null; error: E }

/** Postgres's unique violation: a new row's id (or code) is taken, by a row the caller may not be able to see. */
export const TAKEN_ID = '23505'

/**
 * Postgres's foreign-key violation. Every table's one foreign key is its
 * owner (`user_id` → `auth.users`), so a row refused for it was written for
 * an account deleted after the caller's access token was issued.
 */
export const ACCOUNT_GONE = '23503'

/**
 * The result of a call that answers only whether it worked.
 *
 * @example
 * const { error } = await supabase.auth.signOut({ scope: 'local' })
 * return done(error)
 */
export function done<E>(error: E | null): DataResult<null, E> {
  return error ? { data: null, error } : { data: null, error: null }
}

/**
 * A PostgREST error as a failed `DataResult`: PGRST116 (no row came back,
 * gone or not the caller's) is `notFound` with the table's own message,
 * anything else `failed`.
 *
 * @example if (error) return dataFailure(error, CALCULATION_NOT_FOUND)
 */
export function dataFailure(error: PostgrestError, notFoundMessage: string): { data: null; error: DataError } {
  if (error.code === 'PGRST116') return { data: null, error: { kind: 'notFound', message: notFoundMessage } }
  return { data: null, error: { kind: 'failed', message: error.message, code: error.code } }
}
