import { Hono } from 'hono/tiny'
import type { AppEnv } from '../env.ts'
import { contactSchema } from '../lib/schemas/auth.ts'
import { rateLimit } from '../middleware/rate-limit.tsx'
import { supabaseFor } from '../supabase/client.ts'
import { insertContactMessage } from '../supabase/contact-messages.ts'
import { pagePath } from '../paths.ts'
import { ContactPage } from '../views/pages/contact-page.tsx'
import { formValues, formWriteKeyOf, validForm } from './form-validator.ts'

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

const validContact = validForm(contactSchema, (c, { values, errors }) => {
  c.status(422)
  return c.render(<ContactPage values={values} errors={errors} error={c.get('t')('auth.contact.invalid')} />, { meta: 'contact' })
})

contact.post('/', rateLimit('contact'), validContact, async (c) => {
  const t = c.get('t')
  const message = c.req.valid('form')
  const { ok } = await insertContactMessage(supabaseFor(c), message, await formWriteKeyOf(c, message))
  if (!ok) {
    c.status(503)
    return c.render(<ContactPage values={await formValues(c)} error={t('auth.errors.network')} />, { meta: 'contact' })
  }
  return c.redirect(`${pagePath(c.get('locale'), 'contact')}?sent=1`, 303)
})
