import * as v from 'valibot'
import { CONTROL_CHARACTERS_MESSAGE, noControlCharacters } from './plain-text.ts'
import { usernameSchema } from './username.ts'

/** Trims a text field and treats an absent one as empty, so "required" gets its own message. */
const text = v.pipe(v.optional(v.string(), ''), v.trim())

/** A one-line text field: no control characters, tab and line breaks included. */
const line = v.pipe(text, noControlCharacters(CONTROL_CHARACTERS_MESSAGE))

/** An email address as a form sends it: trimmed, present, at most 254 characters, well formed. */
export const emailSchema = v.pipe(
  line,
  v.nonEmpty('validation.emailRequired'),
  v.maxLength(254, 'validation.tooLong'),
  v.email('validation.email'),
)

/**
 * Passwords are not trimmed: spaces are part of them. Auth keeps 72 bytes
 * of one (bcrypt), and hosted Supabase refuses more: counted in UTF-8 bytes,
 * so a password of accented letters is not cut short without a word.
 */
const MAX_PASSWORD_BYTES = 72

const password = v.pipe(
  v.optional(v.string(), ''),
  noControlCharacters(CONTROL_CHARACTERS_MESSAGE),
  v.minLength(6, 'validation.passwordLength'),
  v.maxBytes(MAX_PASSWORD_BYTES, 'validation.passwordTooLong'),
)

/** Where to go after logging in or signing up; checked again as a same-site path by the route. */
const next = v.optional(v.pipe(v.string(), v.maxLength(2048)), '')

/** A password as typed, possibly empty: not trimmed, well formed, no strength rule. */
export const typedPassword = v.pipe(
  v.optional(v.string('validation.passwordRequired'), ''),
  noControlCharacters(CONTROL_CHARACTERS_MESSAGE),
  v.maxBytes(MAX_PASSWORD_BYTES, 'validation.passwordTooLong'),
)

/** A password the account already has (log-in, the current one on the profile): present and well formed. */
const existingPassword = v.pipe(typedPassword, v.nonEmpty('validation.passwordRequired'))

/** Log-in form: email (or phone) and password, each named when it is missing. */
export const loginSchema = v.object({
  email: v.pipe(line, v.nonEmpty('validation.emailRequired'), v.maxLength(254, 'validation.tooLong')),
  password: existingPassword,
  next,
})

/** Sign-up form. */
export const signupSchema = v.object({
  username: usernameSchema,
  email: emailSchema,
  password,
  timeZone: v.optional(v.pipe(v.string(), noControlCharacters(CONTROL_CHARACTERS_MESSAGE), v.maxLength(64)), ''),
  next,
})

/** "Forgot password": the address to send the recovery mail to. */
export const forgotPasswordSchema = v.object({ email: emailSchema })

/** Setting a new password after the recovery link. */
export const newPasswordSchema = v.object({ password })

/** Changing the password on the profile: the current one (checked with Supabase) and the new one. */
export const changePasswordSchema = v.object({
  currentPassword: existingPassword,
  password,
})

/** `DELETE /api/account`: the current password, checked with Supabase before anything is deleted, and no other key. */
export const deleteAccountSchema = v.strictObject({ password: existingPassword }, 'validation.passwordOnly')

/** The profile's "Delete my account" form: the current password and the ticked confirmation (`confirm=yes`). */
export const deleteAccountFormSchema = v.object({
  password: existingPassword,
  confirm: v.pipe(v.optional(v.string(), ''), v.value('yes', 'validation.deleteConfirmRequired')),
})

/** The contact form. */
export const contactSchema = v.object({
  name: v.pipe(line, v.nonEmpty('validation.nameRequired'), v.maxLength(100, 'validation.tooLong')),
  email: emailSchema,
  message: v.pipe(
    text,
    // A browser sends each line break as CR LF; the person typed one character.
    v.transform((message) => message.replace(/\r\n?/g, '\n')),
    noControlCharacters(CONTROL_CHARACTERS_MESSAGE, { multiline: true }),
    v.minLength(10, 'validation.messageLength'),
    v.maxLength(5000, 'validation.messageTooLong'),
  ),
})

/** "Send it again": the address whose sign-up confirmation is mailed once more. */
export const resendConfirmationSchema = v.object({ email: emailSchema })

/** A token hash as Supabase mails it (hex, `pkce_`-prefixed in PKCE projects). */
export const TOKEN_HASH = /^[\w-]{1,512}$/

/**
 * A confirmation mail's link (`/{lang}/auth/confirm?token_hash=…&type=email`,
 * or `type=email_change` for a new address). A missing or malformed hash
 * falls back to empty, which the route answers with the expired-link page.
 */
export const confirmLinkSchema = v.object({
  token_hash: v.fallback(v.pipe(v.string(), v.regex(TOKEN_HASH)), ''),
  type: v.fallback(v.picklist(['email', 'email_change']), 'email'),
})

/**
 * A recovery mail's link (`/{lang}/auth/callback?next=…&token_hash=…&type=recovery`),
 * and the form that goes on with it when someone was signed in. A missing
 * or malformed hash, or another type, falls back to empty, which the route
 * answers with the expired-link page; `next` is checked as a same-site path
 * where it is used.
 */
export const recoveryLinkSchema = v.object({
  token_hash: v.fallback(v.pipe(v.string(), v.regex(TOKEN_HASH)), ''),
  type: v.fallback(v.picklist(['recovery', '']), ''),
  next: v.fallback(v.string(), ''),
})

/**
 * The log-out form: this device (`local`), or every session of the account
 * (`global`). Anything else signs this device out, the safe reading of a
 * tampered form.
 */
export const logoutSchema = v.object({ scope: v.fallback(v.picklist(['local', 'global']), 'local') })
