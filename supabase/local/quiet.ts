let active = 0
let restore: (() => void) | null = null

/**
 * lite prints every Postgres error (with stack) and a banner about experimental
 * features; under test that drowns the output. While at least one quiet stand-in
 * runs, console lines that look like those are dropped. Returns the undo function.
 */
export function quietLiteLogs(): () => void {
  active++
  if (active === 1) {
    const { error, warn } = console
    console.error = (...args: unknown[]) => {
      if (!isLiteNoise(args)) error(...args)
    }
    console.warn = (...args: unknown[]) => {
      if (!isLiteNoise(args)) warn(...args)
    }
    restore = () => {
      console.error = error
      console.warn = warn
    }
  }
  let undone = false
  return () => {
    if (undone) return
    undone = true
    active--
    if (active === 0) restore?.()
  }
}

function isLiteNoise(args: unknown[]): boolean {
  const first = args[0]
  if (first instanceof Error && typeof (first as { severity?: unknown }).severity === 'string') return true
  if (first instanceof Error && /@supabase\/lite|@electric-sql\/pglite/.test(first.stack ?? '')) return true
  if (typeof first !== 'string') return false
  return /^(EXPERIMENTAL FEATURES ENABLED|Auth error:|\[storage\]|Failed to execute query)/.test(first) || /sqlstate-/.test(first)
}
