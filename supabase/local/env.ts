/**
 * Process settings that must be in place before @supabase/lite is evaluated:
 * no telemetry, no tracking, its experimental Storage API switched on, and
 * passwords hashed with bcrypt at cost 4 (lite's setting for its own tests)
 * unless the environment says otherwise: a development fake needs no
 * expensive hashes, and at the hosted cost of 10 every sign-up and login
 * costs the stand-in about 0.1 s of CPU, most of its work in the test runs.
 * A hash of any cost still verifies. Imported first by every entry point of
 * the stand-in.
 */
process.env.LITE_TELEMETRY = '0'
process.env.DO_NOT_TRACK = '1'
process.env.EXPERIMENTAL_STORAGE = '1'
process.env.SENTRY_DSN = ''
process.env.LITE_AUTH_BCRYPT_COST ??= '4'
