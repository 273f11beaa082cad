import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { contactSchema } from '../lib/schemas/auth.ts'
import { rateLimit } from '../middleware/rate-limit.tsx'
import { supabaseFor } from '../supabase/client.ts'
import { insertContactMessage } from '../supabase/contact-messages.ts'
import { ContactPage } from '../views/pages/contact-page.tsx'
import { readForm } from './form-body.ts'

/** `/{lang}/contact`: the contact page and its form, stored in `contact_messages`. */
export const contact = new Hono<AppEnv>()

contact.get('/', (c) => c.render(<ContactPage />, { meta: 'contact' }))

contact.post('/', rateLimit('contact'), async (c) => {
  const t = c.get('t')
  const form = await readForm<typeof contactSchema, 'name' | 'email' | 'message'>(c, contactSchema)
  if (!form.ok) {
    c.status(422)
    return c.render(<ContactPage values={form.values} errors={form.errors} error={t('auth.contact.invalid')} />, { meta: 'contact' })
  }
  const { ok } = await insertContactMessage(supabaseFor(c), form.data)
  if (!ok) {
    c.status(503)
    return c.render(<ContactPage values={form.values} error={t('auth.errors.network')} />, { meta: 'contact' })
  }
  return c.render(<ContactPage success={t('auth.contact.sent')} />, { meta: 'contact' })
})
