import type { Catalogue } from '../catalogue.ts'
import type { Messages } from './en.ts'
import { auth } from './de/auth.ts'
import { calculator } from './de/calculator.ts'
import { common } from './de/common.ts'
import { content } from './de/content.ts'
import { dashboard } from './de/dashboard.ts'
import { errors } from './de/errors.ts'
import { goals } from './de/goals.ts'
import { guard } from './de/guard.ts'
import { live } from './de/live.ts'
import { meta } from './de/meta.ts'
import { offline } from './de/offline.ts'
import { validation } from './de/validation.ts'

/** de catalogue: a missing or misshaped key is a type error. */
export const de: Catalogue<Messages> = {
  ...common,
  meta,
  errors,
  validation,
  calculator,
  auth,
  content,
  dashboard,
  goals,
  guard,
  live,
  offline,
}
