import * as v from 'valibot'
import { CONTROL_CHARACTERS_MESSAGE, noControlCharacters } from './plain-text.ts'
import { usernameSchema } from './username.ts'

/** Trims a text field and treats an absent one as empty, so "required" gets its own message. */
const text = v.pipe(v.optional(v.string(), ''), v.trim())

/** A one-line text field: no control characters, tab and line breaks included. */
const line = v.pipe(text, noControlCharacters(CONTROL_CHARACTERS_MESSAGE))

const email = v.pipe(line, v.nonEmpty('validation.emailRequired'), v.maxLength(254, 'validation.tooLong'), v.email('validation.email'))

/** Passwords are not trimmed: spaces are part of them. GoTrue caps them at 72 bytes. */
const password = v.pipe(
  v.optional(v.string(), ''),
  noControlCharacters(CONTROL_CHARACTERS_MESSAGE),
  v.minLength(6, 'validation.passwordLength'),
  v.maxLength(72, 'validation.passwordTooLong'),
)

/** Where to go after logging in or signing up; checked again as a same-site path by the route. */
const next = v.optional(v.pipe(v.string(), v.maxLength(2048)), '')

/** A password the account already has (log-in, the current one on the profile): present and well formed, no strength rule. */
const existingPassword = v.pipe(
  v.optional(v.string(), ''),
  v.nonEmpty('validation.passwordRequired'),
  noControlCharacters(CONTROL_CHARACTERS_MESSAGE),
  v.maxLength(72, 'validation.passwordTooLong'),
)

/** Log-in form: email (or phone) and password, each named when it is missing. */
export const loginSchema = v.object({
  email: v.pipe(line, v.nonEmpty('validation.emailRequired'), v.maxLength(254, 'validation.tooLong')),
  password: existingPassword,
  next,
})

/** Sign-up form. */
export const signupSchema = v.object({
  username: usernameSchema,
  email,
  password,
  timeZone: v.optional(v.pipe(v.string(), noControlCharacters(CONTROL_CHARACTERS_MESSAGE), v.maxLength(64)), ''),
  next,
})

/** "Forgot password": the address to send the recovery mail to. */
export const forgotPasswordSchema = v.object({ email })

/** Setting a new password after the recovery link. */
export const newPasswordSchema = v.object({ password })

/** Changing the password on the profile: the current one (checked with Supabase) and the new one. */
export const changePasswordSchema = v.object({
  currentPassword: existingPassword,
  password,
})

/** `DELETE /api/account`: the current password, checked with Supabase before anything is deleted. */
export const deleteAccountSchema = v.object({ password: existingPassword })

/** The profile's "Delete my account" form: the current password and the ticked confirmation (`confirm=yes`). */
export const deleteAccountFormSchema = v.object({
  password: existingPassword,
  confirm: v.pipe(v.optional(v.string(), ''), v.value('yes', 'validation.deleteConfirmRequired')),
})

/** The contact form. */
export const contactSchema = v.object({
  name: v.pipe(line, v.nonEmpty('validation.nameRequired'), v.maxLength(100, 'validation.tooLong')),
  email,
  message: v.pipe(
    text,
    noControlCharacters(CONTROL_CHARACTERS_MESSAGE, { multiline: true }),
    v.minLength(10, 'validation.messageLength'),
    v.maxLength(5000, 'validation.tooLong'),
  ),
})
