/** Error page strings. The `{{path}}` lines are the same exact English text in every language. */
export const errors = {
  notFoundTitle: 'Page Not Found',
  serverErrorTitle: 'Internal Server Error',
  notFoundHint: 'The address may be mistyped, or what it showed has been deleted or has moved.',
  serverErrorHint: 'Something went wrong on our side. Please try again in a moment.',
  backHome: 'Back to the calculator',
  apiNotFound: 'There is nothing at this address of the API.',
  statusLabel: 'Error {{status}}',
  outage: {
    title: 'We could not reach the server',
    hint: 'You are still signed in. Please try again in a moment.',
    guestHint: 'Please try again in a moment.',
    kept: 'What you entered is kept: send it again once the server answers.',
    retry: 'Try again',
  },
}
