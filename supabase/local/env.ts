/**
 * Process settings that must be in place before @supabase/lite is evaluated:
 * no telemetry, no tracking, and its experimental Storage API switched on.
 * Imported first by every entry point of the stand-in.
 */
process.env.LITE_TELEMETRY = '0'
process.env.DO_NOT_TRACK = '1'
process.env.EXPERIMENTAL_STORAGE = '1'
process.env.SENTRY_DSN = ''
