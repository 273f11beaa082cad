import { vValidator } from '@hono/valibot-validator'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type * as v from 'valibot'
import type { AppEnv } from '../../env.ts'
import { firstPerKey, issueField } from '../../lib/schemas/field-errors.ts'
import { issueSentence } from '../form-validator.ts'
import { apiError } from './json-error.ts'

/** Answers a body that parsed as JSON but failed its schema. */
export type InvalidJson = (c: Context<AppEnv>, issues: readonly v.BaseIssue<unknown>[]) => Response

/**
 * The usual refusal: 422 `invalid`, naming each refused top-level field (its
 * first issue) in a sentence: the schema's own message when it is a
 * catalogue key (`{{max}}` is the issue's requirement), else one that names
 * the field and asks to check it.
 */
export const invalidFields: InvalidJson = (c, issues) => {
  const fields = firstPerKey(
    issues.map((issue) => {
      const field = issueField(issue)
      return [field, issueSentence(c.get('t'), field, issue)]
    }),
  )
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

/**
 * Validates an API request's headers with a valibot schema (names in lower
 * case); the route reads them with `c.req.valid('header')`, a refusal names
 * each header (422).
 *
 * @example calculationsApi.post('/', validHeader(idempotencyKeySchema), (c) => c.json(c.req.valid('header')))
 */
export const validHeader = <Schema extends v.GenericSchema, Path extends string = string>(
  schema: Schema,
  onInvalid: InvalidJson = invalidFields,
) => vValidator('header', schema, (result, c: Context<AppEnv, Path>) => (result.success ? undefined : onInvalid(c, result.issues)))

/** Whether an error is Hono's validator refusing a body that is not JSON: the only 400 the API throws. */
export const isMalformedJson = (error: Error) => error instanceof HTTPException && error.status === 400
