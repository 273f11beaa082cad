/** What both account forms carry along: where to go next and a guest's pending calculation. */
export interface AuthCarry {
  next: string
  /** A guest's unsaved calculation (a calculator query string), saved right after logging in or signing up. */
  pending?: string | undefined
}

/**
 * A login or sign-up path carrying where to go next and a guest's pending
 * calculation, so switching between the two forms loses neither.
 */
export function withAuthQuery(path: string, next: string, pending: string | undefined): string {
  const query = new URLSearchParams({ ...(next ? { next } : {}), ...(pending ? { pending } : {}) }).toString()
  return query ? `${path}?${query}` : path
}

/** The hidden inputs that carry `next` and a pending calculation through an account form's post. */
export function AuthCarryFields({ next, pending }: AuthCarry) {
  return (
    <>
      <input type="hidden" name="next" value={next} />
      {pending && <input type="hidden" name="pending" value={pending} />}
    </>
  )
}
