import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { RATES_STORED_AT_UTC, secondsUntilNextRates } from '../../src/lib/exchange-rates/publication.ts'
import worker from '../../src/worker.ts'
import { standInClient } from './support/supabase-client.ts'

const FEEDS = inject('ratesFeedUrl')

/** Runs the worker's Cron Trigger handler as the platform would, with the feed at `feedPath` of the test server. */
async function runCron(feedPath: string) {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '30 16 * * *' }), { ...env, EXCHANGE_RATES_URL: `${FEEDS}${feedPath}` }, ctx)
  await waitOnExecutionContext(ctx)
}

/** The rates stored for a day, as anyone reads them (the publishable key, no session). */
async function storedRates(day: string): Promise<Array<{ currency: string; rate: number }>> {
  const { data, error } = await standInClient().from('exchange_rates').select('currency, rate').eq('rate_date', day).order('currency')
  expect(error).toBeNull()
  return (data ?? []).map(({ currency, rate }) => ({ currency, rate: Number(rate) }))
}

/** The feed's own figures, read from the served file with a pattern of the test's own. */
async function feedFigures(day: string): Promise<Array<{ currency: string; rate: number }>> {
  const xml = await (await fetch(`${FEEDS}/day/${day}.xml`)).text()
  return [...xml.matchAll(/currency='([A-Z]{3})' rate='([\d.]+)'/g)]
    .map(([, currency, rate]) => ({ currency: currency!, rate: Number(rate) }))
    .sort((a, b) => a.currency.localeCompare(b.currency))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the daily reference-rates Cron Trigger', () => {
  it('stores the 30 rates of a served feed, exactly as published', async () => {
    await runCron('/day/2024-09-20.xml')
    const stored = await storedRates('2024-09-20')
    expect(stored).toHaveLength(30)
    expect(stored).toEqual(await feedFigures('2024-09-20'))
  })

  it('changes nothing when it runs a second time on the same day', async () => {
    await runCron('/day/2024-09-19.xml')
    const first = await storedRates('2024-09-19')
    const log = vi.spyOn(console, 'log')
    await runCron('/day/2024-09-19.xml')
    expect(await storedRates('2024-09-19')).toEqual(first)
    expect(log).toHaveBeenCalledWith('reference rates of 2024-09-19: 30 read, 0 new')
  })

  it.each([
    ['cut off halfway', '/cut/2024-09-18.xml', 'the envelope is missing or cut off'],
    ['missing a currency', '/without-JPY/2024-09-17.xml', 'the feed is partial: a currency is missing'],
    ['with a rate that is no number', '/garbled/2024-09-16.xml', 'a rate is not a plain decimal'],
  ])('stores nothing from a feed %s and logs why', async (_kind, path, why) => {
    const error = vi.spyOn(console, 'error')
    await runCron(path)
    expect(await storedRates(path.slice(-14, -4))).toEqual([])
    expect(error).toHaveBeenCalledWith(expect.stringContaining(why))
  })

  it('stores nothing and logs why when the feed does not answer', async () => {
    const error = vi.spyOn(console, 'error')
    await runCron('/nothing-here/2024-09-13.xml')
    expect(await storedRates('2024-09-13')).toEqual([])
    expect(error).toHaveBeenCalledWith('reference rates not stored: the feed answered 404')
  })

  it('runs once a day after the ECB publishes, when the app expects new rates', () => {
    const { hour, minute } = RATES_STORED_AT_UTC
    expect(inject('crons')).toEqual([`${minute} ${hour} * * *`])
    expect(hour * 60 + minute).toBeGreaterThan(15 * 60) // 16:00 CET is 15:00 UTC
    expect(secondsUntilNextRates(new Date(Date.UTC(2026, 10, 25, hour, minute - 1)))).toBe(60)
  })

  it('refuses the write of anyone but the secret key', async () => {
    const res = await fetch(`${inject('supabaseUrl')}/rest/v1/rpc/store_exchange_rates`, {
      method: 'POST',
      headers: { apikey: inject('supabasePublishableKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ rate_date: '2024-09-12', rates: { USD: 2 } }),
    })
    expect(res.ok).toBe(false)
    const insert = await fetch(`${inject('supabaseUrl')}/rest/v1/exchange_rates`, {
      method: 'POST',
      headers: { apikey: inject('supabasePublishableKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ rate_date: '2024-09-12', currency: 'USD', rate: 2 }),
    })
    expect(insert.ok).toBe(false)
    expect(await storedRates('2024-09-12')).toEqual([])
  })
})
