import { describe, expect, it } from 'vitest'
import { goalFigures, type WorkSetting } from '../../../../src/lib/goals/figures.ts'

const TODAY = '2026-01-01'
const euros: WorkSetting = { rate: 25, currency: 'EUR', useWorkWeek: true }
const trip = { targetAmount: 1000, savedAmount: 200, currency: 'EUR', deadline: null }

describe('goalFigures', () => {
  it('needs max(0, target − saved) ÷ rate hours, in hours and minutes and workdays', () => {
    const figures = goalFigures(trip, euros, TODAY)
    expect(figures.remaining).toBe(800)
    expect(figures.progress).toBe(0.2)
    expect(figures.percent).toBe(20)
    expect(figures.reached).toBe(false)
    expect(figures.deadline).toEqual({ status: 'none' })
    expect(figures.need).toMatchObject({ status: 'ok', hours: 32, weekly: null })
    if (figures.need.status !== 'ok') throw new Error('expected hours')
    expect(figures.need.time).toMatchObject({ hours: 32, minutes: 0, days: 4, weeks: 0.8, useWorkWeek: true })
  })

  it('counts calendar days of 24 h with the work week off', () => {
    const need = goalFigures(trip, { ...euros, useWorkWeek: false }, TODAY).need
    expect(need).toMatchObject({ status: 'ok', hours: 32, time: { days: 1.3, weeks: 0.2, useWorkWeek: false } })
  })

  it('gives hours and minutes for odd amounts', () => {
    const need = goalFigures({ ...trip, targetAmount: 100, savedAmount: 0 }, { ...euros, rate: 40 }, TODAY).need
    expect(need).toMatchObject({ status: 'ok', hours: 2.5, time: { hours: 2, minutes: 30 } })
  })

  it('spreads the hours over the weeks left before a future deadline (weeks = days ÷ 7)', () => {
    const figures = goalFigures({ ...trip, deadline: '2026-03-12' }, euros, TODAY)
    expect(figures.deadline).toEqual({ status: 'ahead', daysLeft: 70 })
    expect(figures.need).toMatchObject({ status: 'ok', hours: 32, weekly: { hours: 3.2, time: { hours: 3, minutes: 12 }, workdays: 0.4 } })
  })

  it('gives no workdays per week with the work week off', () => {
    const need = goalFigures({ ...trip, deadline: '2026-01-15' }, { ...euros, useWorkWeek: false }, TODAY).need
    expect(need).toMatchObject({ status: 'ok', weekly: { hours: 16, time: { hours: 16, minutes: 0 }, workdays: null } })
  })

  it('says a passed deadline, or one due today, and gives no weekly figure', () => {
    const passed = goalFigures({ ...trip, deadline: '2025-12-31' }, euros, TODAY)
    expect(passed.deadline).toEqual({ status: 'passed' })
    expect(passed.need).toMatchObject({ status: 'ok', hours: 32, weekly: null })
    const today = goalFigures({ ...trip, deadline: TODAY }, euros, TODAY)
    expect(today.deadline).toEqual({ status: 'today' })
    expect(today.need).toMatchObject({ status: 'ok', weekly: null })
  })

  it('is reached when saved meets or passes the target, whatever the rate', () => {
    for (const savedAmount of [1000, 1500]) {
      const figures = goalFigures({ ...trip, savedAmount, deadline: '2026-02-01' }, { ...euros, rate: 0 }, TODAY)
      expect(figures).toMatchObject({ remaining: 0, reached: true, progress: 1, percent: 100, need: { status: 'reached' } })
    }
  })

  it('shows 99 % rather than 100 % until the goal is really reached', () => {
    expect(goalFigures({ ...trip, savedAmount: 999.99 }, euros, TODAY).percent).toBe(99)
  })

  it('asks for a rate instead of printing Infinity or NaN when the rate is 0 or unusable', () => {
    for (const rate of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const figures = goalFigures(trip, { ...euros, rate }, TODAY)
      expect(figures.need).toEqual({ status: 'needsRate' })
      expect(JSON.stringify(figures)).not.toMatch(/NaN|Infinity|null/)
    }
  })

  it('refuses to convert a goal in another currency than the rate without a reference rate for both', () => {
    expect(goalFigures({ ...trip, currency: 'USD' }, euros, TODAY).need).toEqual({ status: 'otherCurrency', rateCurrency: 'EUR' })
    const rates = { date: '2024-09-26', perEuro: { USD: 1.1155 } }
    expect(goalFigures({ ...trip, currency: 'AED' }, { ...euros, rates }, TODAY).need).toEqual({
      status: 'otherCurrency',
      rateCurrency: 'EUR',
    })
  })

  it('converts a goal in another currency at the reference rates it is given, through the euro', () => {
    const rates = { date: '2024-09-26', perEuro: { USD: 1.1155, JPY: 160.78 } }
    const need = goalFigures({ ...trip, targetAmount: 1315.5, currency: 'USD' }, { ...euros, rates }, TODAY).need
    expect(need).toMatchObject({ status: 'ok', hours: 40, converted: { amount: 1000, date: '2024-09-26' } })
    const yen = goalFigures({ ...trip, targetAmount: 160780, savedAmount: 0, currency: 'JPY' }, { ...euros, currency: 'USD', rates }, TODAY)
    expect(yen.need).toMatchObject({ status: 'ok', converted: { amount: 1115.5 } })
  })

  it('rounds what is missing to the currency without float noise', () => {
    expect(goalFigures({ ...trip, targetAmount: 0.3, savedAmount: 0.1 }, euros, TODAY).remaining).toBe(0.2)
    expect(
      goalFigures({ ...trip, targetAmount: 1000, savedAmount: 0, currency: 'JPY' }, { ...euros, currency: 'JPY' }, TODAY).remaining,
    ).toBe(1000)
  })
})
