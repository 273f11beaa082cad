import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { pageCacheKey } from '../../src/middleware/edge-cache.ts'
import type { CalculatorIslandProps } from '../../src/views/islands/calculator/types.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'
import { visibleText } from './support/visible-text.ts'
import { islandProps } from './support/island.ts'

/** The calculator's props in a page. */
const calculator = (html: string) => islandProps<CalculatorIslandProps>(html, 'calculator')

/** The salary helper as the page renders it: from its disclosure to the end of its body. */
function helper(html: string): string {
  const start = html.indexOf('<details class="salary-helper"')
  if (start === -1) throw new Error('no salary helper in the page')
  return html.slice(start, html.indexOf('</details>', start))
}

describe('the salary helper without JavaScript', () => {
  it.each([
    ['en', '52%2C000', '25.00', 'Hourly rate filled in: €52,000.00 a year ÷ 52 weeks ÷ 40 h = €25.00/h'],
    ['de', '52.000', '25,00', 'Stundensatz eingetragen: 52.000,00 € im Jahr ÷ 52 Wochen ÷ 40 h = 25,00 €/h'],
    ['pt-BR', '52.000', '25,00', 'Valor por hora preenchido: € 52.000,00 por ano ÷ 52 semanas ÷ 40 h = € 25,00/h'],
  ])('fills the rate and says how in %s', async (lang, amount, rate, explanation) => {
    const res = await get(
      `/${lang}?fill=rate&salary=${amount}&period=year&hours=40&weeks=52&kept=&mode=price_to_time&currency=EUR&price=100`,
    )
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(calculator(html).form).toMatchObject({ rate, currency: 'EUR', price: '100', mode: 'price_to_time' })
    expect(html).toMatch(new RegExp(`<input[^>]*id="calculator-rate"[^>]*value="${rate}"`))
    expect(visibleText(html)).toContain(explanation)
    expect(helper(html)).toMatch(/^<details class="salary-helper" open="">/)
    expect(helper(html)).toMatch(/<p class="form-success" role="status" tabindex="-1" autofocus="">/)
  })

  it('explains a month with the share kept after tax, and a week without the weeks', async () => {
    const month = visibleText(await (await get('/en?fill=rate&salary=4000&period=month&hours=40&weeks=52&kept=70&currency=USD')).text())
    expect(month).toContain('$4,000.00 a month × 12 × 70% kept after tax ÷ 52 weeks ÷ 40 h = $16.15/h')
    const week = visibleText(await (await get('/de?fill=rate&salary=1.000&period=week&hours=38,5&weeks=52&currency=EUR')).text())
    expect(week).toContain('1.000,00 € in der Woche ÷ 38,5 h = 25,97 €/h')
    const yen = await get('/en?fill=rate&salary=5000000&period=year&currency=JPY')
    expect(calculator(await yen.text()).form.rate).toBe('2404')
  })

  it('answers the result with the new rate, as the calculator form would', async () => {
    const html = await (await get('/en?fill=rate&salary=52000&mode=price_to_time&currency=EUR&price=1000&title=Bike')).text()
    expect(visibleText(html)).toContain('Bike for €1,000.00 costs you 40 hours of work at €25.00 an hour.')
  })

  it.each([
    ['en', 'Hours per week must be from 1 to 168.', 'Paid weeks per year must be from 1 to 52.', 'Please check the marked fields.'],
    [
      'de',
      'Stunden pro Woche muss zwischen 1 und 168 liegen.',
      'Bezahlte Wochen pro Jahr muss zwischen 1 und 52 liegen.',
      'Bitte prüfen Sie die markierten Felder.',
    ],
    [
      'pt-BR',
      'Horas por semana precisa estar entre 1 e 168.',
      'Semanas pagas por ano precisa estar entre 1 e 52.',
      'Confira os campos marcados.',
    ],
  ])('names each refused field in %s and keeps the typed rate and text', async (lang, hours, weeks, summary) => {
    const res = await get(`/${lang}?fill=rate&salary=52000&hours=169&weeks=0&mode=price_to_time&rate=30&currency=EUR`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const part = helper(html)
    expect(part).toMatch(/^<details class="salary-helper" open="">/)
    expect(visibleText(part)).toContain(hours)
    expect(visibleText(part)).toContain(weeks)
    expect(part).toMatch(new RegExp(`<p class="form-errors" role="alert" tabindex="-1" autofocus="">${summary}</p>`))
    expect(part).toMatch(/<input[^>]*id="calculator-hours"[^>]*aria-invalid="true"[^>]*value="169"/)
    expect(part).toMatch(/aria-describedby="calculator-hours-hint calculator-hours-error"/)
    expect(calculator(html).form.rate).toBe('30')
  })

  it('names the amount when it is missing, not a number, or gives no usable rate', async () => {
    const cases = [
      ['/en?fill=rate&salary=&period=year', 'Salary: enter a number, for example 25 or 12.50.'],
      ['/en?fill=rate&salary=lots', 'Salary: enter a number, for example 25 or 12.50.'],
      ['/en?fill=rate&salary=10&period=year', 'Salary gives no usable hourly rate: check the amount and how often it is paid.'],
      ['/en?fill=rate&salary=52000&period=fortnight', 'Paid per: this value cannot be used here.'],
      ['/en?fill=rate&salary=52000&kept=0', 'Share kept after tax must be from 1 to 100.'],
    ]
    for (const [path, message] of cases) {
      const res = await get(path!)
      expect(res.status, path).toBe(200)
      expect(visibleText(helper(await res.text())), path).toContain(message)
    }
  })

  it('is part of the calculator form: its controls and its button submit the calculator as typed, and closes and stays quiet when not submitted', async () => {
    const html = await (await get('/en?mode=time_to_price&rate=40&currency=CHF&duration=3&unit=days&workweek=1')).text()
    expect(html).not.toContain('calculator-salary-form')
    const calculatorForm = /<form class="calculator card"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? ''
    expect(calculatorForm).toContain('<details class="salary-helper">')
    const part = helper(html)
    expect(part).not.toMatch(/form-errors|form-success|aria-invalid/)
    for (const name of ['salary', 'period', 'hours', 'weeks', 'kept']) {
      const control = new RegExp(`<(?:input|select)[^>]* name="${name}"[^>]*>`).exec(part)?.[0]
      expect(control, name).toBeDefined()
      expect(control, name).not.toContain(' form=')
    }
    expect(part).toMatch(/<input[^>]*id="calculator-hours"[^>]*value="40"/)
    expect(part).toMatch(/<input[^>]*id="calculator-weeks"[^>]*value="52"/)
    expect(/<button[^>]*>Work out my hourly rate</.exec(part)?.[0]).toMatch(/^<button type="submit" value="rate"[^>]* name="fill">/)
  })

  it('works the rate out only when its own button sent the form, keeping the typed price and title', async () => {
    const typed = 'mode=price_to_time&rate=30&currency=EUR&workweek=&price=1000&title=Bike&duration=&unit=hours'
    const helperFields = 'salary=52%2C000&period=year&hours=40&weeks=52&kept='
    const filled = await (await get(`/en?${typed}&${helperFields}&fill=rate`)).text()
    expect(calculator(filled).form).toMatchObject({ rate: '25.00', price: '1000', title: 'Bike', mode: 'price_to_time', currency: 'EUR' })
    expect(visibleText(filled)).toContain('Bike for €1,000.00 costs you 40 hours of work at €25.00 an hour.')
    expect(helper(filled)).toMatch(/^<details class="salary-helper" open="">/)

    // Calculate sends the helper's fields too: the typed rate stands, and the helper keeps what was typed in it, closed and quiet.
    const calculated = await (await get(`/en?${typed}&${helperFields}`)).text()
    expect(calculator(calculated).form).toMatchObject({ rate: '30', price: '1000', title: 'Bike' })
    expect(visibleText(calculated)).toContain('Bike for €1,000.00 costs you 33 hours 20 minutes of work at €30.00 an hour.')
    const part = helper(calculated)
    expect(part).toMatch(/^<details class="salary-helper">/)
    expect(part).not.toMatch(/form-errors|form-success|aria-invalid/)
    expect(part).toMatch(/<input[^>]*id="calculator-salary"[^>]*value="52,000"/)
  })

  it('never fails on garbage in its fields', async () => {
    for (const path of [
      '/en?fill=rate&salary=%00&period[]=x&hours=1e400&weeks=NaN&kept=Infinity',
      `/de?fill=rate&salary=${'9'.repeat(400)}&hours=%E0%A4%A`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(visibleText(await res.text()), path).not.toMatch(/NaN|Infinity/)
    }
  })

  it('leaves the edge cache to the plain home page: a filled helper is never kept', async () => {
    expect(pageCacheKey(new Request('http://localhost/en'), env, 'en', 'home')).not.toBeNull()
    expect(pageCacheKey(new Request('http://localhost/en?fill=rate&salary=52000'), env, 'en', 'home')).toBeNull()
    const res = await get('/en?fill=rate&salary=52000')
    expect(res.headers.get('server-timing') ?? '').not.toContain('cache;desc=')
  })

  it('fills a signed-in user\'s calculator and offers "Use as my hourly rate", which stores it in the profile', async () => {
    const { jar } = await signedUpJar()
    const html = await (await jar.fetch('/en?fill=rate&salary=52000&period=year&hours=40&weeks=52&mode=price_to_time&currency=EUR')).text()
    expect(calculator(html).form.rate).toBe('25.00')
    const button = /<button[^>]*name="return"[^>]*>Use as my hourly rate<\/button>/.exec(html)?.[0] ?? ''
    expect(button).toMatch(/ formaction="\/en\/profile\/rate"/i)
    const saved = await jar.fetch('/en/profile/rate', { form: { rate: calculator(html).form.rate, return: '/en' } })
    expect(saved.status).toBe(303)
    expect(calculator(await (await jar.fetch('/en')).text()).profile.hourlyRate).toBe(25)
  })
})
