import { roundTo } from './money.ts'

/** Units a duration can be entered in. */
export const DURATION_UNITS = ['hours', 'days', 'weeks'] as const

export type DurationUnit = (typeof DURATION_UNITS)[number]

/** Work week on: 8 h days and 5-day weeks. Off (calendar): 24 h days and 7-day weeks. */
export const WORK_WEEK = { hoursPerDay: 8, daysPerWeek: 5 } as const
export const CALENDAR_WEEK = { hoursPerDay: 24, daysPerWeek: 7 } as const

/** Hours in one unit, in the work-week or calendar reckoning. */
export function hoursPerUnit(unit: DurationUnit, useWorkWeek: boolean): number {
  const week = useWorkWeek ? WORK_WEEK : CALENDAR_WEEK
  if (unit === 'days') return week.hoursPerDay
  if (unit === 'weeks') return week.hoursPerDay * week.daysPerWeek
  return 1
}

/** Converts a duration in days or weeks to hours (a workday is 8 h, a calendar day 24 h). */
export function durationToHours(amount: number, unit: DurationUnit, useWorkWeek: boolean): number {
  if (!Number.isFinite(amount)) return 0
  return amount * hoursPerUnit(unit, useWorkWeek)
}

/** A number of hours as people read it. */
export interface TimeBreakdown {
  /** All minutes, rounded to a whole minute. */
  totalMinutes: number
  /** Whole hours of `totalMinutes`. */
  hours: number
  /** Minutes left over after the whole hours (0–59). */
  minutes: number
  /** Days in the chosen reckoning, one decimal. */
  days: number
  /** Weeks in the chosen reckoning, one decimal. */
  weeks: number
  useWorkWeek: boolean
}

/**
 * Breaks hours into whole hours and minutes plus days and weeks (one decimal)
 * in the chosen reckoning. Anything not finite or below zero counts as 0.
 */
export function breakDown(hours: number, useWorkWeek: boolean): TimeBreakdown {
  const safe = Number.isFinite(hours) && hours > 0 ? hours : 0
  const totalMinutes = Math.round(safe * 60)
  return {
    totalMinutes,
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    days: roundTo(safe / hoursPerUnit('days', useWorkWeek), 1),
    weeks: roundTo(safe / hoursPerUnit('weeks', useWorkWeek), 1),
    useWorkWeek,
  }
}
