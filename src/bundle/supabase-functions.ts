/**
 * Stands in for `@supabase/functions-js` in the worker's bundle: the worker
 * calls no Edge Function, and supabase-js builds its `functions` client only
 * when asked. wrangler.toml's `[alias]` points the package here; asking for
 * `supabase.functions` fails loudly instead of silently doing nothing.
 */
export class FunctionsClient {
  constructor() {
    throw new Error('Edge Functions are not bundled into the worker (src/bundle/supabase-functions.ts)')
  }
}

/** The error classes supabase-js re-exports, so its imports resolve. */
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}

/** The region names supabase-js re-exports; the worker picks none. */
export const FunctionRegion = {}
