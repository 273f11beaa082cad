/**
 * When new reference rates can appear: the daily Cron Trigger stores the
 * ECB's publication at 16:30 UTC (`[triggers] crons` in wrangler.toml, which
 * a worker test keeps equal to this).
 */
export const RATES_STORED_AT_UTC = { hour: 16, minute: 30 } as const

/** Seconds from `now` until the next time new reference rates can be stored (never 0: right at that time, a day). */
export function secondsUntilNextRates(now: Date): number {
  const next = new Date(now)
  next.setUTCHours(RATES_STORED_AT_UTC.hour, RATES_STORED_AT_UTC.minute, 0, 0)
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1)
  return Math.ceil((next.getTime() - now.getTime()) / 1000)
}
