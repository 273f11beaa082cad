/*
 * What the worker's relay (`GET /api/realtime`) tells the browser about a
 * change on the user's private topic `user:<id>`, and how a broadcast
 * becomes that. Shared by the relay (src/supabase/live-changes.ts) and the
 * browser's live client (src/client/live/).
 */

/** The tables whose changes the database publishes; `profile` is the account's user metadata. */
export const LIVE_TABLES = ['calculations', 'comparisons', 'goals', 'profile'] as const
export type LiveTable = (typeof LIVE_TABLES)[number]

export const LIVE_OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const
export type LiveOperation = (typeof LIVE_OPERATIONS)[number]

/** A change the database published: which table, which kind. Never the rows: the browser refetches them. */
export interface TableChange {
  table: LiveTable
  operation: LiveOperation
}

/** Any other message on the user's own topic (sent through `POST /api/broadcast`), passed on as it came. */
export interface OtherMessage {
  event: string
  payload: unknown
}

export type LiveMessage = TableChange | OtherMessage

/** The name of the DOM event the live client dispatches on `window`; `detail` is a `LiveEventDetail`. */
export const LIVE_EVENT = 'timeprice:live'

/** What the islands hear: a message from the relay, or `resync` when changes may have been missed (back online, tab visible again). */
export type LiveEventDetail = LiveMessage | { resync: true }

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value)

/**
 * Turns a broadcast on the user's topic into what the browser may see: the
 * `{ table, operation }` of a database change (`realtime.broadcast_changes`
 * or the profile's `realtime.send`), the records stripped; anything else as
 * `{ event, payload }`.
 *
 * @example liveMessageOf('INSERT', { schema: 'public', table: 'goals', operation: 'INSERT', record: {…} }) // { table: 'goals', operation: 'INSERT' }
 */
export function liveMessageOf(event: string, payload: unknown): LiveMessage {
  const { table, operation } = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>
  if (isOneOf(LIVE_TABLES, table) && isOneOf(LIVE_OPERATIONS, operation)) return { table, operation }
  return { event, payload }
}

/** The event the database sends on the user's topic as the account is deleted (`delete_own_account`): open tabs leave for the goodbye page. */
export const ACCOUNT_DELETED = 'account_deleted'

/** Whether a message names a table change (else it is some other broadcast). */
export const isTableChange = (message: LiveEventDetail): message is TableChange => 'table' in message
