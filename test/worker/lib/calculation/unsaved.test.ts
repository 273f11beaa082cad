import { describe, expect, it } from 'vitest'
import { isWorthKeeping, MAX_UNSAVED, unsavedFrom, withUnsaved } from '../../../../src/lib/calculation/unsaved.ts'

const bike = { query: 'mode=price_to_time&price=1200&rate=40', body: { mode: 'price_to_time', price: 1200, rate: 40 } }
const logo = { query: 'mode=time_to_price&duration=3&rate=50', body: { mode: 'time_to_price', duration: 3, rate: 50 } }

describe('the Saves kept while offline', () => {
  it('adds each Save to what is stored and reads them back in order', () => {
    const stored = withUnsaved(withUnsaved(null, bike), logo)
    expect(unsavedFrom(stored)).toEqual([bike, logo])
  })

  it('keeps the same calculation once, as its last copy', () => {
    expect(unsavedFrom(withUnsaved(withUnsaved(withUnsaved(null, bike), logo), bike))).toEqual([logo, bike])
  })

  it.each([null, '', 'not json', '{"query":"x"}', '42', 'null'])('reads %j as none and replaces it when adding', (stored) => {
    expect(unsavedFrom(stored)).toEqual([])
    expect(unsavedFrom(withUnsaved(stored, bike))).toEqual([bike])
  })

  it('drops entries that are no Save', () => {
    const stored = JSON.stringify([null, 1, 'mode=price_to_time', { query: 'a' }, { body: {} }, { query: 'b', body: null }, bike])
    expect(unsavedFrom(stored)).toEqual([bike])
  })

  it(`keeps at most the newest ${MAX_UNSAVED}`, () => {
    let stored: string | null = null
    for (let price = 1; price <= MAX_UNSAVED + 5; price++)
      stored = withUnsaved(stored, { query: `mode=price_to_time&price=${price}`, body: { price } })
    const kept = unsavedFrom(stored)
    expect(kept).toHaveLength(MAX_UNSAVED)
    expect(kept[0]?.body).toEqual({ price: 6 })
    expect(kept.at(-1)?.body).toEqual({ price: MAX_UNSAVED + 5 })
  })

  it('keeps a Save to send again unless the server refused it', () => {
    for (const status of [0, 401, 403, 408, 429, 500, 502, 503]) expect(isWorthKeeping(status), String(status)).toBe(true)
    for (const status of [400, 422]) expect(isWorthKeeping(status), String(status)).toBe(false)
  })
})
