import type { Locale } from '../../i18n/locales.ts'
import { markedCurrency, readNumber } from './decimal.ts'
import { MAX_LINK_LENGTH } from '../product/product-link.ts'
import { MAX_TITLE_LENGTH } from './limits.ts'
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_FIELDS,
  calculatorRules,
  readCalculatorFields,
  type CalculatorField,
  type CalculatorParse,
} from './fields.ts'

/**
 * The calculator as people type it: the text of its inputs, its query
 * string, and the one conversion from that text to the JSON body the field
 * rules and the server's schema read (numbers as numbers, the work week as
 * a boolean).
 */

/** The calculator's fields as typed: what inputs hold and what a URL carries. */
export type CalculatorForm = Record<CalculatorField, string>

/** A calculation as JSON (`POST /api/calculations`): numbers as numbers, the work week as a boolean. */
export type CalculationBody = Partial<Record<CalculatorField, string | number | boolean>>

/** Text of a field: a string trimmed, the first of repeated values, anything else empty. */
function fieldText(value: unknown): string {
  if (Array.isArray(value)) return fieldText(value[0])
  return typeof value === 'string' ? value.trim() : ''
}

/** Any input as a plain record of fields (null, strings and other garbage become empty). */
function fieldSource(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null ? { ...input } : {}
}

/**
 * The raw text of the named fields from a query or form object (missing
 * fields are empty): the calculator's, or the salary helper's.
 * @example formFrom(['salary', 'period'], { salary: ' 52.000 ' }) // { salary: '52.000', period: '' }
 */
export function formFrom<Name extends string>(names: readonly Name[], input: unknown): Record<Name, string> {
  const source = fieldSource(input)
  return Object.fromEntries(names.map((name) => [name, fieldText(source[name])])) as Record<Name, string>
}

/** The raw text of each calculator field from a query or form object (missing fields are empty). */
export function calculatorFormFrom(input: unknown): CalculatorForm {
  return formFrom(CALCULATOR_FIELDS, input)
}

/** True when a query carries a submitted calculator (the mode radio is always sent with the form). */
export function isSubmittedCalculator(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'mode' in input
}

/** A checkbox's words as a boolean; anything else says nothing. */
function checkboxValue(text: string): boolean | undefined {
  const word = text.toLowerCase()
  if (['1', 'on', 'true', 'yes'].includes(word)) return true
  if (['0', 'off', 'false', 'no'].includes(word)) return false
  return undefined
}

/** One field's text as JSON: numbers read the way the language writes them (unreadable text stays text), the checkbox as a boolean. */
function bodyValue(name: CalculatorField, text: string, locale: Locale): string | number | boolean | undefined {
  if (name === 'rate' || name === 'price' || name === 'duration') return readNumber(text, locale) ?? text
  return name === 'workweek' ? checkboxValue(text) : text
}

/**
 * A typed form or query as the JSON body of the same calculation: numbers
 * read the way `locale` writes them (`1.234,50` in German), the work week's checkbox
 * words as a boolean, an unknown mode or unit as the default (the mode is
 * always there), empty fields left out. Unreadable text stays text, so the rules name its field.
 * A price written with another currency's own sign or code (`€50` where the
 * rate is in dollars) is in that currency; where another price currency was
 * chosen, it stays as typed, for the rules to refuse: `€50` is never read as
 * 50 dollars.
 *
 * @example calculatorBodyFrom({ mode: 'price_to_time', price: '1.200,50', workweek: '1' }, 'de')
 * // { mode: 'price_to_time', workweek: true, price: 1200.5 }
 */
export function calculatorBodyFrom(input: unknown, locale: Locale): CalculationBody {
  const source = fieldSource(input)
  const body: CalculationBody = { mode: CALCULATOR_DEFAULTS.mode }
  for (const name of CALCULATOR_FIELDS) {
    const value = bodyValue(name, fieldText(source[name]), locale)
    const quietlyDefaulted = (name === 'mode' || name === 'unit') && !calculatorRules[name](value).ok
    if (value !== '' && value !== undefined && !quietlyDefaulted) body[name] = value
  }
  const typedPrice = fieldText(source.price)
  const marked = markedCurrency(typedPrice)
  const chosen = String(body.priceCurrency ?? '').toUpperCase()
  if (marked && !chosen && marked !== String(body.currency ?? '').toUpperCase()) body.priceCurrency = marked
  if (marked && chosen && marked !== chosen) body.price = typedPrice
  return body
}

/**
 * Reads a typed form field by field, so one bad field leaves the others
 * usable and gets its own code. Accepts anything and never throws; the
 * island and the server's calculator page both read the form this way, in
 * the page's language.
 */
export function parseCalculatorForm(input: unknown, locale: Locale): CalculatorParse {
  return readCalculatorFields(calculatorBodyFrom(input, locale))
}

/** The fields a calculator's query carries: those its mode uses, nothing empty, the work week only when on. */
function queryFields(form: CalculatorForm): Record<string, string> {
  const mode = form.mode === 'time_to_price' ? 'time_to_price' : 'price_to_time'
  const fields: CalculatorField[] =
    mode === 'price_to_time'
      ? ['rate', 'currency', 'price', 'priceCurrency', 'title', 'url']
      : ['rate', 'currency', 'duration', 'unit', 'title']
  const query: Record<string, string> = { mode }
  for (const name of fields) {
    const value = form[name].trim()
    const sameCurrency = name === 'priceCurrency' && value.toUpperCase() === form.currency.trim().toUpperCase()
    if (value && !sameCurrency) query[name] = value
  }
  if (form.workweek === '1') query.workweek = '1'
  return query
}

/**
 * The query string of a calculator, with only the fields its mode uses and
 * nothing empty: what the address bar, a shared link and the Save link's
 * `pending` carry. The work week appears only when on, like a checkbox in a GET form.
 */
export function calculatorQuery(form: CalculatorForm): string {
  return new URLSearchParams(queryFields(form)).toString()
}

/**
 * The longest text of each field that can still pass its rule (a title's
 * maximum, a generous typed number, a currency code, the choices' words).
 */
const MAX_FIELD_TEXT: Record<CalculatorField, number> = {
  mode: 13,
  rate: 32,
  currency: 3,
  workweek: 5,
  price: 32,
  title: MAX_TITLE_LENGTH,
  duration: 32,
  unit: 5,
  priceCurrency: 3,
  url: MAX_LINK_LENGTH,
}

/**
 * The calculator query of a posted form, for the redirect back to a
 * calculator that could not save it: only the calculator's own fields (none
 * of whatever else was posted), each cut to its longest valid text, so the
 * `Location` stays small whatever the form held.
 *
 * @example echoedCalculatorQuery({ mode: 'price_to_time', price: 'abc', junk: '1' }) // 'mode=price_to_time&price=abc'
 */
export function echoedCalculatorQuery(posted: unknown): string {
  const form = calculatorFormFrom(posted)
  const cut = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, form[name].slice(0, MAX_FIELD_TEXT[name])]))
  return calculatorQuery(cut as CalculatorForm)
}

/** What Save posts to `POST /api/calculations`: the query's fields as JSON, numbers as numbers. */
export function calculatorBody(form: CalculatorForm, locale: Locale): CalculationBody {
  return calculatorBodyFrom(queryFields(form), locale)
}
