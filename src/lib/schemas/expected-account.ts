import * as v from 'valibot'
import { EXPECTED_ACCOUNT } from '../expected-account.ts'

/** A request's `x-account` header (`EXPECTED_ACCOUNT`): optional, and an account's id (a UUID) when given. */
export const expectedAccountSchema = v.object({
  [EXPECTED_ACCOUNT]: v.optional(v.pipe(v.string(), v.uuid())),
})
