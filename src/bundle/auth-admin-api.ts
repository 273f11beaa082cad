/**
 * Stands in for auth-js's `GoTrueAdminApi` in the worker's bundle: the admin
 * API needs the secret key, which the worker never holds, yet every auth
 * client builds one (`supabase.auth.admin`). wrangler.toml's `[alias]` points
 * auth-js's relative import `./GoTrueAdminApi` here; touching any member of
 * `auth.admin` fails loudly.
 */
export default class GoTrueAdminApi {
  constructor() {
    return new Proxy(this, {
      get(_target, member) {
        throw new Error(`auth.admin.${String(member)} is not bundled into the worker (src/bundle/auth-admin-api.ts)`)
      },
    })
  }
}
