import { todayIso } from '../../../src/lib/goals/iso-date.ts'

/** An ISO date `days` from today (UTC), for deadlines ahead of or behind the tests' today. */
export function daysFromToday(days: number): string {
  return todayIso(new Date(Date.now() + days * 24 * 60 * 60 * 1000))
}

/** A goal as the API takes it. */
export const tripGoal = { title: 'Trip to Lisbon', targetAmount: 1000, savedAmount: 200, currency: 'EUR' }
