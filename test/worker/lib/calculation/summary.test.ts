import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../../../src/i18n/translator.ts'
import { formatSavedDate, summarizeCalculation } from '../../../../src/lib/calculation/summary.ts'

const row = { amount: 1200, currency: 'EUR', hourly_rate: 40, hours: 30, use_work_week: true, created_at: '2026-03-04T23:30:00Z' }

describe('calculation summary', () => {
  it('formats money, time, workdays and the date per language', () => {
    expect(summarizeCalculation(row, 'en', messagesFor('en').calculator.result)).toEqual({
      amount: '€1,200.00',
      rate: '€40.00',
      time: '30 hours',
      days: '3.8 workdays',
      weeks: '0.8 work weeks',
      date: 'Mar 4, 2026',
    })
    const de = summarizeCalculation(row, 'de', messagesFor('de').calculator.result, 'long')
    expect(de.amount).toBe('1.200,00\u00a0€')
    expect(de.days).toBe('3,8 Arbeitstage')
    expect(de.date).toBe('4. März 2026')
  })

  it('counts calendar days when the row was saved without the work week', () => {
    const summary = summarizeCalculation(
      { ...row, hours: 8.75, use_work_week: false, currency: 'BRL' },
      'pt-BR',
      messagesFor('pt-BR').calculator.result,
    )
    expect(summary.time).toBe('8 horas 45 minutos')
    expect(summary.days).toBe('0,4 dia')
    expect(summary.amount).toBe('R$\u00a01.200,00')
  })

  it('prints nothing for a date it cannot read', () => {
    expect(formatSavedDate('not a date', 'en')).toBe('')
  })
})
