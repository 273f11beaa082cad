import { vValidator } from '@hono/valibot-validator'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../env.ts'
import { LOCALES, type Locale } from '../i18n/locales.ts'
import type { Key, Translate } from '../i18n/translator.ts'
import { formWriteKey } from '../lib/form-write-key.ts'
import { IDEMPOTENCY_KEY_FIELD } from '../lib/idempotency-key.ts'
import { firstPerKey } from '../lib/schemas/field-errors.ts'
import { idempotencyKeyValue } from '../lib/schemas/idempotency-key.ts'

/** The text a visitor typed, by field (plus hidden ones such as `next`), to show again after an error. */
export type FormValues = Record<string, string>

/** A form that failed its schema: the typed text and the errors by field, in the page's language. */
export interface InvalidForm {
  values: FormValues
  errors: Partial<Record<string, string>>
}

/** A failed form's error sentence per field, in the page's language. */
export type FormErrors = (c: Context<AppEnv>, issues: readonly v.BaseIssue<unknown>[]) => Partial<Record<string, string>>

/**
 * One issue's sentence in the page's language: the schema's message when it
 * is a catalogue key (`validation.email`; `{{max}}` is the issue's
 * requirement), else one that names the field and asks to check it (what
 * valibot refused by its own words: a field sent twice, a list for a text).
 */
export const issueSentence = (t: Translate, field: string, issue: v.BaseIssue<unknown>): string =>
  t(issue.message as Key, { field, max: String(issue.requirement ?? '') }) || t('validation.fieldInvalid', { field })

/** The usual sentences, one per field (its first issue), by the field's path (`form` for the form as a whole). */
export const translatedErrors: FormErrors = (c, issues) =>
  firstPerKey(
    issues.map((issue) => {
      const field = issue.path?.map((item) => String(item.key)).join('.') || 'form'
      return [field, issueSentence(c.get('t'), field, issue)]
    }),
  )

/**
 * The text fields of the request's urlencoded or multipart form (files left
 * out); none when the body is no form. Reads the body Hono has already
 * parsed when a validator ran first.
 */
export async function formValues(c: Context<AppEnv>): Promise<FormValues> {
  const body = await c.req.parseBody().catch(() => ({}))
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * `rateLimit`'s answer for a page's form over its limit (the 429 and
 * `Retry-After` are `rateLimit`'s): the form's page again, drawn by `again`,
 * with what was typed and the limit's sentence as its error, so nothing
 * typed is lost while the person waits to send it again.
 *
 * @example login.post('/', rateLimit('login', { onLimited: formAgainOverLimit(loginAgain) }), handler)
 */
export const formAgainOverLimit =
  (again: (c: Context<AppEnv>, values: FormValues, error: string) => Response | Promise<Response>) => async (c: Context<AppEnv>) =>
    again(c, await formValues(c), c.get('t')('auth.errors.rateLimited'))

/**
 * The key a keyed form's write is made under (`formWriteKey`: the key the
 * page rendered into it, with what it sends), or none for a form without
 * one, or with one that is no UUID: that form is written once per post, as
 * before keys existed, since nobody could correct a hidden field.
 */
export async function formWriteKeyOf(c: Context<AppEnv>, sent: unknown): Promise<string | undefined> {
  const key = (await formValues(c))[IDEMPOTENCY_KEY_FIELD]
  return v.is(idempotencyKeyValue, key) ? formWriteKey(key, sent) : undefined
}

/**
 * Validates a urlencoded or multipart form with a valibot schema through
 * Hono's validator; the route reads the typed values with
 * `c.req.valid('form')`. A form that fails goes to `onInvalid` with what was
 * typed and each field's error translated, so the page can show the form
 * again with every message next to its control. `errorsOf` words the
 * errors when the schema's messages are no catalogue keys.
 *
 * @example
 * contact.post('/', validForm(contactSchema, (c, form) => c.render(<ContactPage {...form} />, { meta: 'contact' })), handler)
 */
export const validForm = <Schema extends v.GenericSchema, Path extends string = string>(
  schema: Schema,
  onInvalid: (c: Context<AppEnv, Path>, form: InvalidForm) => Response | Promise<Response>,
  errorsOf: FormErrors = translatedErrors,
) =>
  vValidator('form', schema, async (result, c: Context<AppEnv, Path>) => {
    if (result.success) return
    const errors = errorsOf(c as Context<AppEnv>, result.issues)
    return onInvalid(c, { values: await formValues(c as Context<AppEnv>), errors })
  })

/**
 * `validForm` for a form whose schema depends on the page's language (its
 * numbers are typed the way the language writes them): one validator per
 * language, built once, and the request's language picks it.
 *
 * @example profile.post('/', validFormIn(profileSchema, onInvalid), handler)
 */
export const validFormIn = <Schema extends v.GenericSchema, Path extends string = string>(
  schemaFor: (locale: Locale) => Schema,
  onInvalid: (c: Context<AppEnv, Path>, form: InvalidForm) => Response | Promise<Response>,
  errorsOf: FormErrors = translatedErrors,
) => {
  type Validator = ReturnType<typeof validForm<Schema, Path>>
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, validForm(schemaFor(locale), onInvalid, errorsOf)])) as Record<
    Locale,
    Validator
  >
  const validator: Validator = (c, next) => byLocale[c.get('locale')](c, next)
  return validator
}

/**
 * Reads a page's query with a schema whose fields fall back when the
 * address holds something else (a page shows itself whatever its query
 * says); the route reads the values with `c.req.valid('query')`.
 *
 * @example goals.get('/', validPageQuery(goalsPageQuerySchema), (c) => c.text(c.req.valid('query').done ?? ''))
 */
export const validPageQuery = <Schema extends v.GenericSchema>(schema: Schema) => vValidator('query', schema)
