import type { ReactNode } from 'react'
import type { Locale, ReceiptLanguage } from '../../i18n/locales.ts'
import { createTranslator, messagesFor } from '../../i18n/translator.ts'
import { summarizeCalculation } from '../../lib/calculation/summary.ts'
import type { SavedCalculation } from '../../lib/calculation/saved-calculation.ts'
import { pagePath } from '../../paths.ts'
import { ProductLink } from '../components/product-link.tsx'
import { Logo } from '../icons/logo.tsx'
import { usePage } from '../page-context.tsx'

export interface ReceiptPageProps {
  calculation: SavedCalculation
  /** The account's receipt language; the receipt itself is written in it. */
  receiptLanguage: ReceiptLanguage
  receiptLocale: Locale
  username: string
  /** The time zone the day it was saved is printed in (`visitorTimeZone`). */
  timeZone: string
}

/** A receipt number people can read out: the id's first eight characters. */
export function receiptNumber(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase()
}

/**
 * One calculation as a print-ready receipt. The page around it (heading,
 * Print, Back) is in the interface language; the `.receipt` block is in the
 * user's receipt language and says so with its `lang` attribute. Printing
 * shows the receipt alone (print.css).
 */
export function ReceiptPage({ calculation, receiptLanguage, receiptLocale, username, timeZone }: ReceiptPageProps) {
  const { t, locale } = usePage()
  const rt = createTranslator(receiptLocale)
  const receiptMessages = messagesFor(receiptLocale)
  const summary = summarizeCalculation(calculation, receiptLocale, receiptMessages.calculator.result, 'long', timeZone)
  const workWeek = calculation.use_work_week
  const rows: [string, ReactNode][] = [
    [rt('dashboard.receipt.item'), calculation.title ?? rt('dashboard.untitled')],
    [rt('dashboard.receipt.mode'), rt(`dashboard.modes.${calculation.mode}`)],
    [rt('dashboard.receipt.price'), summary.amount],
    ...(summary.converted ? [[rt('dashboard.fields.converted'), rt('dashboard.convertedAt', summary.converted)] as [string, string]] : []),
    ...(calculation.url ? [[rt('dashboard.receipt.link'), <ProductLink url={calculation.url} />] satisfies [string, ReactNode]] : []),
    [rt('dashboard.receipt.rate'), rt('dashboard.perHour', { amount: summary.rate })],
    [rt('dashboard.receipt.time'), summary.time],
    [rt(workWeek ? 'dashboard.receipt.workdays' : 'dashboard.receipt.days'), summary.days],
    [rt(workWeek ? 'dashboard.receipt.workWeeks' : 'dashboard.receipt.weeks'), summary.weeks],
    [rt('dashboard.receipt.date'), summary.date],
    [rt('dashboard.receipt.account'), username],
  ]

  return (
    <div className="receipt-page">
      <header className="page-header">
        <h1>{t('dashboard.receipt.pageHeading')}</h1>
        <p className="lead">{t('dashboard.receipt.pageLead', { language: t(`auth.profile.receiptLanguages.${receiptLanguage}`) })}</p>
      </header>

      <article className="receipt" lang={receiptLocale} aria-labelledby="receipt-title">
        <header>
          <Logo />
          <p className="receipt-brand">{rt('app.name')}</p>
          <h2 id="receipt-title">{rt('dashboard.receipt.title')}</h2>
          <p className="muted">
            {rt('dashboard.receipt.number', { number: receiptNumber(calculation.id) })}
            {' · '}
            <time dateTime={calculation.created_at}>{summary.date}</time>
          </p>
        </header>
        <p className="result-figure">{calculation.mode === 'time_to_price' ? summary.amount : summary.time}</p>
        <dl>{rows.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}</dl>
        <p className="muted">{rt(workWeek ? 'dashboard.receipt.basisWorkWeek' : 'dashboard.receipt.basisCalendar')}</p>
        <footer>
          <p>{rt('dashboard.receipt.thanks')}</p>
        </footer>
      </article>

      <div className="actions receipt-actions">
        <button type="button" className="button" data-print="" hidden>
          {t('dashboard.receipt.print')}
        </button>
        <a className="button button-secondary" href={pagePath(locale, 'dashboard')}>
          {t('dashboard.receipt.back')}
        </a>
      </div>
      <p className="muted receipt-hint">{t('dashboard.receipt.printHint')}</p>
      <p className="muted receipt-hint">
        <a href={pagePath(locale, 'profile')}>{t('dashboard.receipt.profileHint')}</a>
      </p>
    </div>
  )
}
