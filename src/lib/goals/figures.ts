import { priceToHours } from '../calculation/calculate.ts'
import { breakDown, hoursPerUnit, type TimeBreakdown } from '../duration.ts'
import { convertThroughEuro, type Conversion } from '../exchange-rates/convert.ts'
import type { ReferenceRates } from '../exchange-rates/reference-rates.ts'
import { roundMoney, roundTo } from '../money.ts'
import type { Goal } from './goal.ts'
import { daysBetween } from './iso-date.ts'

/** What the figures are reckoned with: the profile's effective rate, its currency and work-week setting. */
export interface WorkSetting {
  /** The effective hourly rate; 0 when none is set. */
  rate: number
  /** The currency the rate is in. */
  currency: string
  useWorkWeek: boolean
  /** The newest reference rates, which a goal in another currency is converted at; none known converts nothing. */
  rates?: ReferenceRates | undefined
}

/** The time still needed per week until a future deadline. */
export interface WeeklyPace {
  /** Exact hours per week. */
  hours: number
  time: TimeBreakdown
  /** Workdays (8 h) per week, one decimal, with the work week on; null with it off. */
  workdays: number | null
}

/**
 * The hours of work a goal still needs: `reached` (nothing left), `needsRate`
 * (no rate: the page links to the profile instead of a number),
 * `otherCurrency` (the rate is in another currency and no reference rate
 * converts between them, so no honest number), else the time and, with a
 * future deadline, the weekly pace; a goal in another currency is reckoned
 * at the newest reference rates, and `converted` says at which.
 */
export type GoalNeed =
  | { status: 'reached' }
  | { status: 'needsRate' }
  | { status: 'otherCurrency'; rateCurrency: string }
  | { status: 'ok'; hours: number; time: TimeBreakdown; weekly: WeeklyPace | null; converted?: Conversion | undefined }

/** Where the deadline stands: none set, ahead (with days left), today, or passed. */
export type DeadlineState = { status: 'none' } | { status: 'ahead'; daysLeft: number } | { status: 'today' } | { status: 'passed' }

/** Everything the goals page and the dashboard show about one goal, in numbers. */
export interface GoalFigures {
  /** Money still missing, rounded to the currency; never below 0. */
  remaining: number
  /** Saved ÷ target, from 0 to 1. */
  progress: number
  /** Whole percent saved for the progress bar's label: 100 only once reached. */
  percent: number
  reached: boolean
  deadline: DeadlineState
  need: GoalNeed
}

/** How the deadline stands on `today` (ISO date). */
function deadlineState(deadline: string | null, today: string): DeadlineState {
  if (!deadline) return { status: 'none' }
  const daysLeft = daysBetween(today, deadline)
  if (daysLeft > 0) return { status: 'ahead', daysLeft }
  return daysLeft === 0 ? { status: 'today' } : { status: 'passed' }
}

/** Hours per week over the days left (weeks left = days left ÷ 7), in workdays too with the work week on. */
function weeklyPace(hours: number, daysLeft: number, useWorkWeek: boolean): WeeklyPace {
  const perWeek = hours / (daysLeft / 7)
  return {
    hours: perWeek,
    time: breakDown(perWeek, useWorkWeek),
    workdays: useWorkWeek ? roundTo(perWeek / hoursPerUnit('days', true), 1) : null,
  }
}

/**
 * A goal's figures on a given day: hours still needed = max(0, target −
 * saved) ÷ rate, shown like the calculator shows time, and with a deadline
 * ahead the hours (and workdays) per week until then. Never NaN or Infinity:
 * without a rate, or with a rate in another currency, there is no number.
 *
 * @example goalFigures(goal, { rate: 25, currency: 'EUR', useWorkWeek: true }, '2026-01-01')
 */
export function goalFigures(
  goal: Pick<Goal, 'targetAmount' | 'savedAmount' | 'currency' | 'deadline'>,
  setting: WorkSetting,
  today: string,
): GoalFigures {
  const remaining = roundMoney(Math.max(0, goal.targetAmount - goal.savedAmount), goal.currency)
  const reached = remaining === 0
  const progress = goal.targetAmount > 0 ? Math.min(1, Math.max(0, goal.savedAmount / goal.targetAmount)) : 0
  const percent = reached ? 100 : Math.min(99, Math.floor(progress * 100))
  const deadline = deadlineState(goal.deadline, today)
  return { remaining, progress, percent, reached, deadline, need: goalNeed(remaining, goal.currency, setting, deadline) }
}

function goalNeed(remaining: number, currency: string, setting: WorkSetting, deadline: DeadlineState): GoalNeed {
  if (remaining === 0) return { status: 'reached' }
  const converted =
    currency === setting.currency || !setting.rates ? undefined : convertThroughEuro(remaining, currency, setting.currency, setting.rates)
  const hours = priceToHours(converted?.amount ?? remaining, setting.rate)
  if (hours === undefined) return { status: 'needsRate' }
  if (currency !== setting.currency && !converted) return { status: 'otherCurrency', rateCurrency: setting.currency }
  const weekly = deadline.status === 'ahead' ? weeklyPace(hours, deadline.daysLeft, setting.useWorkWeek) : null
  return { status: 'ok', hours, time: breakDown(hours, setting.useWorkWeek), weekly, converted }
}
