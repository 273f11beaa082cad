/** Refusals that protect the site: the current password, characters no field may hold, a request too large. */
export const guard = {
  currentPasswordWrong: 'The current password is not correct.',
  emailChangeNeedsPassword: 'Enter your current password to change your email address.',
  controlCharacters: 'This field contains invisible control characters. Please remove them.',
  crossSite: {
    title: 'This request came from another site',
    lead: 'For your safety, TimePrice only accepts what its own pages send. Go back, reload the page and try again.',
  },
  tooLarge: {
    title: 'This request is too large.',
    lead: 'Please send less text at once and try again.',
  },
}
