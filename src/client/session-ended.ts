/**
 * The window event the live client sends just before it loads again a page
 * whose session has ended (signed out in another tab or on another device):
 * the keeper of typed input (`islands/form-drafts.ts`) keeps what is typed
 * in the page's forms, which comes back on the page after logging in again,
 * as a form sent after the session ended does.
 */
export const SESSION_ENDED_EVENT = 'timeprice:session-ended'
