import * as v from 'valibot'
import { MAX_AMOUNT, MAX_TITLE_LENGTH } from '../calculation/limits.ts'
import { CURRENCY_CODES } from '../currencies.ts'
import { withoutBidiControls } from '../plain-text.ts'

/**
 * A product as `GET /api/product` answers it, checked from what a shop page
 * said (`lib/product/structured-data.ts`): a name the calculator can keep as
 * a title, a positive price, one of the app's currencies, the page's
 * address and, when the page names a usable one, an image.
 */

/** One line of plain text: no control or bidirectional characters, spaces collapsed, cut to a calculation title's length. */
function plainLine(text: string): string {
  const line = withoutBidiControls(text)
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim()
  return line.length > MAX_TITLE_LENGTH ? `${line.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : line
}

/**
 * Thousands grouped by a point, a comma, a space or an apostrophe, then
 * cents after the other mark (`1,299.00`, `1.234,56`, `1 234,56`), or
 * groups without cents when there are several or they are spaces
 * (`1.234.567`, `1 299`); a single `1.299` stays schema.org's decimal point.
 */
const GROUPED_PRICE = /^(\d{1,3}(?:([.,\s'’])\d{3})+)(?:([.,])(\d{1,2}))?$/

/**
 * A price as structured data writes it: a number, or text in schema.org's
 * form (`1299.90`, digits and a point), which some shops write with a
 * decimal comma (`1299,90`) or with thousands grouped (`GROUPED_PRICE`);
 * rounded to cents.
 */
function priceOf(value: number | string): number | undefined {
  let text = typeof value === 'number' ? String(value) : value.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2')
  const grouped = GROUPED_PRICE.exec(text)
  const [, whole = '', group = '', decimal, cents] = grouped ?? []
  const isGrouping = grouped && (decimal ? decimal !== group : /[\s'’]/.test(group) || whole.split(group).length > 2)
  if (isGrouping) text = `${whole.split(group).join('')}.${cents ?? '0'}`
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined
  return Math.round(Number(text) * 100) / 100
}

/** An http(s) address, or nothing: a product without a usable image is still a product. */
const imageSchema = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(),
      v.check((url) => /^https?:\/\//i.test(url)),
    ),
  ),
  undefined,
)

/** A product read from a shop page, or issues when the page did not name one the calculator can use. */
export const productSchema = v.object({
  title: v.pipe(v.string(), v.transform(plainLine), v.nonEmpty()),
  price: v.pipe(v.union([v.number(), v.string()]), v.transform(priceOf), v.number(), v.minValue(0.01), v.maxValue(MAX_AMOUNT)),
  currency: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(CURRENCY_CODES)),
  url: v.pipe(v.string(), v.url()),
  image: imageSchema,
})

/** A product the calculator can be filled from. */
export type Product = v.InferOutput<typeof productSchema>
