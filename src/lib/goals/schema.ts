import * as v from 'valibot'
import type { Locale } from '../../i18n/locales.ts'
import { decimalsOf, markedCurrency, readNumber } from '../calculation/decimal.ts'
import { MAX_DECIMALS } from '../calculation/limits.ts'
import { isCurrency } from '../currencies.ts'
import { formatNumber } from '../format.ts'
import { translatorOf } from '../../i18n/translate.ts'
import { GOAL_FIELDS, MAX_GOAL_AMOUNT, MAX_GOAL_TITLE_LENGTH, type GoalField } from './goal.ts'
import { isIsoDate } from './iso-date.ts'
import { noBidiControls, noControlCharacters } from '../schemas/plain-text.ts'

/**
 * The goal's valibot schemas, one set for the JSON API and the page's forms
 * (whose typed text `goalBodyFrom` turns into JSON values first). Each
 * issue's message is a `GoalErrorCode`; `goalFieldErrors` turns them into
 * one localized sentence per field.
 */

/** Why a goal's field was refused; the catalogue's `goals.errors` has a sentence for each. */
export type GoalErrorCode =
  | 'required'
  | 'notANumber'
  | 'notPositive'
  | 'negative'
  | 'tooLarge'
  | 'totalTooLarge'
  | 'tooManyDecimals'
  | 'unsupportedCurrency'
  | 'otherCurrency'
  | 'tooLong'
  | 'controlCharacters'
  | 'invalidDate'
  | 'pastDate'
  | 'unknownField'
  | 'noFields'

const code = (value: GoalErrorCode) => value

/** An amount of money: a JSON number, at most two decimals and 1,000,000,000; `positive` refuses 0. */
function amount(floor: 'zero' | 'positive') {
  return v.pipe(
    v.number(code('notANumber')),
    v.finite(code('notANumber')),
    floor === 'positive' ? v.gtValue(0, code('notPositive')) : v.minValue(0, code('negative')),
    v.maxValue(MAX_GOAL_AMOUNT, code('tooLarge')),
    v.check((value) => decimalsOf(value) <= MAX_DECIMALS, code('tooManyDecimals')),
    v.transform((value) => value + 0),
  )
}

const title = v.pipe(
  v.string(code('required')),
  v.trim(),
  noControlCharacters(code('controlCharacters')),
  noBidiControls(code('controlCharacters')),
  v.minLength(1, code('required')),
  v.maxLength(MAX_GOAL_TITLE_LENGTH, code('tooLong')),
)

const currency = v.pipe(
  v.string(code('unsupportedCurrency')),
  v.trim(),
  v.toUpperCase(),
  v.check((value) => isCurrency(value), code('unsupportedCurrency')),
)

/** A deadline: a real calendar date in ISO form or null for none; with `today`, not before it. */
function deadline(today: string | null) {
  return v.nullable(
    v.pipe(
      v.string(code('invalidDate')),
      v.check((date) => isIsoDate(date), code('invalidDate')),
      v.check((date) => today === null || date >= today, code('pastDate')),
    ),
  )
}

/**
 * The body of `POST /api/goals` and of the create form: a title and a
 * target; savings default to 0, no deadline to null, and the currency is
 * left undefined for the caller to take the profile's. A deadline before
 * `today` (ISO date) is refused.
 */
export function newGoalSchema(today: string) {
  return v.strictObject(
    {
      title,
      targetAmount: amount('positive'),
      savedAmount: v.optional(amount('zero'), 0),
      currency: v.optional(currency),
      deadline: v.optional(deadline(today), null),
    },
    code('unknownField'),
  )
}

/**
 * The body of `PATCH /api/goals/{id}` and of the edit form: any of the
 * fields, at least one. A deadline in the past may only be the one the goal
 * already has, which the caller checks as it writes (`updateGoal`'s `whileDeadline`).
 */
export const goalPatchSchema = v.pipe(
  v.strictObject(
    {
      title: v.optional(title),
      targetAmount: v.optional(amount('positive')),
      savedAmount: v.optional(amount('zero')),
      currency: v.optional(currency),
      deadline: v.optional(deadline(null)),
    },
    code('unknownField'),
  ),
  v.check((patch) => Object.values(patch).some((value) => value !== undefined), code('noFields')),
)

export type GoalPatch = v.InferOutput<typeof goalPatchSchema>

/** The body of an "add savings" request or form: one amount above 0. */
export const addSavingsSchema = v.strictObject({ amount: amount('positive') }, code('unknownField'))

/** The earliest creation time a restored goal may carry: before the site existed, within what the database stores. */
const EARLIEST_CREATED_AT = Date.UTC(2020, 0, 1)

/** How far ahead of the worker's clock a restored goal's creation time may be (the database's clock made it). */
const CLOCK_SKEW_MS = 5 * 60_000

/**
 * A deleted goal coming back through "undo": every field as it was stored,
 * with its id and creation time, so it returns to its place in the list,
 * and the signature the delete gave it. A deadline that has passed
 * meanwhile is kept.
 */
export const restoredGoalSchema = v.strictObject(
  {
    id: v.pipe(v.string(), v.uuid()),
    createdAt: v.pipe(
      v.string(code('invalidDate')),
      v.isoTimestamp(code('invalidDate')),
      v.check((text) => Date.parse(text) >= EARLIEST_CREATED_AT && Date.parse(text) <= Date.now() + CLOCK_SKEW_MS, code('invalidDate')),
    ),
    title,
    targetAmount: amount('positive'),
    savedAmount: amount('zero'),
    currency,
    deadline: deadline(null),
    /** What the delete signed it with, for the person who deleted it (`routes/goal-undo.ts`). */
    signature: v.string(),
  },
  code('unknownField'),
)

