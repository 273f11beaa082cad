import { describe, expect, it } from 'vitest'
import { snapshotItems, type SnapshotSource } from '../../../src/lib/comparison-snapshot.ts'

const row = (id: string, changes: Partial<SnapshotSource> = {}): SnapshotSource => ({
  id,
  title: `Item ${id}`,
  mode: 'price_to_time',
  amount: 1200,
  currency: 'EUR',
  hourly_rate: 40,
  hours: 30,
  use_work_week: true,
  url: null,
  price: changes.amount ?? 1200,
  priceCurrency: changes.currency ?? 'EUR',
  convertedPrice: null,
  rateDate: null,
  ...changes,
})

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const C = '00000000-0000-4000-8000-00000000000c'

describe('snapshotItems', () => {
  it('keeps a price typed in another currency than the rate’s as typed, beside the converted amount', () => {
    const typedInDollars = row(A, {
      amount: 1106.73,
      price: 1234.56,
      priceCurrency: 'USD',
      convertedPrice: 1106.73,
      rateDate: '2024-09-26',
    })
    const [item] = (snapshotItems([A], [typedInDollars]) as { items: unknown[] }).items
    expect(item).toMatchObject({ amount: 1106.73, currency: 'EUR', typedPrice: { amount: 1234.56, currency: 'USD', date: '2024-09-26' } })
    expect((snapshotItems([A], [row(A)]) as { items: object[] }).items[0]).not.toHaveProperty('typedPrice')
  })

  it('copies title, mode, amount, currency, rate, hours and work week in the chosen order', () => {
    const rows = [
      row(A),
      row(B, { title: null, mode: 'time_to_price', amount: 99.5, currency: 'JPY', hourly_rate: 12.5, hours: 7.96, use_work_week: false }),
    ]
    expect(snapshotItems([B, A], rows)).toEqual({
      ok: true,
      items: [
        { title: null, mode: 'time_to_price', amount: 99.5, currency: 'JPY', hourlyRate: 12.5, hours: 7.96, useWorkWeek: false },
        { title: `Item ${A}`, mode: 'price_to_time', amount: 1200, currency: 'EUR', hourlyRate: 40, hours: 30, useWorkWeek: true },
      ],
    })
  })

  it('keeps nothing of the row but the snapshot: no id, no owner, no favourite flag', () => {
    const rows = [
      { ...row(A, { title: 'Laptop' }), user_id: 'owner-id', is_favorite: true, created_at: '2026-01-01' },
      row(B, { title: 'Bike' }),
    ]
    const result = snapshotItems([A, B], rows)
    expect(result.ok && Object.keys(result.items[0]!).sort()).toEqual([
      'amount',
      'currency',
      'hourlyRate',
      'hours',
      'mode',
      'title',
      'useWorkWeek',
    ])
    expect(JSON.stringify(result)).not.toMatch(/owner-id|0000000a/)
  })

  it('reports the ids that have no row (unknown, deleted or not the caller’s)', () => {
    expect(snapshotItems([A, C, B], [row(A), row(B)])).toEqual({ ok: false, missing: [C] })
  })

  it('matches ids whatever their case', () => {
    expect(snapshotItems([A.toUpperCase(), B], [row(A), row(B)]).ok).toBe(true)
  })
})
