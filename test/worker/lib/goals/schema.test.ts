import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../../../src/i18n/translator.ts'
import { daysBetween, isIsoDate, todayIso } from '../../../../src/lib/goals/iso-date.ts'
import { goalBodyFrom, goalFieldErrors, goalPatchSchema, newGoalSchema } from '../../../../src/lib/goals/schema.ts'

const TODAY = '2026-01-01'
const create = (body: unknown) => v.safeParse(newGoalSchema(TODAY), body)
const refusal = (body: unknown, locale: 'en' | 'de' = 'en') => {
  const parsed = create(body)
  if (parsed.success) throw new Error(`accepted ${JSON.stringify(body)}`)
  return goalFieldErrors(parsed.issues, messagesFor(locale).goals, locale, ['title', 'targetAmount'])
}

describe('ISO dates', () => {
  it('accepts real calendar dates only', () => {
    for (const date of ['2026-01-01', '2028-02-29', '2026-12-31']) expect(isIsoDate(date)).toBe(true)
    for (const date of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '01.02.2026', '2026-01-01T00:00:00Z', '', 20260101, null])
      expect(isIsoDate(date)).toBe(false)
  })

  it('counts days between dates and takes today in UTC', () => {
    expect(daysBetween('2026-01-01', '2026-03-12')).toBe(70)
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1)
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1)
    expect(todayIso(new Date('2026-05-04T23:59:00Z'))).toBe('2026-05-04')
  })
})

describe('new goal schema', () => {
  it('trims the title, defaults savings and deadline, upper-cases the currency', () => {
    expect(create({ title: '  Trip ', targetAmount: 1000 }).output).toEqual({
      title: 'Trip',
      targetAmount: 1000,
      savedAmount: 0,
      deadline: null,
    })
    expect(create({ title: 'Bike', targetAmount: 0.01, savedAmount: 1_000_000_000, currency: 'usd', deadline: TODAY }).output).toEqual({
      title: 'Bike',
      targetAmount: 0.01,
      savedAmount: 1_000_000_000,
      currency: 'USD',
      deadline: TODAY,
    })
  })

  it('names each refused field in the request’s language', () => {
    expect(refusal({ title: '', targetAmount: 10 })).toEqual({ title: 'Title is required.' })
    expect(refusal({ title: 'x'.repeat(121), targetAmount: 10 })).toEqual({ title: 'Title can be at most 120 characters long.' })
    expect(refusal({ title: 'A', targetAmount: 0 })).toEqual({ targetAmount: 'Target amount must be greater than 0.' })
    expect(refusal({ title: 'A', targetAmount: '10' })).toEqual({
      targetAmount: 'Target amount: enter a number, for example 250 or 12.50.',
    })
    expect(refusal({ title: 'A', targetAmount: 1_000_000_000.01 })).toEqual({ targetAmount: 'Target amount can be at most 1,000,000,000.' })
    expect(refusal({ title: 'A', targetAmount: 10, savedAmount: -1 })).toEqual({ savedAmount: 'Already saved cannot be negative.' })
    expect(refusal({ title: 'A', targetAmount: 10.005 })).toEqual({ targetAmount: 'Target amount can have at most two decimal places.' })
    expect(refusal({ title: 'A', targetAmount: 10, currency: 'XXX' })).toEqual({
      currency: 'Currency: choose one of the listed currencies.',
    })
    expect(refusal({ title: 'A', targetAmount: 10, deadline: '2026-02-30' })).toEqual({
      deadline: 'Deadline: enter a real date as YYYY-MM-DD.',
    })
    expect(refusal({ title: 'A', targetAmount: 10, deadline: '2025-12-31' })).toEqual({ deadline: 'Deadline cannot be in the past.' })
    expect(refusal({ title: 'A', targetAmount: 10, owner: 'x' })).toEqual({ owner: 'owner is not a field of a goal.' })
    expect(refusal([1, 2])).toEqual({ title: 'Title is required.', targetAmount: 'Target amount is required.' })
    expect(refusal({ title: 'A', targetAmount: 1e10 }, 'de')).toEqual({ targetAmount: 'Zielbetrag darf höchstens 1.000.000.000 betragen.' })
  })
})

describe('goal patch schema', () => {
  it('takes any of the fields, at least one', () => {
    expect(v.safeParse(goalPatchSchema, { savedAmount: 300 }).output).toEqual({ savedAmount: 300 })
    expect(v.safeParse(goalPatchSchema, { deadline: null }).output).toEqual({ deadline: null })
    const empty = v.safeParse(goalPatchSchema, {})
    expect(empty.success).toBe(false)
    expect(goalFieldErrors(empty.issues ?? [], messagesFor('en').goals, 'en')).toEqual({ body: expect.stringContaining('at least one') })
  })
})

describe('goalBodyFrom', () => {
  it('reads typed numbers the way each language writes them, leaving blanks out', () => {
    expect(goalBodyFrom({ title: 'Trip', targetAmount: '1.234,56', savedAmount: '', currency: 'EUR', deadline: '' }, 'de')).toEqual({
      title: 'Trip',
      targetAmount: 1234.56,
      currency: 'EUR',
      deadline: null,
    })
    expect(goalBodyFrom({ title: 'Trip', targetAmount: '1,234.5', savedAmount: '200' }, 'en')).toEqual({
      title: 'Trip',
      targetAmount: 1234.5,
      savedAmount: 200,
    })
    expect(goalBodyFrom({ targetAmount: 'lots', savedAmount: '12abc' }, 'en')).toEqual({ targetAmount: 'lots', savedAmount: '12abc' })
    expect(goalBodyFrom({ targetAmount: '1,234.5', savedAmount: '1.000' }, 'pt-BR')).toEqual({ targetAmount: '1,234.5', savedAmount: 1000 })
    expect(goalBodyFrom({ targetAmount: '1.000' }, 'en')).toEqual({ targetAmount: 1 })
  })
})
