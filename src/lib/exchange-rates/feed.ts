import * as v from 'valibot'
import { isIsoDate } from '../goals/iso-date.ts'
import { CURRENCY_CODES, type CurrencyCode } from '../currencies.ts'
import type { ReferenceRates } from './reference-rates.ts'

/**
 * Reads the ECB's daily XML feed (`eurofxref-daily.xml`): a `gesmes:Envelope`
 * whose `Cube` holds one `Cube time='YYYY-MM-DD'`, which holds one
 * `Cube currency='USD' rate='1.1155'` per currency. workerd has no XML
 * parser, so the three levels of `Cube` are cut out with regular expressions
 * and everything they yield is judged by the valibot schema below: a feed
 * that is cut off, holds two days, repeats or misses a currency, or carries
 * anything but plain positive decimals is refused as a whole.
 */

/** The supported currencies the ECB publishes no reference rate for: the app converts nothing to or from them. */
export const WITHOUT_REFERENCE_RATE: readonly CurrencyCode[] = ['RUB', 'TWD', 'CLP', 'AED', 'COP', 'SAR']

/** The supported currencies every complete publication must quote (all but the euro and those above). */
export const QUOTED_CURRENCIES: readonly CurrencyCode[] = CURRENCY_CODES.filter(
  (code) => code !== 'EUR' && !WITHOUT_REFERENCE_RATE.includes(code),
)

/** The envelope, whole: a cut-off download has no closing tag. */
const ENVELOPE = /^\s*(?:<\?xml[^>]*\?>\s*)?<gesmes:Envelope\b[^>]*>([\s\S]*)<\/gesmes:Envelope>\s*$/
/** The day's `Cube`, between the outer `Cube`'s tags. */
const DAY_CUBE = /<Cube\s+time=(['"])([^'"]*)\1\s*>([\s\S]*?)<\/Cube>/g
/** One rate's `Cube`, an empty element. */
const RATE_CUBE = /<Cube\s+currency=(['"])([^'"]*)\1\s+rate=(['"])([^'"]*)\3\s*\/>/g

/** A rate as the feed writes it: digits with an optional decimal part, above zero. */
const rateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}(?:\.\d{1,8})?$/, 'a rate is not a plain decimal'),
  v.transform(Number),
  v.number(),
  v.minValue(Number.MIN_VALUE, 'a rate is not above zero'),
)

/** What the regular expressions cut out of a feed, before it is judged. */
const feedSchema = v.pipe(
  v.object({
    envelope: v.literal(true, 'the envelope is missing or cut off'),
    days: v.pipe(
      v.array(
        v.object({
          date: v.pipe(
            v.string(),
            v.check((date: string) => isIsoDate(date), 'the day is not a date'),
          ),
          rest: v.pipe(v.string(), v.regex(/^\s*$/, 'the day holds something other than rates')),
          rates: v.array(v.object({ currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a currency is not a code')), rate: rateSchema })),
        }),
      ),
      v.length(1, 'the feed holds no day or more than one'),
    ),
  }),
  v.transform(({ days }) => days[0]!),
  v.check(({ rates }) => new Set(rates.map((r) => r.currency)).size === rates.length, 'a currency is quoted twice'),
  v.check(({ rates }) => !rates.some((r) => r.currency === 'EUR'), 'the euro is quoted against itself'),
  v.check(
    ({ rates }) => QUOTED_CURRENCIES.every((code) => rates.some((r) => r.currency === code)),
    'the feed is partial: a currency is missing',
  ),
  v.transform(({ date, rates }): ReferenceRates => ({ date, perEuro: Object.fromEntries(rates.map((r) => [r.currency, r.rate])) })),
)

/** The feed's day and rates, or why the feed is refused (one sentence per problem). */
export type FeedReading = { ok: true; rates: ReferenceRates } | { ok: false; problems: string[] }

/** Reads a feed's text; never throws. */
export function readReferenceRatesFeed(xml: string): FeedReading {
  const envelope = ENVELOPE.exec(xml)
  const body = envelope?.[1] ?? ''
  const days = [...body.matchAll(DAY_CUBE)].map(([, , date = '', inner = '']) => ({
    date,
    rates: [...inner.matchAll(RATE_CUBE)].map(([, , currency = '', , rate = '']) => ({ currency, rate })),
    rest: inner.replace(RATE_CUBE, ''),
  }))
  const parsed = v.safeParse(feedSchema, { envelope: envelope !== null, days })
  return parsed.success ? { ok: true, rates: parsed.output } : { ok: false, problems: parsed.issues.map(describeIssue) }
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue)
  return path ? `${path}: ${issue.message}` : issue.message
}
