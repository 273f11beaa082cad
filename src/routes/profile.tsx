import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import type { AppEnv } from '../env.ts'
import { sameSitePath } from '../lib/safe-redirect.ts'
import { siteOrigin } from '../lib/site-url.ts'
import { loginPathBackTo, pagePath, stepPath } from '../paths.ts'
import { MAX_PICTURE_BYTES, pictureType, profileSchema, rateFormSchema } from '../lib/schemas/profile.ts'
import { changePasswordSchema, deleteAccountFormSchema, emailSchema } from '../lib/schemas/auth.ts'
import { rememberLocale } from '../middleware/locale-cookie.ts'
import { outagePage } from '../middleware/outage-page.tsx'
import { passwordLimitAnswering, withinPasswordLimit } from '../middleware/rate-limit.ts'
import { authErrorMessage, authErrorStatus, isAddressTaken, isAuthOutage } from '../supabase/auth-errors.ts'
import { removeAvatars, uploadAvatar } from '../supabase/avatars.ts'
import { supabaseFor } from '../supabase/client.ts'
import { clearSessionCookies } from '../supabase/session-cookies.ts'
import { storedAccount } from '../supabase/account.ts'
import { changePassword, passwordSetWithin, verifyPassword } from '../supabase/credentials.ts'
import { updateProfile } from '../supabase/profile.ts'
import { ProfilePage, type ProfilePageProps } from '../views/pages/profile-page.tsx'
import { deleteAccount } from './account-deletion.ts'
import { formAgainOverLimit, formValues, validForm, validFormIn } from './form-validator.ts'
import { readAhead } from './read-ahead.ts'

/** `/{lang}/profile`: the profile page and its forms (details, picture, password, deleting the account at `/delete`, and the calculator's "use as my rate" at `/rate`). */
export const profile = new Hono<AppEnv>()

/** What `?saved=` can report, with the form it belongs to and its message. */
const SAVED = {
  profile: ['profile', 'auth.profile.saved'],
  picture: ['picture', 'auth.profile.pictureUpdated'],
  pictureRemoved: ['picture', 'auth.profile.pictureActions.removed'],
  password: ['password', 'auth.profile.passwordChanged'],
} as const

/** Where the confirmation of a new address comes back: `/{lang}/auth/confirm` in the profile's language. */
const confirmNewEmailTo = (c: Context<AppEnv>, language: string) => `${siteOrigin(c.env.SITE_URL)}${stepPath(language, 'authConfirm')}`

function renderProfile(c: Context<AppEnv>, props: ProfilePageProps = {}) {
  c.header('Cache-Control', 'private, no-store')
  return c.render(<ProfilePage {...props} />, { meta: 'profile', noindex: true })
}

/** The password limit of each of the page's forms, over which the page comes back with what was typed (never a password) and the limit at that form. */
const limitOf = {
  profile: passwordLimitAnswering(formAgainOverLimit((c, values, error) => renderProfile(c, { values, error }))),
  password: passwordLimitAnswering(formAgainOverLimit((c, _values, error) => renderProfile(c, { passwordError: error }))),
  deletion: passwordLimitAnswering(formAgainOverLimit((c, _values, error) => renderProfile(c, { deletionError: error }))),
}

/**
 * The account as Auth stores it now, read beside the session check on a GET
 * (see `readAhead`). The claims other pages show stay as they were until the
 * access token is refreshed; a profile form filled in from an older copy
 * would send back every field as it was then, so changes made since (on
 * another device, or in a request whose answer never came back with its
 * cookies) would be undone without a word by saving one field.
 */
export const storedProfileRead = readAhead((_c, supabase) => storedAccount(supabase))

profile.get('/', async (c) => {
  const stored = await storedProfileRead.take(c)
  if (stored.data) c.set('user', stored.data)
  else if (!stored.error) {
    // Auth says the account or its session is gone: signed out, as the guard would answer a guest.
    clearSessionCookies(c)
    c.header('Cache-Control', 'private, no-store')
    return c.redirect(loginPathBackTo(c.get('locale'), pagePath(c.get('locale'), 'profile')), 302)
  }
  const t = c.get('t')
  const saved = c.req.query('saved') ?? ''
  // The address the confirmation went to, named in the page's sentence only if it is one: the query is anyone's to write.
  const pendingEmail = v.is(emailSchema, c.req.query('email')) ? c.req.query('email') : undefined
  if (saved === 'email') return renderProfile(c, { success: t('auth.profile.emailChanged', { email: c.get('user')!.email }) })
  if (saved === 'profile' && pendingEmail) {
    return renderProfile(c, {
      pendingEmail,
      success: t('auth.profile.emailChangeSent', { email: pendingEmail, current: c.get('user')!.email }),
    })
  }
  const [section, message] = Object.hasOwn(SAVED, saved) ? SAVED[saved as keyof typeof SAVED] : []
  return renderProfile(c, { section, success: message && t(message), pendingEmail })
})

