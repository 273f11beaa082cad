interface PgliteLike {
  query: (...args: never[]) => Promise<unknown>
  exec: (...args: never[]) => Promise<unknown>
}

/** Marks the message lite puts in its catch-all 500 body, so the gateway can recover the SQLSTATE. */
export const SQLSTATE_MARK = 'sqlstate-'

/**
 * lite maps only some SQLSTATEs to PostgREST statuses and turns the rest (a CHECK
 * violation 23514, a `raise exception` P0001, …) into `500 {code:"SUP"}` with the
 * error's `String()`. Renaming the error to `sqlstate-<code>` keeps the code in that
 * string; `rest-errors.ts` then rebuilds PostgREST's status and body.
 */
export function tagSqlStateErrors(db: PgliteLike): void {
  for (const method of ['query', 'exec'] as const) {
    const original = db[method].bind(db) as (...args: unknown[]) => Promise<unknown>
    ;(db as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      try {
        return await original(...args)
      } catch (error) {
        const code = (error as { code?: unknown }).code
        if (error instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) error.name = `${SQLSTATE_MARK}${code}`
        throw error
      }
    }
  }
}
