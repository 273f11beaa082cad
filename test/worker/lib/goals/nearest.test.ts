import { describe, expect, it } from 'vitest'
import type { Goal } from '../../../../src/lib/goals/goal.ts'
import { nearestGoal } from '../../../../src/lib/goals/nearest.ts'

const goal = (id: string, savedAmount: number, deadline: string | null): Goal => ({
  id,
  title: id,
  targetAmount: 100,
  savedAmount,
  currency: 'EUR',
  deadline,
  createdAt: '2026-01-01T00:00:00Z',
})

describe('nearestGoal', () => {
  it('takes the open goal with the first deadline ahead', () => {
    const goals = [
      goal('late', 90, '2026-09-01'),
      goal('soon', 10, '2026-02-01'),
      goal('passed', 50, '2025-12-01'),
      goal('done', 100, '2026-01-10'),
    ]
    expect(nearestGoal(goals, '2026-01-05')?.id).toBe('soon')
  })

  it('else the open goal closest to its target', () => {
    expect(nearestGoal([goal('a', 10, null), goal('b', 70, '2025-01-01'), goal('c', 40, null)], '2026-01-05')?.id).toBe('b')
  })

  it('is undefined with no goals or only reached ones', () => {
    expect(nearestGoal([], '2026-01-05')).toBeUndefined()
    expect(nearestGoal([goal('done', 120, null)], '2026-01-05')).toBeUndefined()
  })
})
