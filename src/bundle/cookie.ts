/**
 * Stands in for the `cookie` package in the worker's bundle: @supabase/ssr
 * parses and writes `document.cookie` with it, which only a browser client
 * does. The worker's client reads and writes the session cookies through
 * Hono's cookie helpers (`src/supabase/server-client.ts`). wrangler.toml's
 * `[alias]` points the package here; a call fails loudly.
 */
import { notBundled } from './not-bundled.ts'

export const parse = notBundled('cookie', 'parse')
export const serialize = notBundled('cookie', 'serialize')
