/**
 * Stands in for @supabase/ssr's warning about the deprecated
 * `@supabase/auth-helpers-*` packages in the worker's bundle: it reads
 * `process.env.npm_package_name`, which a deployed worker does not have, and
 * this project uses none of them. wrangler.toml's `[alias]` points
 * @supabase/ssr's relative import `./warnDeprecatedPackage` here.
 */
export function warnIfUsingDeprecatedAuthHelpersPackage(): void {}
