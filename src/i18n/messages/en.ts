import { auth } from './en/auth.ts'
import { calculator } from './en/calculator.ts'
import { common } from './en/common.ts'
import { content } from './en/content.ts'
import { dashboard } from './en/dashboard.ts'
import { errors } from './en/errors.ts'
import { goals } from './en/goals.ts'
import { guard } from './en/guard.ts'
import { live } from './en/live.ts'
import { meta } from './en/meta.ts'
import { offline } from './en/offline.ts'
import { validation } from './en/validation.ts'

/** English defines every key; de and pt-BR are type-checked against it. */
export const en = { ...common, meta, errors, validation, calculator, auth, content, dashboard, goals, guard, live, offline }

export type Messages = typeof en
