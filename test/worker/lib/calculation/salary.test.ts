import { describe, expect, it } from 'vitest'
import { fieldErrorMessages } from '../../../../src/lib/calculation/field-messages.ts'
import { MAX_RATE } from '../../../../src/lib/calculation/limits.ts'
import {
  hourlyRateFromSalary,
  readSalaryForm,
  SALARY_LIMITS,
  salaryFormFrom,
  type Salary,
  type SalaryForm,
} from '../../../../src/lib/calculation/salary.ts'
import { messagesFor } from '../../../../src/i18n/translator.ts'
import { LOCALES, type Locale } from '../../../../src/i18n/locales.ts'
import { GARBAGE } from '../garbage.ts'

/** A yearly salary of 52,000 over 52 weeks of 40 hours, already net; `changes` alter it. */
const salary = (changes: Partial<Salary> = {}): Salary => ({
  amount: 52_000,
  period: 'year',
  hoursPerWeek: 40,
  weeksPerYear: 52,
  keptPercent: 100,
  ...changes,
})

/** The helper as typed, with the start's defaults for what is not given. */
const typed = (changes: Partial<SalaryForm>): SalaryForm => ({ salary: '', period: 'year', hours: '40', weeks: '52', kept: '', ...changes })

describe('hourly rate from a salary', () => {
  it('divides a year by the paid weeks and the hours per week', () => {
    expect(hourlyRateFromSalary(salary(), 'EUR')).toBe(25)
    expect(hourlyRateFromSalary(salary({ weeksPerYear: 46 }), 'EUR')).toBe(28.26)
    expect(hourlyRateFromSalary(salary({ hoursPerWeek: 37.5 }), 'EUR')).toBe(26.67)
  })

  it('counts a month twelve times a year', () => {
    expect(hourlyRateFromSalary(salary({ amount: 4_333.33, period: 'month' }), 'EUR')).toBe(25)
    expect(hourlyRateFromSalary(salary({ amount: 4_000, period: 'month', weeksPerYear: 48 }), 'EUR')).toBe(25)
  })

  it('divides a week by its hours alone: the paid weeks do not change a weekly wage', () => {
    expect(hourlyRateFromSalary(salary({ amount: 1_000, period: 'week' }), 'EUR')).toBe(25)
    expect(hourlyRateFromSalary(salary({ amount: 1_000, period: 'week', weeksPerYear: 10 }), 'EUR')).toBe(25)
  })

  it('keeps only the share kept after tax: net = gross × share', () => {
    expect(hourlyRateFromSalary(salary({ keptPercent: 70 }), 'EUR')).toBe(17.5)
    expect(hourlyRateFromSalary(salary({ amount: 4_000, period: 'month', keptPercent: 70 }), 'EUR')).toBe(16.15)
  })

  it("rounds to the currency's minor unit, half away from zero", () => {
    expect(hourlyRateFromSalary(salary({ amount: 100_000 }), 'EUR')).toBe(48.08)
    expect(hourlyRateFromSalary(salary({ amount: 5_000_000 }), 'JPY')).toBe(2404)
    expect(hourlyRateFromSalary(salary({ amount: 1_001, hoursPerWeek: 1, weeksPerYear: 40 }), 'EUR')).toBe(25.03)
  })
})

