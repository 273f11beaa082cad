import type { Locale } from '../../i18n/locales.ts'
import type { Messages } from '../../i18n/messages/en.ts'
import { translatorOf } from '../../i18n/translate.ts'
import { writeNumber } from '../calculation/decimal.ts'
import type { CalculatorForm } from '../calculation/form.ts'
import { formatMoney } from '../format.ts'
import type { Product } from '../schemas/product.ts'
import { productLinkOf } from './product-link.ts'

/** What reading a product link said, shown under the link field: a sentence, and whether it is a refusal. */
export interface LinkNote {
  text: string
  failed: boolean
}

/**
 * What a product read from a link fills in, one rule for the island and the
 * server's page: the link and the name always; the price (written the way
 * the language writes numbers) only when the product's currency is the
 * rate's own, else the note says which price and currency the shop named,
 * so nothing is converted unasked.
 *
 * @example productFill(product, 'https://shop.example/p/1', 'EUR', 'de', messages.calculator.link)
 */
export function productFill(
  product: Pick<Product, 'title' | 'price' | 'currency'>,
  link: string,
  rateCurrency: string,
  locale: Locale,
  messages: Messages['calculator']['link'],
): { changes: Partial<CalculatorForm>; note: LinkNote } {
  const t = translatorOf(messages)
  const host = productLinkOf(link)?.host ?? ''
  if (product.currency === rateCurrency) {
    return {
      changes: { url: link, title: product.title, price: writeNumber(product.price, locale) },
      note: { text: t('filled', { host }), failed: false },
    }
  }
  const price = formatMoney(product.price, product.currency, locale)
  return {
    changes: { url: link, title: product.title },
    note: { text: t('otherCurrency', { host, price, currency: rateCurrency }), failed: false },
  }
}
