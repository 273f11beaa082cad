import { describe, expect, it } from 'vitest'
import {
  GUEST_OWNER,
  isSendableBy,
  isWorthKeeping,
  MAX_UNSAVED,
  unsavedFrom,
  withUnsaved,
} from '../../../../src/lib/calculation/unsaved.ts'

const owner = '6f1c2a9e-3d4b-4c5e-8f70-1a2b3c4d5e6f'
const bike = { query: 'mode=price_to_time&price=1200&rate=40', body: { mode: 'price_to_time', price: 1200, rate: 40 }, owner }
const logo = { query: 'mode=time_to_price&duration=3&rate=50', body: { mode: 'time_to_price', duration: 3, rate: 50 }, owner: GUEST_OWNER }

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

  it('drops an entry that does not say who kept it', () => {
    const { owner: _owner, ...unowned } = bike
    expect(unsavedFrom(JSON.stringify([unowned, { ...logo, owner: 7 }, logo]))).toEqual([logo])
  })

  it("lets a user send their own Saves and a guest's, never another user's", () => {
    expect(isSendableBy(bike, owner)).toBe(true)
    expect(isSendableBy(logo, owner)).toBe(true)
    expect(isSendableBy(bike, 'a0b1c2d3-0000-4000-8000-000000000000')).toBe(false)
    expect(isSendableBy(bike, GUEST_OWNER)).toBe(false)
  })

  it(`keeps at most the newest ${MAX_UNSAVED}`, () => {
    let stored: string | null = null
    for (let price = 1; price <= MAX_UNSAVED + 5; price++)
      stored = withUnsaved(stored, { query: `mode=price_to_time&price=${price}`, body: { price }, owner })
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
