import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import { adminClient, calculation, client, newUser, sharedStandIn, type TestUser } from './support.ts'

let sb: LocalSupabase
let user: TestUser

beforeAll(async () => {
  sb = await sharedStandIn()
  user = await newUser(sb, 'rates')
})

/** The rates stored for a day, as the secret key sees them. */
async function ratesOf(day: string) {
  return (await adminClient(sb).from('exchange_rates').select('currency, rate').eq('rate_date', day).order('currency')).data
}

describe('exchange_rates', () => {
  it('holds the ECB publication of 26 September 2024 from the migration, 30 currencies, readable by anyone', async () => {
    for (const reader of [client(sb), user.client]) {
      const { data, error } = await reader.from('exchange_rates').select('currency, rate').eq('rate_date', '2024-09-26')
      expect(error).toBeNull()
      expect(data).toHaveLength(30)
      expect(data).toContainEqual({ currency: 'JPY', rate: 160.78 })
    }
  })

  it('takes no writes from the anonymous or a signed-in role, neither on the table nor through store_exchange_rates', async () => {
    for (const writer of [client(sb), user.client]) {
      await writer.from('exchange_rates').insert({ rate_date: '2024-09-30', currency: 'USD', rate: 2 })
      await writer.from('exchange_rates').update({ rate: 2 }).eq('rate_date', '2024-09-26')
      await writer.from('exchange_rates').delete().eq('rate_date', '2024-09-26')
      const rpc = await writer.rpc('store_exchange_rates', { rate_date: '2024-09-30', rates: { USD: 2 } })
      expect(rpc.error).not.toBeNull()
    }
    expect(await ratesOf('2024-09-30')).toEqual([])
    expect(await ratesOf('2024-09-26')).toContainEqual({ currency: 'USD', rate: 1.1155 })
  })

  it('stores a day through store_exchange_rates with the secret key, all or nothing, and a second time changes nothing', async () => {
    const admin = adminClient(sb)
    expect((await admin.rpc('store_exchange_rates', { rate_date: '2024-10-01', rates: { USD: 1.11, JPY: 159.9 } })).data).toBe(2)
    expect((await admin.rpc('store_exchange_rates', { rate_date: '2024-10-01', rates: { USD: 1.5, JPY: 100 } })).data).toBe(0)
    expect(await ratesOf('2024-10-01')).toEqual([
      { currency: 'JPY', rate: 159.9 },
      { currency: 'USD', rate: 1.11 },
    ])
    const refused = await admin.rpc('store_exchange_rates', { rate_date: '2024-10-02', rates: { USD: 1.2, JPY: -1 } })
    expect(refused.error).not.toBeNull()
    expect(await ratesOf('2024-10-02')).toEqual([])
  })
})

describe('calculations priced in another currency', () => {
  it('keep the price, its currency, the rate and its day together, or none of them', async () => {
    const converted = { price: 5000, price_currency: 'JPY', exchange_rate: 1 / 160.78, rate_date: '2024-09-26' }
    const stored = await user.client
      .from('calculations')
      .insert(calculation({ amount: 31.1, hours: 0.7775, ...converted }))
      .select('price, price_currency, rate_date')
      .single()
    expect(stored.error).toBeNull()
    expect(stored.data).toEqual({ price: 5000, price_currency: 'JPY', rate_date: '2024-09-26' })
    const half = await user.client.from('calculations').insert(calculation({ price: 5000, price_currency: 'JPY' }))
    expect(half.error?.code).toBe('23514')
    const same = await user.client.from('calculations').insert(calculation({ ...converted, price_currency: 'EUR' }))
    expect(same.error?.code).toBe('23514')
    expect((await user.client.from('calculations').insert(calculation()).select('price').single()).data).toEqual({ price: null })
  })
})
