import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { AppEnv } from '../env.ts'
import { contactSchema } from '../lib/schemas/auth.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import { supabaseFor } from '../supabase/client.ts'
import { insertContactMessage } from '../supabase/contact-messages.ts'
import { pagePath } from '../paths.ts'
import { ContactPage } from '../views/pages/contact-page.tsx'
import { formAgainOverLimit, formValues, formWriteKeyOf, validForm, type FormValues, type InvalidForm } from './form-validator.ts'

/**
 * `/{lang}/contact`: the contact page and its form, stored in
 * `contact_messages`. A message stored is answered with a redirect (303) to
 * `?sent=1`, which thanks the sender: a reload there sends nothing again,
 * and the same form sent again (its answer lost) stores it once.
 */
export const contact = new Hono<AppEnv>()

contact.get('/', (c) =>
  c.render(<ContactPage {...(c.req.query('sent') === '1' ? { success: c.get('t')('auth.contact.sent') } : {})} />, { meta: 'contact' }),
)

/** The form again with what was typed, `error` above it and each field's own beside it. */
const contactAgain = (c: Context<AppEnv>, values: FormValues, error: string, errors: InvalidForm['errors'] = {}) =>
  c.render(<ContactPage values={values} errors={errors} error={error} />, { meta: 'contact' })

const validContact = validForm(contactSchema, (c, { values, errors }) => {
  c.status(422)
  return contactAgain(c, values, c.get('t')('auth.contact.invalid'), errors)
})

contact.post('/', rateLimit('contact', { onLimited: formAgainOverLimit(contactAgain) }), validContact, async (c) => {
  const t = c.get('t')
  const message = c.req.valid('form')
  const { ok } = await insertContactMessage(supabaseFor(c), message, await formWriteKeyOf(c, message))
  if (!ok) {
    c.status(503)
    return contactAgain(c, await formValues(c), t('auth.errors.network'))
  }
  return c.redirect(`${pagePath(c.get('locale'), 'contact')}?sent=1`, 303)
})
