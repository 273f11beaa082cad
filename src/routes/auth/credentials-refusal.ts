import type { Context } from 'hono'
import type { AppEnv } from '../../env.ts'
import type { FormValues } from '../form-validator.ts'

/** Whether a sign-up or log-in form came without an address or without a password. */
export const credentialsMissing = (values: FormValues): boolean => !values.email?.trim() || !values.password

/**
 * The sentence above a refused sign-up or log-in form: the fixed one both
 * give when an address or a password is missing, else the ask to correct the
 * marked fields (too long, control characters, a username too short).
 */
export const credentialsRefusal = (c: Context<AppEnv>, values: FormValues): string =>
  c.get('t')(credentialsMissing(values) ? 'validation.identifierRequired' : 'validation.summary')
