import { roundMoney } from '../money.ts'
import { perEuro, type ReferenceRates } from './reference-rates.ts'

/** A price turned into another currency: the amount, the rate used (units of `to` per unit of `from`) and its day. */
export interface Conversion {
  amount: number
  rate: number
  date: string
}

/**
 * Converts a price through the euro, as the ECB quotes every rate against
 * it: price ÷ (units of `from` per euro) × (units of `to` per euro), rounded
 * to what `to` shows. Undefined when either currency has no reference rate
 * in the publication; a rate is never invented.
 *
 * @example convertThroughEuro(5000, 'JPY', 'EUR', rates) // { amount: 31.1, rate: 0.00621…, date: '2024-09-26' }
 */
export function convertThroughEuro(price: number, from: string, to: string, rates: ReferenceRates): Conversion | undefined {
  const fromPerEuro = perEuro(from, rates)
  const toPerEuro = perEuro(to, rates)
  if (!fromPerEuro || !toPerEuro) return undefined
  return { amount: roundMoney((price / fromPerEuro) * toPerEuro, to), rate: toPerEuro / fromPerEuro, date: rates.date }
}
