import { describe, expect, it } from 'vitest'
import { earlyFields } from '../../src/views/islands/early-input.ts'

describe('what an island takes from the fields changed before it hydrated', () => {
  it('takes typed text and a chosen option as they are, spaces included, and leaves untouched fields out', () => {
    const controls = [
      { name: 'rate', value: '40,00 ' },
      { name: 'currency', value: 'BRL' },
    ]
    expect(earlyFields(controls, ['rate', 'currency', 'price'])).toEqual({ rate: '40,00 ', currency: 'BRL' })
  })

  it('takes an emptied field as empty', () => {
    expect(earlyFields([{ name: 'title', value: '' }], ['title'])).toEqual({ title: '' })
  })

  it('sends a ticked checkbox as its value and an unticked one as empty', () => {
    expect(earlyFields([{ name: 'workweek', value: '1', checked: true }], ['workweek'])).toEqual({ workweek: '1' })
    expect(earlyFields([{ name: 'workweek', value: '1', checked: false }], ['workweek'])).toEqual({ workweek: '' })
  })

  it('takes the radio the person ticked, whichever order the two changed radios come in', () => {
    const left = { name: 'mode', value: 'price_to_time', checked: false }
    const ticked = { name: 'mode', value: 'time_to_price', checked: true }
    expect(earlyFields([left, ticked], ['mode'])).toEqual({ mode: 'time_to_price' })
    expect(earlyFields([ticked, left], ['mode'])).toEqual({ mode: 'time_to_price' })
  })

  it('ignores controls of other forms in the island (the salary helper beside the calculator)', () => {
    expect(earlyFields([{ name: 'salary', value: '52.000' }], ['rate', 'price'])).toEqual({})
  })
})
