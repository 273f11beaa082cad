import type { Catalogue } from '../catalogue.ts'
import type { Messages } from './en.ts'
import { auth } from './pt-BR/auth.ts'
import { calculator } from './pt-BR/calculator.ts'
import { common } from './pt-BR/common.ts'
import { content } from './pt-BR/content.ts'
import { dashboard } from './pt-BR/dashboard.ts'
import { errors } from './pt-BR/errors.ts'
import { goals } from './pt-BR/goals.ts'
import { guard } from './pt-BR/guard.ts'
import { live } from './pt-BR/live.ts'
import { meta } from './pt-BR/meta.ts'
import { offline } from './pt-BR/offline.ts'
import { validation } from './pt-BR/validation.ts'

/** pt-BR catalogue: a missing or misshaped key is a type error. */
export const ptBR: Catalogue<Messages> = {
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
