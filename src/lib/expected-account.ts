/**
 * The request header a write sent in the background names the account it
 * is meant for with (the id of the person whose page sends it; a Save kept
 * offline and tried again): the browser's cookies are whoever is signed in
 * now, who may be someone else since the page was rendered. The API refuses
 * such a write (409) instead of doing it in the other account. Apart from
 * its schema, so the browser's scripts can name it without valibot.
 */
export const EXPECTED_ACCOUNT = 'x-account'
