import { vValidator } from '@hono/valibot-validator'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { CONTROL_CHARACTERS_MESSAGE } from '../../lib/schemas/plain-text.ts'
import { apiError } from './json-error.ts'

/** Answers a body that parsed as JSON but failed its schema. */
export type InvalidJson = (c: Context<AppEnv>, issues: readonly v.BaseIssue<unknown>[]) => Response

/** The usual refusal: 422 `invalid`, naming each refused top-level field with the general message (or the one for control characters). */
export const invalidFields: InvalidJson = (c, issues) => {
  const message = (issue: v.BaseIssue<unknown>) =>
    c.get('t')(issue.message === CONTROL_CHARACTERS_MESSAGE ? CONTROL_CHARACTERS_MESSAGE : 'dashboard.errors.invalid')
  const fields = Object.fromEntries(issues.map((issue) => [String(issue.path?.[0]?.key ?? 'body'), message(issue)]))
  return apiError(c, 422, 'invalid', fields)
}

/** Whether a parsed body is a JSON object, the only kind of body the API takes (valibot's objects would take an array too). */
const isJsonObject = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body)

/**
 * The API's one answer to a body it cannot read (not JSON, or JSON that is
 * no object): 400 `bad_json` with the app's message, also at `body`.
 */
export const badJson = (c: Context<AppEnv>) => {
  const message = c.get('t')('dashboard.errors.badJson')
  return apiError(c, 400, 'bad_json', { body: message }, message)
}

/**
 * Validates a JSON body with a valibot schema through Hono's validator; the
 * route reads the typed body with `c.req.valid('json')`. A body that is JSON
 * but no object (`null`, `[]`, `42`) is answered like one that is not JSON
 * at all (`badJson`; for the latter the validator throws a 400, which the
 * API's `onError` answers, see `isMalformedJson`); a body that fails the
 * schema is answered by `onInvalid`.
 *
 * @example calculationsApi.patch('/:id', validJson(updateTitleSchema), (c) => c.json(c.req.valid('json')))
 */
export const validJson = <Schema extends v.GenericSchema, Path extends string = string>(
  schema: Schema,
  onInvalid: InvalidJson = invalidFields,
) =>
  vValidator('json', schema, async (result, c: Context<AppEnv, Path>) => {
    if (!isJsonObject(await c.req.json().catch(() => undefined))) return badJson(c)
    return result.success ? undefined : onInvalid(c, result.issues)
  })

/**
 * Validates an API request's query string with a valibot schema (a repeated
 * key comes as an array, so a schema of strings refuses it); the route reads
 * it with `c.req.valid('query')`, a refusal names each field (422).
 *
 * @example calculationsApi.get('/', validQuery(calculationPageSchema), (c) => c.json(c.req.valid('query')))
 */
export const validQuery = <Schema extends v.GenericSchema, Path extends string = string>(
  schema: Schema,
  onInvalid: InvalidJson = invalidFields,
) => vValidator('query', schema, (result, c: Context<AppEnv, Path>) => (result.success ? undefined : onInvalid(c, result.issues)))

/** Whether an error is Hono's validator refusing a body that is not JSON: the only 400 the API throws. */
export const isMalformedJson = (error: Error) => error instanceof HTTPException && error.status === 400
