import { MAX_TITLE_LENGTH } from '../calculation/limits.ts'

/**
 * A goal as the app knows it: what the JSON API answers and what the goals
 * page renders. Amounts are JSON numbers in `currency`, the deadline an ISO
 * date (`2026-06-30`) or null. It is not the database row
 * (`src/supabase/goals.ts` maps a row to it).
 */
export interface Goal {
  id: string
  title: string
  targetAmount: number
  savedAmount: number
  currency: string
  deadline: string | null
  createdAt: string
}

/** The fields a goal is created and edited with: the API's JSON keys and the forms' field names. */
export const GOAL_FIELDS = ['title', 'targetAmount', 'savedAmount', 'currency', 'deadline'] as const

export type GoalField = (typeof GOAL_FIELDS)[number]

/** A goal's amounts are at most this (targets, savings and each amount added). */
export const MAX_GOAL_AMOUNT = 1_000_000_000

/** A goal's title is 1 to this many characters, like a calculation's. */
export const MAX_GOAL_TITLE_LENGTH = MAX_TITLE_LENGTH

/** A goal to store: the fields, plus an id and creation time when an undo puts a deleted goal back. */
export interface NewGoal {
  title: string
  targetAmount: number
  savedAmount: number
  currency: string
  deadline: string | null
  id?: string
  createdAt?: string
}

export { isCalculationId as isGoalId } from '../calculation/saved-calculation.ts'
