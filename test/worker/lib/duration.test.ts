import { describe, expect, it } from 'vitest'
import { breakDown, durationToHours, hoursPerUnit } from '../../../src/lib/duration.ts'

describe('work week and calendar reckoning', () => {
  it('has 8-hour days and 40-hour weeks with the work week on', () => {
    expect(hoursPerUnit('days', true)).toBe(8)
    expect(hoursPerUnit('weeks', true)).toBe(40)
    expect(durationToHours(2.5, 'days', true)).toBe(20)
  })

  it('has 24-hour days and 168-hour weeks with it off', () => {
    expect(hoursPerUnit('days', false)).toBe(24)
    expect(hoursPerUnit('weeks', false)).toBe(168)
    expect(durationToHours(2, 'weeks', false)).toBe(336)
  })

  it('takes hours as hours either way', () => {
    expect(durationToHours(7.5, 'hours', true)).toBe(7.5)
    expect(durationToHours(7.5, 'hours', false)).toBe(7.5)
  })
})

describe('breaking hours down', () => {
  it('gives whole minutes and days and weeks to one decimal', () => {
    expect(breakDown(3.755, true)).toEqual({ totalMinutes: 225, hours: 3, minutes: 45, days: 0.5, weeks: 0.1, useWorkWeek: true })
    expect(breakDown(30, false)).toEqual({ totalMinutes: 1800, hours: 30, minutes: 0, days: 1.3, weeks: 0.2, useWorkWeek: false })
  })

  it('rounds 59.5 minutes up into the next hour', () => {
    expect(breakDown(59.5 / 60, true)).toMatchObject({ hours: 1, minutes: 0 })
  })

  it('treats negative and non-finite hours as zero', () => {
    for (const hours of [-3, NaN, Infinity]) {
      expect(breakDown(hours, true)).toEqual({ totalMinutes: 0, hours: 0, minutes: 0, days: 0, weeks: 0, useWorkWeek: true })
    }
  })

  it('keeps minutes between 0 and 59 and adds up to the total', () => {
    for (let minutes = 0; minutes < 3000; minutes += 7) {
      const time = breakDown(minutes / 60, false)
      expect(time.minutes).toBeGreaterThanOrEqual(0)
      expect(time.minutes).toBeLessThan(60)
      expect(time.hours * 60 + time.minutes).toBe(time.totalMinutes)
      expect(time.totalMinutes).toBe(minutes)
    }
  })
})
