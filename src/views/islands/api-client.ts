import type { hc } from 'hono/client'
import type { ApiType } from '#api'

/**
 * The app's JSON API as the islands call it: Hono's client typed by the
 * API's routes (`hc<ApiType>`), so each route's body and answer types
 * reach the islands from the routes themselves. The browser makes it
 * (`src/client/api-client.ts`); islands get it from their platform and
 * never fetch themselves.
 */
export type ApiClient = ReturnType<typeof hc<ApiType, '/api'>>
