import type { App } from '@supabase/lite'

interface Query {
  query: (sql: string, params?: unknown[]) => Promise<unknown>
}

/** What lite passes to its per-request setup: the caller's JWT and the storage operation. */
interface RequestVars {
  auth?: { role?: string; uid?: unknown; jwt?: unknown }
  storage?: { operation?: unknown }
}

/** An RPC call's HTTP context, as lite passes it. */
interface RpcRequest {
  method: string
  path: string
  requestHeaders?: Record<string, string>
}

/** lite's two per-request setup steps, which it runs as one statement per setting. */
interface RequestSetup {
  driver: Query
  applyJwtSessionContext: (tx: unknown, vars: RequestVars, setRole: boolean) => Promise<void>
  applyRpcRequestGucs: (tx: unknown, rpc: RpcRequest) => Promise<void>
}

const JWT_SETTINGS = `select set_config('role', $1, true), set_config('request.jwt.claim.sub', $2, true),
  set_config('request.jwt.claim.role', $1, true), set_config('storage.operation', $3, true)`

const JWT_SETTINGS_WITH_CLAIMS = `${JWT_SETTINGS}, set_config('request.jwt.claims', $4, true)`

const RPC_SETTINGS = `select set_config('response.status', '', true), set_config('response.headers', '', true),
  set_config('request.method', $1, true), set_config('request.path', $2, true), set_config('request.headers', $3, true)`

/**
 * Before each request's query lite sets the role and the JWT claims in the
 * request's transaction (what PostgREST does, so row-level security sees the
 * caller), but as six statements, and an RPC's HTTP context as five more; each
 * is a parse, bind and execute in PGlite. This sets the same settings, with
 * the same values and in the same order, in one statement each, as PostgREST
 * does. `set_config('role', …, true)` is `SET LOCAL ROLE`, so the separate
 * `SET LOCAL ROLE` lite adds for custom roles is already done.
 */
export function batchRequestSettings(app: App): void {
  const connection = app.connection as unknown as RequestSetup
  const db = connection.driver
  connection.applyJwtSessionContext = async (_tx, vars) => {
    const role = vars.auth?.role || 'anon'
    const params = [role, String(vars.auth?.uid ?? ''), String(vars.storage?.operation ?? '')]
    const jwt = vars.auth?.jwt
    if (jwt && typeof jwt === 'object') {
      await db.query(JWT_SETTINGS_WITH_CLAIMS, [...params, JSON.stringify(jwt)])
    } else {
      await db.query(JWT_SETTINGS, params)
    }
  }
  connection.applyRpcRequestGucs = async (_tx, rpc) => {
    await db.query(RPC_SETTINGS, [rpc.method, rpc.path, JSON.stringify(rpc.requestHeaders ?? {})])
  }
}
