/**
 * The header a live region's refetch sends after the account's profile
 * changed (on any device): the session middleware then refreshes the
 * session first, since pages read the profile from the access token, which
 * otherwise carries the old one until it expires.
 */
export const PROFILE_REFRESH_HEADER = 'x-profile-changed'