/** The catalogue's `goals` parts that name fields and explain refusals. */
export interface GoalErrorMessages {
  errors: Record<GoalErrorCode, string>
  fieldNames: Record<GoalField | 'amount' | 'body', string>
}

/** One localized sentence naming a field and saying what is wrong with it. */
export function goalFieldMessage(field: string, errorCode: GoalErrorCode, messages: GoalErrorMessages, locale: Locale): string {
  const name = Object.hasOwn(messages.fieldNames, field) ? messages.fieldNames[field as GoalField] : field
  const max = formatNumber(field === 'title' ? MAX_GOAL_TITLE_LENGTH : MAX_GOAL_AMOUNT, locale)
  return translatorOf({ message: messages.errors[errorCode] ?? messages.errors.required })('message', { field: name, max })
}

/**
 * One localized sentence per refused field, naming it; the first problem of
 * a field wins. A body that is no object at all is missing `whenNoObject`
 * (the create form's title and target, the patch's fields as a whole).
 */
export function goalFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  messages: GoalErrorMessages,
  locale: Locale,
  whenNoObject: readonly string[] = ['body'],
): Record<string, string> {
  const fields = new Map<string, string>()
  const add = (field: string, errorCode: GoalErrorCode) => {
    if (!fields.has(field)) fields.set(field, goalFieldMessage(field, errorCode, messages, locale))
  }
  for (const issue of issues) {
    const step = issue.path?.[0]
    const key = step && !Array.isArray(step.input) ? step.key : undefined
    const missing = issue.type === 'strict_object' && issue.input === undefined
    // A form's amount left blank is asked for, not called no number.
    const blank = issue.type === 'number' && typeof issue.input === 'string' && issue.input.trim() === ''
    if (typeof key === 'string') add(key, missing || blank ? 'required' : (issue.message as GoalErrorCode))
    else if (issue.message === 'noFields') add('body', 'noFields')
    else for (const field of whenNoObject) add(field, field === 'body' ? 'noFields' : 'required')
  }
  return Object.fromEntries(fields)
}

/** Fields a form posts as text the schemas read as it is. */
const TEXT_FIELDS: readonly string[] = ['title', 'currency', 'id', 'createdAt']

/**
 * A form's typed text as the JSON the schemas read: amounts through the
 * calculator's number parser in the page's language (`1.234,56` in de and
 * pt-BR, `1,234.56` in en), a blank optional
 * field left out (a blank deadline is none). Text that is no number is
 * passed on as text so the schema refuses it, naming the field.
 */
export function goalBodyFrom(
  form: Record<string, string>,
  locale: Locale,
  fields: readonly string[] = GOAL_FIELDS,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const text = form[field]
    if (text === undefined) continue
    if (TEXT_FIELDS.includes(field)) body[field] = text
    else if (field === 'deadline') body[field] = text.trim() === '' ? null : text.trim()
    else if (text.trim() !== '' || field === 'targetAmount' || field === 'amount') body[field] = readNumber(text, locale) ?? text
  }
  return body
}

/** The amounts a goal's form types beside its currency. */
const AMOUNTS_IN_CURRENCY = ['targetAmount', 'savedAmount'] as const

/**
 * Refuses an amount typed with the sign or code of another currency than
 * the one the form chose (`€ 1.234,56` in a goal in US dollars): the number
 * is never read in a currency it was not written in.
 */
const amountsInFormCurrency = v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const form = dataset.value
  const chosen = typeof form.currency === 'string' ? form.currency.trim().toUpperCase() : ''
  if (!isCurrency(chosen)) return
  for (const field of AMOUNTS_IN_CURRENCY) {
    const text = form[field]
    const marked = typeof text === 'string' ? markedCurrency(text) : undefined
    if (marked && marked !== chosen) {
      addIssue({ message: code('otherCurrency'), path: [{ type: 'object', origin: 'value', input: form, key: field, value: text }] })
    }
  }
})

/**
 * A goal form's posted fields through one of the JSON schemas above: the
 * text fields (files left out) become JSON values in the page's language
 * (`goalBodyFrom`, only `fields`), then `schema` decides, naming each field.
 * An amount written in another currency than the form's is refused first.
 */
export function goalFormSchema<Schema extends v.GenericSchema>(schema: Schema, locale: Locale, fields: readonly string[] = GOAL_FIELDS) {
  return v.pipe(
    v.looseObject({}),
    amountsInFormCurrency,
    v.transform((form): unknown =>
      goalBodyFrom(
        Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        locale,
        fields,
      ),
    ),
    schema,
  )
}

/** The restore form's fields: the goal's own, the id and creation time it had, and the delete's signature. */
export const RESTORED_GOAL_FIELDS: readonly string[] = [...GOAL_FIELDS, 'id', 'createdAt', 'signature']

/**
 * The deleted goal the goals page offers to bring back, as its `undo` query
 * carries it (JSON); anything else is no goal to offer.
 */
export const undoQuerySchema = v.fallback(v.optional(v.pipe(v.string(), v.parseJson(), restoredGoalSchema)), undefined)

/**
 * A new goal from a saved calculation's title (or `untitled`), price and
 * currency, as the create schema reads it on `today`; undefined when the
 * calculation makes no goal (its price beyond a goal's limits).
 */
export function goalFromCalculation(
  calculation: { title: string | null; amount: number; currency: string },
  untitled: string,
  today: string,
): v.InferOutput<ReturnType<typeof newGoalSchema>> | undefined {
  const parsed = v.safeParse(newGoalSchema(today), {
    title: calculation.title ?? untitled,
    targetAmount: calculation.amount,
    currency: calculation.currency,
  })
  return parsed.success ? parsed.output : undefined
}
