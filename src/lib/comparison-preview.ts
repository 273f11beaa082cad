import { INTL_LOCALE, type Locale } from '../i18n/locales.ts'
import { translatorOf } from '../i18n/translate.ts'
import { cheapestInTime, itemLabel, type Comparison, type ComparisonItem } from './comparison.ts'
import { formatWorkTime, type DurationForms } from './calculation/work-time.ts'
import { breakDown } from './duration.ts'
import { intl } from './intl.ts'

/** The catalogue's patterns for a comparison's preview (`content.comparison`). */
export interface ComparisonPreviewMessages {
  /** `{{items}} — in hours of work` */
  previewTitle: string
  /** `Cheapest in time: {{title}}, at {{time}} of work.` */
  summary: string
}

/** What a link preview (and the page's head) says about a comparison. */
export interface ComparisonPreview {
  /** Names what is compared: "Laptop, Bike or Lisbon — in hours of work". */
  title: string
  /** Names the cheapest in time; empty for a comparison without items. */
  description: string
}

/**
 * What a comparison compares, joined the way the language says "A, B or C":
 * the line a comparison without a title goes by.
 *
 * @example comparedItems(items, 'en') // 'Laptop, Bike, or Lisbon'
 */
export function comparedItems(items: readonly ComparisonItem[], locale: Locale): string {
  const labels = items.map((item) => itemLabel(item, locale))
  return intl(Intl.ListFormat, INTL_LOCALE[locale], { type: 'disjunction' }).format(labels)
}

/** What a comparison is called on its owner's dashboard: its title, or what it compares. */
export function comparisonLabel(comparison: Pick<Comparison, 'title' | 'items'>, locale: Locale): string {
  return comparison.title ?? comparedItems(comparison.items, locale)
}

/**
 * The title and description of a comparison in the viewer's language: the
 * items joined the way the language says "A, B or C", and the one that
 * costs the fewest hours of work (a time under a minute said as the
 * calculator says it, `forms.lessThanAMinute`).
 *
 * @example comparisonPreview(comparison, 'de', messages.content.comparison, messages.calculator.result).title // 'Laptop, Fahrrad oder Lissabon – in Arbeitsstunden'
 */
export function comparisonPreview(
  comparison: Comparison,
  locale: Locale,
  messages: ComparisonPreviewMessages,
  forms: Pick<DurationForms, 'lessThanAMinute'>,
): ComparisonPreview {
  const items = comparedItems(comparison.items, locale)
  const cheapest = cheapestInTime(comparison.items)
  const t = translatorOf(messages)
  const description = cheapest
    ? t('summary', {
        title: itemLabel(cheapest, locale),
        time: formatWorkTime(cheapest.hours, breakDown(cheapest.hours, cheapest.useWorkWeek), locale, forms),
      })
    : ''
  return { title: t('previewTitle', { items }), description }
}
