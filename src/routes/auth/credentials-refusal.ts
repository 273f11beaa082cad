import type { Context } from 'hono'
import type { AppEnv } from '../../env.ts'
import type { FormValues } from '../form-validator.ts'

/**
 * The sentence above a refused sign-up or log-in form, its status set: an
 * address or a password missing is a 400 with the fixed sentence both forms
 * give for it; any other refused field (too long, control characters, a
 * username too short) a 422 asking to correct the marked fields.
 */
export function credentialsRefusal(c: Context<AppEnv>, values: FormValues): string {
  const missing = !values.email?.trim() || !values.password
  c.status(missing ? 400 : 422)
  return c.get('t')(missing ? 'validation.identifierRequired' : 'validation.summary')
}
