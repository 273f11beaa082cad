import * as v from 'valibot'
import { CONTROL_CHARACTERS_MESSAGE, noBidiControls, noControlCharacters } from './plain-text.ts'

/**
 * A username, as sign-up and the profile take it: trimmed, 3 to 30
 * characters, none of them a control character or a bidirectional control
 * (a shared comparison shows it to anyone with the link).
 */
export const usernameSchema = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  noControlCharacters(CONTROL_CHARACTERS_MESSAGE),
  noBidiControls(CONTROL_CHARACTERS_MESSAGE),
  v.minLength(3, 'validation.usernameLength'),
  v.maxLength(30, 'validation.usernameLength'),
)
