/** Refusals that protect the site: the current password, characters no field may hold, a request too large. */
export const guard = {
  currentPasswordWrong: 'The current password is not correct.',
  controlCharacters: 'This field contains invisible control characters. Please remove them.',
  tooLarge: {
    title: 'This request is too large.',
    lead: 'Please send less text at once and try again.',
  },
}
