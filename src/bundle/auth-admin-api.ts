/**
 * Stands in for auth-js's `GoTrueAdminApi` in the worker's bundle. Every auth
 * client builds one (`supabase.auth.admin`), but its user, factor and OAuth
 * management needs the secret key, which the worker never holds. The one
 * member the worker does reach is `signOut`: `auth.signOut()` revokes the
 * session through `auth.admin.signOut(accessToken, scope)`. That method is
 * kept, through auth-js's own request helper; touching any other member fails
 * loudly. wrangler.toml's `[alias]` points auth-js's relative import
 * `./GoTrueAdminApi` here.
 */
import { isAuthError } from '@supabase/auth-js/dist/module/lib/errors.js'
import { _request } from '@supabase/auth-js/dist/module/lib/fetch.js'
import { resolveFetch } from '@supabase/auth-js/dist/module/lib/helpers.js'
import { SIGN_OUT_SCOPES, type SignOutScope } from '@supabase/auth-js/dist/module/lib/types.js'

type Fetch = typeof fetch

export default class GoTrueAdminApi {
  private readonly url: string
  private readonly headers: Record<string, string>
  private readonly fetch: Fetch

  constructor({ url = '', headers = {}, fetch }: { url?: string; headers?: Record<string, string>; fetch?: Fetch }) {
    this.url = url
    this.headers = headers
    this.fetch = resolveFetch(fetch)
    return new Proxy(this, {
      get(target, member, receiver) {
        if (member in target) return Reflect.get(target, member, receiver)
        throw new Error(`auth.admin.${String(member)} is not bundled into the worker (src/bundle/auth-admin-api.ts)`)
      },
    })
  }

  /** Revokes the session of `jwt` (`POST /logout?scope=…`), as auth-js's own admin API does. */
  async signOut(jwt: string, scope: SignOutScope = SIGN_OUT_SCOPES[0]) {
    try {
      await _request(this.fetch, 'POST', `${this.url}/logout?scope=${scope}`, {
        headers: this.headers,
        jwt,
        noResolveJson: true,
      })
      return { data: null, error: null }
    } catch (error) {
      if (isAuthError(error)) return { data: null, error }
      throw error
    }
  }
}
