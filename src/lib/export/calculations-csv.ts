import type { Locale } from '../../i18n/locales.ts'
import { DECIMAL_SEPARATOR, writeNumber } from '../calculation/decimal.ts'
import type { CalculationMode } from '../calculation/limits.ts'
import type { SavedCalculation } from '../calculation/saved-calculation.ts'

/** The columns of the calculations CSV, in order. */
export const CSV_COLUMNS = [
  'date',
  'title',
  'mode',
  'amount',
  'currency',
  'hourlyRate',
  'hours',
  'workWeek',
  'favorite',
  'price',
  'priceCurrency',
  'exchangeRate',
  'rateDate',
  'link',
] as const

/** The words of the CSV in its language: the header row, the modes, yes and no. */
export interface CsvTexts {
  columns: Record<(typeof CSV_COLUMNS)[number], string>
  modes: Record<CalculationMode, string>
  yes: string
  no: string
}

/** What a spreadsheet reads as the start of a formula (OWASP's list: =, +, -, @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One field: always quoted, a quote doubled, and text a spreadsheet would
 * run as a formula made plain text by a leading apostrophe.
 */
function field(text: string): string {
  const plain = FORMULA_START.test(text) ? `'${text}` : text
  return `"${plain.replaceAll('"', '""')}"`
}

/**
 * The user's calculations as CSV for a spreadsheet in the file's language:
 * UTF-8 with a byte order mark (so spreadsheets do not guess another
 * encoding), a header row, every field quoted, lines ending in CRLF. Where
 * the language writes decimals with a comma (de, pt-BR), fields are split by
 * semicolons and numbers have a decimal comma, as spreadsheets there expect;
 * in English by commas with a decimal point. Dates are ISO 8601, hours
 * rounded to two decimals, numbers without thousands separators. The price
 * as typed and its currency follow; a converted one has the rate and its
 * day (empty otherwise), and a price read from a shop its link.
 *
 * @example calculationsCsv(rows, 'de', texts) // '\uFEFF"Gespeichert am";"Titel";…\r\n"2026-11-26T…";"Neues Fahrrad";…'
 */
export function calculationsCsv(rows: readonly SavedCalculation[], locale: Locale, texts: CsvTexts): string {
  const separator = DECIMAL_SEPARATOR[locale] === ',' ? ';' : ','
  const number = (value: number) => writeNumber(value, locale)
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no)
  const lines = [
    CSV_COLUMNS.map((column) => texts.columns[column]),
    ...rows.map((row) => [
      row.created_at,
      row.title ?? '',
      texts.modes[row.mode],
      number(row.amount),
      row.currency,
      number(row.hourly_rate),
      number(Math.round(row.hours * 100) / 100),
      yesNo(row.use_work_week),
      yesNo(row.is_favorite),
      number(row.price),
      row.priceCurrency,
      row.exchangeRate === null ? '' : number(row.exchangeRate),
      row.rateDate ?? '',
      row.url ?? '',
    ]),
  ]
  return `\uFEFF${lines.map((cells) => `${cells.map(field).join(separator)}\r\n`).join('')}`
}
