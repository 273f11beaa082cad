import type { Goal } from './goal.ts'

/**
 * The goal the dashboard points at: of the goals not yet reached, the one
 * whose deadline (today or later) comes first, else the one closest to its
 * target. Undefined when every goal is reached or there are none.
 */
export function nearestGoal(goals: readonly Goal[], today: string): Goal | undefined {
  const open = goals.filter((goal) => goal.savedAmount < goal.targetAmount)
  const dated = open.filter((goal) => goal.deadline !== null && goal.deadline >= today)
  if (dated.length) return dated.reduce((best, goal) => (goal.deadline! < best.deadline! ? goal : best))
  const share = (goal: Goal) => goal.savedAmount / goal.targetAmount
  return open.reduce<Goal | undefined>((best, goal) => (!best || share(goal) > share(best) ? goal : best), undefined)
}
