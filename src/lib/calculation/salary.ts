import type { Locale } from '../../i18n/locales.ts'
import { roundMoney } from '../money.ts'
import { decimalsOf, readNumber } from './decimal.ts'
import { checkAmount, checkRate, type FieldErrorCode } from './fields.ts'
import { formFrom } from './form.ts'
import { MAX_AMOUNT, MAX_DECIMALS } from './limits.ts'

/**
 * "Work it out from my salary": the hourly rate a salary pays, and the
 * rules of the helper's fields. Pure, so the server's no-JS form and the
 * browser read the helper alike.
 */

/** How often the salary is paid. */
export const SALARY_PERIODS = ['year', 'month', 'week'] as const

export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

/** The helper's fields, which are also its query parameters (`/en?salary=52000&period=year`). */
export const SALARY_FIELDS = ['salary', 'period', 'hours', 'weeks', 'kept'] as const

export type SalaryField = (typeof SALARY_FIELDS)[number]

/** The helper as typed: what its inputs hold and its query carries. */
export type SalaryForm = Record<SalaryField, string>

/**
 * Why a helper field was refused: the calculator's codes, a figure outside
 * its range (`outOfRange`), or a salary that gives no usable hourly rate (`noRate`).
 */
export type SalaryErrorCode = FieldErrorCode | 'outOfRange' | 'noRate'

export type SalaryErrors = Partial<Record<SalaryField, SalaryErrorCode>>

/** The helper's figures: smallest, largest, and what an empty field means (no share kept is "already net"). */
export const SALARY_FIGURES = {
  hours: { min: 1, max: 168, empty: 40 },
  weeks: { min: 1, max: 52, empty: 52 },
  kept: { min: 1, max: 100, empty: 100 },
} as const

/** Largest value per field, for the messages that quote it. */
export const SALARY_LIMITS: Record<SalaryField, { min?: number; max?: number }> = {
  salary: { max: MAX_AMOUNT },
  period: {},
  ...SALARY_FIGURES,
}

/** A salary read from the helper: the amount, how often it is paid, the hours and weeks it pays for, the percent kept after tax. */
export interface Salary {
  amount: number
  period: SalaryPeriod
  hoursPerWeek: number
  weeksPerYear: number
  /** Percent of the amount kept after tax; 100 when the amount is already net. */
  keptPercent: number
}

/** A month's salary times this is a year's. */
const MONTHS_PER_YEAR = 12

/**
 * The hourly rate a salary pays, rounded to what the currency shows (cents,
 * whole yen): the net amount (gross × share kept) of a year (a month's × 12)
 * ÷ paid weeks ÷ hours per week; a week's ÷ hours per week alone.
 *
 * @example hourlyRateFromSalary({ amount: 52000, period: 'year', hoursPerWeek: 40, weeksPerYear: 52, keptPercent: 100 }, 'EUR') // 25
 */
export function hourlyRateFromSalary(salary: Salary, currency: string): number {
  const net = (salary.amount * salary.keptPercent) / 100
  const perYear = salary.period === 'month' ? net * MONTHS_PER_YEAR : net
  const perWeek = salary.period === 'week' ? net : perYear / salary.weeksPerYear
  return roundMoney(perWeek / salary.hoursPerWeek, currency)
}

/** One of the helper's figures as typed: empty takes its default, else a number in its range with at most two decimals. */
function readFigure(text: string, figure: (typeof SALARY_FIGURES)[keyof typeof SALARY_FIGURES], locale: Locale): number | SalaryErrorCode {
  if (text === '') return figure.empty
  const value = readNumber(text, locale)
  if (value === undefined) return 'notANumber'
  if (value < figure.min || value > figure.max) return 'outOfRange'
  return decimalsOf(value) > MAX_DECIMALS ? 'tooManyDecimals' : value
}

/** The helper read: the salary and the hourly rate it pays, or why each refused field was refused. */
export type SalaryReading = { ok: true; salary: Salary; rate: number } | { ok: false; errors: SalaryErrors }

/**
 * Reads the helper as typed in `locale`, field by field, so each refused
 * field gets its own code: every number the way the language writes it
 * (`52.000` in German, `52,000` in English), the amount like every
 * calculator amount, the period (year when not given), hours per week 1–168
 * (40 when empty), paid weeks 1–52 (52 when empty) and the share kept after
 * tax 1–100 % (empty: already net). A salary whose rate rounds to
 * nothing or passes the rate's limit is refused on the amount. Never throws.
 *
 * @example readSalaryForm(salaryFormFrom({ salary: '52.000', hours: '40' }), 'EUR', 'de') // { ok: true, rate: 25, … }
 */
export function readSalaryForm(form: SalaryForm, currency: string, locale: Locale): SalaryReading {
  const errors: SalaryErrors = {}
  const amount = readNumber(form.salary, locale) ?? Number.NaN
  const amountError = checkAmount(amount, MAX_AMOUNT)
  if (amountError) errors.salary = amountError
  const period = form.period === '' ? 'year' : SALARY_PERIODS.find((known) => known === form.period)
  if (!period) errors.period = 'invalid'
  const figures = { hours: 0, weeks: 0, kept: 0 }
  for (const name of ['hours', 'weeks', 'kept'] as const) {
    const figure = readFigure(form[name], SALARY_FIGURES[name], locale)
    if (typeof figure === 'number') figures[name] = figure
    else errors[name] = figure
  }
  if (!period || Object.keys(errors).length > 0) return { ok: false, errors }
  const salary: Salary = { amount, period, hoursPerWeek: figures.hours, weeksPerYear: figures.weeks, keptPercent: figures.kept }
  const rate = hourlyRateFromSalary(salary, currency)
  return checkRate(rate) ? { ok: false, errors: { salary: 'noRate' } } : { ok: true, salary, rate }
}

/** The helper's fields from a query or form object (missing ones empty). */
export function salaryFormFrom(input: unknown): SalaryForm {
  return formFrom(SALARY_FIELDS, input)
}

/**
 * The name and value of the helper's "Work out my hourly rate" button. The
 * helper's fields belong to the calculator's form (a control belongs to one
 * form), so every submission of it carries them; only this button's pair
 * says the rate is to be worked out (`?fill=rate`), and Calculate leaves it out.
 */
export const SALARY_SUBMITTER = { name: 'fill', value: 'rate' } as const

/** True when the helper's own button sent the form (`?fill=rate`). */
export function isSubmittedSalary(input: Record<string, string>): boolean {
  return input[SALARY_SUBMITTER.name] === SALARY_SUBMITTER.value
}

/** True when a query carries the helper's fields at all, submitted or sent along with Calculate. */
export function hasSalaryFields(input: Record<string, string>): boolean {
  return SALARY_FIELDS.some((name) => name in input)
}
