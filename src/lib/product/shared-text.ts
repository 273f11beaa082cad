import type { Locale } from '../../i18n/locales.ts'
import { CURRENCY_MARK, readNumber } from '../calculation/decimal.ts'
import { isProductLink } from './product-link.ts'

/**
 * What a share sheet hands over (`title`, `text`, `url`) read for the
 * calculator: the link (the `url`, else the first link in the text, where
 * many apps put it) and the price the text names, read the way the page's
 * language writes numbers ("R$ 199,90" in Portuguese, "$1,299.00" in English).
 */

/** A number beside a currency sign or code, as shop apps write prices in shared text. */
const PRICE = new RegExp(String.raw`${CURRENCY_MARK}\s?(\d[\d.,\s\u00a0]*\d|\d)|(\d[\d.,\s\u00a0]*\d|\d)\s?${CURRENCY_MARK}`, 'u')

/**
 * The first link in shared text, if any.
 * @example linkInText('Look at this https://shop.example/p/1 !') // 'https://shop.example/p/1'
 */
export function linkInText(text: string): string | undefined {
  return text.split(/\s+/).find((word) => isProductLink(word))
}

/**
 * The price shared text names, read in the page's language; undefined when
 * it names none or none that reads as a number.
 * @example priceInText('Tênis por R$ 199,90 na loja', 'pt-BR') // 199.9
 */
export function priceInText(text: string, locale: Locale): number | undefined {
  const match = PRICE.exec(text.replace(/https?:\/\/\S+/g, ' '))
  const digits = match?.[1] ?? match?.[2]
  return digits === undefined ? undefined : readNumber(digits.trim(), locale)
}
