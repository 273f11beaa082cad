/**
 * The header a live region's refetch sends: the table whose change asked
 * for it. After the account's `profile` changed (on any device) the session
 * middleware refreshes the session first, since pages read the profile from
 * the access token, which otherwise carries the old one until it expires.
 */
export const LIVE_CHANGE_HEADER = 'x-live'