const validProfile = validFormIn(profileSchema, (c, { values, errors }) => {
  c.status(422)
  return renderProfile(c, { values, errors, error: c.get('t')('validation.summary') })
})

/** Whether the profile form asks to move the account to another address. */
const changesEmail = (c: Context<AppEnv>, email: string) => email.toLowerCase() !== c.get('user')!.email.toLowerCase()

/** A new address takes the current password, so its tries count in the per-user password limit; a profile saved with its address does not. */
const emailChangeLimit = createMiddleware<AppEnv, string, { out: { form: { email: string } } }>((c, next) =>
  changesEmail(c, c.req.valid('form').email) ? limitOf.profile(c, next) : next(),
)

/**
 * The proof a new address takes: the current password, as a new password
 * does (the address is how the account is recovered). Null when it holds;
 * else the profile form again, what was typed kept, the password named.
 */
async function refuseWithoutPassword(c: Context<AppEnv>, currentPassword: string): Promise<Response | null> {
  const t = c.get('t')
  const current = currentPassword ? await verifyPassword(c, c.get('user')!.email, currentPassword) : { data: false, error: null }
  if (current.data) return null
  const values = await formValues(c)
  if (current.error) {
    c.status(authErrorStatus(current.error))
    return renderProfile(c, { values, error: authErrorMessage(current.error, t) })
  }
  const message = t(currentPassword ? 'guard.currentPasswordWrong' : 'guard.emailChangeNeedsPassword')
  c.status(422)
  return renderProfile(c, { values, errors: { currentPassword: message }, error: message })
}

/**
 * A form's own address opened as a page (a refused form's page reloaded or
 * its address copied, the page's live refresh asking for it again): the
 * profile page.
 */
profile.on('GET', ['/password', '/delete', '/rate', '/picture', '/picture/remove'], (c) =>
  c.redirect(pagePath(c.get('locale'), 'profile'), 303),
)

profile.post('/', validProfile, emailChangeLimit, async (c) => {
  const t = c.get('t')
  const { email, currentPassword, ...metadata } = c.req.valid('form')
  // The rate may stay empty only while none is set: emptying a set one would unset it without a word.
  if (metadata.hourlyRate === 0 && c.get('user')!.hourlyRate > 0) {
    c.status(422)
    return renderProfile(c, {
      values: await formValues(c),
      errors: { hourlyRate: t('validation.rateRequired') },
      error: t('validation.summary'),
    })
  }
  const newEmail = changesEmail(c, email) ? { email, redirectTo: confirmNewEmailTo(c, metadata.language) } : undefined
  const refused = newEmail && (await refuseWithoutPassword(c, currentPassword))
  if (refused) return refused
  const { error } = await updateProfile(supabaseFor(c), metadata, newEmail)
  if (error) {
    c.status(authErrorStatus(error))
    // Signed in, "log in instead?" would be no answer: the field says to choose another address.
    if (isAddressTaken(error)) {
      const message = t('auth.profile.emailTaken')
      return renderProfile(c, { values: await formValues(c), errors: { email: message }, error: message })
    }
    return renderProfile(c, { values: await formValues(c), error: authErrorMessage(error, t) })
  }
  // A language chosen here moves the site to it; one left as stored keeps the page's (the header's switcher may have moved it).
  const shownIn = metadata.language !== c.get('user')!.language ? metadata.language : c.get('locale')
  if (shownIn !== c.get('locale')) rememberLocale(c, shownIn)
  const pending = newEmail ? `&email=${encodeURIComponent(email)}` : ''
  return c.redirect(`${pagePath(shownIn, 'profile')}?saved=profile${pending}`, 303)
})