describe('reading the salary helper', () => {
  it('reads 52,000 in English and 52.000 in German alike', () => {
    const cases: [string, Locale][] = [
      ['52,000', 'en'],
      ['52.000', 'de'],
      ['52.000', 'pt-BR'],
      ['52000', 'en'],
      ['52 000', 'de'],
      ['52000.00', 'en'],
      ['52000,00', 'pt-BR'],
    ]
    for (const [amount, locale] of cases) {
      const reading = readSalaryForm(typed({ salary: amount }), 'EUR', locale)
      expect(reading, `${amount} in ${locale}`).toEqual({ ok: true, rate: 25, salary: salary() })
    }
  })

  it('reads 52.000 in English as fifty-two, and 52,000.00 in German as no number', () => {
    expect(readSalaryForm(typed({ salary: '52.000' }), 'EUR', 'en')).toMatchObject({ ok: true, salary: { amount: 52 } })
    expect(readSalaryForm(typed({ salary: '52,000.00' }), 'EUR', 'de')).toEqual({ ok: false, errors: { salary: 'notANumber' } })
    expect(readSalaryForm(typed({ salary: '52000', hours: '37,5' }), 'EUR', 'en')).toEqual({ ok: false, errors: { hours: 'notANumber' } })
  })

  it('takes 40 hours, 52 weeks, a year and "already net" for empty fields', () => {
    expect(readSalaryForm(salaryFormFrom({ salary: '52000' }), 'EUR', 'en')).toEqual({ ok: true, rate: 25, salary: salary() })
  })

  it('reads decimals in the figures the way the language writes them', () => {
    const reading = readSalaryForm(typed({ salary: '3.250,50', period: 'month', hours: '37,5', weeks: '46', kept: '62,5' }), 'EUR', 'de')
    expect(reading).toEqual({
      ok: true,
      rate: 14.13,
      salary: salary({ amount: 3250.5, period: 'month', hoursPerWeek: 37.5, weeksPerYear: 46, keptPercent: 62.5 }),
    })
  })

  it('accepts each figure at the edges of its range', () => {
    expect(readSalaryForm(typed({ salary: '52000', hours: '1', weeks: '1', kept: '1' }), 'EUR', 'en').ok).toBe(true)
    expect(readSalaryForm(typed({ salary: '52000', hours: '168', weeks: '52', kept: '100' }), 'EUR', 'en').ok).toBe(true)
  })

  it('refuses hours, weeks and the share out of range, each with its own code', () => {
    expect(readSalaryForm(typed({ salary: '52000', hours: '169', weeks: '53', kept: '101' }), 'EUR', 'en')).toEqual({
      ok: false,
      errors: { hours: 'outOfRange', weeks: 'outOfRange', kept: 'outOfRange' },
    })
    expect(readSalaryForm(typed({ salary: '52000', hours: '0', weeks: '0,5', kept: '-10' }), 'EUR', 'de')).toEqual({
      ok: false,
      errors: { hours: 'outOfRange', weeks: 'outOfRange', kept: 'outOfRange' },
    })
  })

  it('refuses the amount as every calculator amount is refused', () => {
    expect(readSalaryForm(typed({ salary: '' }), 'EUR', 'en')).toEqual({ ok: false, errors: { salary: 'notANumber' } })
    expect(readSalaryForm(typed({ salary: 'lots' }), 'EUR', 'en')).toEqual({ ok: false, errors: { salary: 'notANumber' } })
    expect(readSalaryForm(typed({ salary: '-5' }), 'EUR', 'en')).toEqual({ ok: false, errors: { salary: 'notPositive' } })
    expect(readSalaryForm(typed({ salary: '52000,123' }), 'EUR', 'de')).toEqual({ ok: false, errors: { salary: 'tooManyDecimals' } })
    expect(readSalaryForm(typed({ salary: '9'.repeat(14) }), 'EUR', 'en')).toEqual({ ok: false, errors: { salary: 'tooLarge' } })
  })

  it('refuses bad figures, an unknown period and too many decimals, field by field', () => {
    expect(readSalaryForm(typed({ salary: '1', period: 'day', hours: 'x', weeks: '40,1234', kept: '1e3' }), 'EUR', 'de')).toEqual({
      ok: false,
      errors: { period: 'invalid', hours: 'notANumber', weeks: 'tooManyDecimals', kept: 'notANumber' },
    })
  })

  it('refuses, on the amount, a salary whose rate rounds to nothing or passes the largest rate', () => {
    expect(readSalaryForm(typed({ salary: '10' }), 'EUR', 'en')).toEqual({ ok: false, errors: { salary: 'noRate' } })
    expect(readSalaryForm(typed({ salary: '100000000', period: 'week', hours: '1' }), 'EUR', 'en')).toEqual({
      ok: false,
      errors: { salary: 'noRate' },
    })
    expect(readSalaryForm(typed({ salary: String(MAX_RATE), period: 'week', hours: '1' }), 'EUR', 'en')).toMatchObject({
      ok: true,
      rate: MAX_RATE,
    })
  })

  it('never throws and never gives NaN or Infinity, whatever the query holds', () => {
    for (const value of GARBAGE) {
      const form = salaryFormFrom({ salary: value, period: value, hours: value, weeks: value, kept: value })
      for (const locale of LOCALES) {
        const reading = readSalaryForm(form, 'EUR', locale)
        if (reading.ok) expect(Number.isFinite(reading.rate)).toBe(true)
      }
    }
  })
})

describe("the helper's messages", () => {
  it.each([
    ['en', 'Hours per week must be from 1 to 168.', 'Paid weeks per year must be from 1 to 52.', 'Salary must be greater than 0.'],
    [
      'de',
      'Stunden pro Woche muss zwischen 1 und 168 liegen.',
      'Bezahlte Wochen pro Jahr muss zwischen 1 und 52 liegen.',
      'Gehalt muss größer als 0 sein.',
    ],
    [
      'pt-BR',
      'Horas por semana precisa estar entre 1 e 168.',
      'Semanas pagas por ano precisa estar entre 1 e 52.',
      'Salário precisa ser maior que 0.',
    ],
  ] as const)('name the field and its range in %s', (locale, hours, weeks, amount) => {
    const { calculator } = messagesFor(locale)
    const messages = { errors: { ...calculator.errors, ...calculator.salary.errors }, fieldNames: calculator.salary.fieldNames }
    const errors = { hours: 'outOfRange', weeks: 'outOfRange', salary: 'notPositive' } as const
    expect(fieldErrorMessages(errors, messages, locale, SALARY_LIMITS)).toEqual({ hours, weeks, salary: amount })
  })

  it('quote the largest salary the way the language writes numbers', () => {
    const { calculator } = messagesFor('de')
    const messages = { errors: { ...calculator.errors, ...calculator.salary.errors }, fieldNames: calculator.salary.fieldNames }
    expect(fieldErrorMessages({ salary: 'tooLarge' }, messages, 'de', SALARY_LIMITS)).toEqual({
      salary: 'Gehalt darf höchstens 1.000.000.000.000 betragen.',
    })
  })
})
