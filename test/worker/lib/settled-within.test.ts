import { describe, expect, it } from 'vitest'
import { settledWithin } from '../../../src/lib/settled-within.ts'

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value))

describe('waiting a little for something quick', () => {
  it("gives the promise's value when it settles within the wait", async () => {
    expect(await settledWithin(after(5, 'rows'), 200)).toBe('rows')
  })

  it('gives null once the wait is over, and the promise still settles for whoever awaits it', async () => {
    const slow = after(200, 'rows')
    expect(await settledWithin(slow, 5)).toBeNull()
    expect(await slow).toBe('rows')
  })
})
