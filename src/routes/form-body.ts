import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../env.ts'
import type { Key } from '../i18n/translator.ts'
import { fieldErrors } from '../lib/schemas/field-errors.ts'

/** The text a visitor typed, by field (plus the hidden `next`), to show again after an error. */
export type FormValues<Field extends string> = Partial<Record<Field | 'next', string>>

/** The outcome of reading a form: typed values, or the typed text and translated field errors. */
export type FormResult<Output, Field extends string> =
  { ok: true; data: Output; values: FormValues<Field> } | { ok: false; values: FormValues<Field>; errors: Partial<Record<Field, string>> }

/**
 * Reads a urlencoded or multipart form and validates it with a valibot
 * schema. Errors come back translated into the page's language, keyed by
 * field, so the form can show each next to its control.
 */
export async function readForm<Schema extends v.GenericSchema, Field extends string>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<FormResult<v.InferOutput<Schema>, Field>> {
  const body = await c.req.parseBody().catch(() => ({}))
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') values[name] = value
  const typed = values as FormValues<Field>
  const parsed = v.safeParse(schema, values)
  if (parsed.success) return { ok: true, data: parsed.output, values: typed }
  const t = c.get('t')
  const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.issues)).map(([field, key]) => [field, t(key as Key)]))
  return { ok: false, values: typed, errors: errors as Partial<Record<Field, string>> }
}
