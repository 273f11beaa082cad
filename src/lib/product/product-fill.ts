import type { Locale } from '../../i18n/locales.ts'
import type { Messages } from '../../i18n/messages/en.ts'
import { translatorOf } from '../../i18n/translate.ts'
import { writeNumber } from '../calculation/decimal.ts'
import { fractionDigits } from '../money.ts'
import type { CalculatorForm } from '../calculation/form.ts'
import { isCurrency } from '../currencies.ts'
import { perEuro, type ReferenceRates } from '../exchange-rates/reference-rates.ts'
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
 * the language writes numbers) in the product's currency, picked as the
 * price's currency when it is not the rate's, so the calculator converts it
 * through the euro. When the reference rates (`rates`) have no rate for the
 * product's currency or the rate's, the price is emptied for typing (in the
 * rate's currency) and the note says which price and currency the shop named.
 *
 * @example productFill(product, 'https://shop.example/p/1', 'EUR', rates, 'de', messages.calculator.link)
 */
export function productFill(
  product: Pick<Product, 'title' | 'price' | 'currency'>,
  link: string,
  rateCurrency: string,
  rates: ReferenceRates | undefined,
  locale: Locale,
  messages: Messages['calculator']['link'],
): { changes: Partial<CalculatorForm>; note: LinkNote } {
  const t = translatorOf(messages)
  const host = productLinkOf(link)?.host ?? ''
  const sameCurrency = product.currency === rateCurrency
  const convertible =
    isCurrency(product.currency) &&
    rates !== undefined &&
    perEuro(product.currency, rates) !== undefined &&
    perEuro(rateCurrency, rates) !== undefined
  if (sameCurrency || convertible) {
    return {
      changes: {
        url: link,
        title: product.title,
        price: writeNumber(product.price, locale, fractionDigits(product.currency)),
        priceCurrency: sameCurrency ? '' : product.currency,
      },
      note: { text: t('filled', { host }), failed: false },
    }
  }
  const price = formatMoney(product.price, product.currency, locale)
  return {
    // A price read from an earlier link must not stay under this product's name.
    changes: { url: link, title: product.title, price: '', priceCurrency: '' },
    note: { text: t('otherCurrency', { host, price, currency: rateCurrency }), failed: false },
  }
}