profile.post(
  '/picture',
  bodyLimit({
    maxSize: MAX_PICTURE_BYTES + 64 * 1024,
    onError: (c) => {
      c.status(413)
      return renderProfile(c, { pictureError: c.get('t')('validation.fileSize') })
    },
  }),
  async (c) => {
    const t = c.get('t')
    const user = c.get('user')!
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const file = body.picture
    if (!(file instanceof File) || file.size === 0) {
      c.status(422)
      return renderProfile(c, { pictureError: t('auth.profile.pictureActions.missing') })
    }
    if (file.size > MAX_PICTURE_BYTES) {
      c.status(413)
      return renderProfile(c, { pictureError: t('validation.fileSize') })
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = pictureType(bytes)
    if (!type) {
      c.status(422)
      return renderProfile(c, { pictureError: t('validation.fileType') })
    }
    const supabase = supabaseFor(c)
    const uploaded = await uploadAvatar(supabase, user.id, bytes, type)
    if ('error' in uploaded) {
      c.status(503)
      return renderProfile(c, { pictureError: t('auth.errors.unknown') })
    }
    const { error } = await updateProfile(supabase, { profilePicture: uploaded.path })
    if (error) {
      await removeAvatars(supabase, [uploaded.path])
      c.status(authErrorStatus(error))
      return renderProfile(c, { pictureError: authErrorMessage(error, t) })
    }
    if (user.profilePicture) await removeAvatars(supabase, [user.profilePicture])
    return c.redirect(`${pagePath(c.get('locale'), 'profile')}?saved=picture`, 303)
  },
)

/** Removes the profile picture: the profile forgets it first, then its file goes. */
profile.post('/picture/remove', async (c) => {
  const user = c.get('user')!
  // Made after the update, so the refreshed session's cookies go with it.
  const done = () => c.redirect(`${pagePath(c.get('locale'), 'profile')}?saved=pictureRemoved`, 303)
  if (!user.profilePicture) return done()
  const supabase = supabaseFor(c)
  const { error } = await updateProfile(supabase, { profilePicture: null })
  if (error) {
    c.status(authErrorStatus(error))
    return renderProfile(c, { pictureError: authErrorMessage(error, c.get('t')) })
  }
  await removeAvatars(supabase, [user.profilePicture])
  return done()
})

const validPassword = validForm(changePasswordSchema, (c, { errors }) => {
  c.status(422)
  return renderProfile(c, { passwordError: errors.password ?? c.get('t')('validation.summary'), passwordErrors: errors })
})

/** How long after a password was set a change sent again may find it already done. */
const RESENT_CHANGE_MS = 10 * 60_000

/**
 * Whether the password is already `password`, set by this same change sent
 * before: its answer was lost on the way back, and sent again it carries the
 * current password it has itself replaced. Asked only when the password was
 * set in the last minutes, and a try of its own in the password limit, so it
 * gives nobody more guesses.
 */
async function changedAlready(c: Context<AppEnv>, password: string): Promise<boolean> {
  if (!(await passwordSetWithin(supabaseFor(c), RESENT_CHANGE_MS)) || !(await withinPasswordLimit(c))) return false
  const already = await verifyPassword(c, c.get('user')!.email, password)
  return already.data === true
}

profile.post('/password', validPassword, limitOf.password, async (c) => {
  const t = c.get('t')
  const { currentPassword, password } = c.req.valid('form')
  const done = () => c.redirect(`${pagePath(c.get('locale'), 'profile')}?saved=password`, 303)
  const current = await verifyPassword(c, c.get('user')!.email, currentPassword)
  if (current.data === false && (await changedAlready(c, password))) return done()
  if (!current.data) {
    const message = current.error ? authErrorMessage(current.error, t) : t('guard.currentPasswordWrong')
    c.status(current.error ? authErrorStatus(current.error) : 422)
    return renderProfile(c, { passwordError: message, passwordErrors: current.error ? {} : { currentPassword: message } })
  }
  const { error } = await changePassword(supabaseFor(c), password)
  if (error) {
    c.status(authErrorStatus(error))
    return renderProfile(c, { passwordError: authErrorMessage(error, t) })
  }
  return done()
})

const validDeletion = validForm(deleteAccountFormSchema, (c, { errors }) => {
  c.status(422)
  return renderProfile(c, { deletionError: c.get('t')('validation.summary'), deletionErrors: errors })
})

/**
 * "Delete my account": with the current password and the confirmation
 * ticked, deletes the account and everything of it (`deleteAccount`), then
 * says goodbye. Tries count in the per-user password limit.
 */
profile.post('/delete', validDeletion, limitOf.deletion, async (c) => {
  const t = c.get('t')
  const result = await deleteAccount(c, c.req.valid('form').password)
  if (result.outcome === 'deleted') return c.redirect(pagePath(c.get('locale'), 'goodbye'), 303)
  if (result.outcome === 'wrongPassword') {
    const message = t('guard.currentPasswordWrong')
    c.status(422)
    return renderProfile(c, { deletionError: message, deletionErrors: { password: message } })
  }
  const { error } = result
  c.status('kind' in error ? 503 : authErrorStatus(error))
  return renderProfile(c, { deletionError: 'kind' in error ? t('dashboard.errors.failed') : authErrorMessage(error, t) })
})

/** Where "use as my hourly rate" goes back to: the calculator page it came from. */
const rateReturn = (c: Context<AppEnv>, fields: { return?: string }) => sameSitePath(fields.return, `/${c.get('locale')}`)

const validRate = validFormIn(rateFormSchema, (c, { values }) => c.redirect(rateReturn(c, values), 303))

/**
 * The calculator's "use as my hourly rate" without JavaScript: stores the
 * typed rate, then goes back to the calculator; when Auth cannot be reached,
 * the localized 503 page offers to send it again rather than go back as if
 * it were stored.
 */
profile.post('/rate', validRate, async (c) => {
  const { rate, currency, ...fields } = c.req.valid('form')
  const { error } = await updateProfile(supabaseFor(c), currency ? { hourlyRate: rate, currency } : { hourlyRate: rate })
  if (isAuthOutage(error)) return outagePage(c)
  return c.redirect(rateReturn(c, fields), 303)
})
