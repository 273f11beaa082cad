import { decodeHTML } from 'entities'
/**
 * What a shop page says about its product, in the three ways shops publish
 * it for search engines, each read into the same unchecked facts (the
 * product schema checks them): schema.org JSON-LD, Open Graph's product
 * tags, and schema.org microdata. Pure: the worker's page reader collects
 * the raw parts while it streams the page.
 */

/** A product as one source states it, unchecked: text as found, the price as a number or text. */
export interface ProductFacts {
  title?: string | undefined
  price?: unknown
  currency?: unknown
  image?: unknown
}

/** What the page reader collected: each JSON-LD block's text, the `<meta>` tags by property or name, the microdata properties of the first product, the page's `<title>`. */
export interface PageParts {
  jsonLd: string[]
  meta: Record<string, string>
  microdata: Record<string, string>
  title: string
}

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A node's types, whether `@type` is one name or several, with or without the schema.org prefix. */
function typesOf(node: Node): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']]
  return types
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(https?:\/\/schema\.org\/|schema:)/, ''))
}

/** The first item of a value that may be a list. */
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

/** A text value: a string, or a number written as one. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined

/** An image's address: a string, an `ImageObject`'s `url`, or the first of a list. */
function imageOf(value: unknown): string | undefined {
  const image = first(value)
  return isNode(image) ? textOf(image.url ?? image.contentUrl) : textOf(image)
}

/** The price and currency of an offer: `Offer.price`, `AggregateOffer.lowPrice`, or its `priceSpecification`. */
function offerFacts(offer: unknown): Pick<ProductFacts, 'price' | 'currency'> | undefined {
  if (!isNode(offer)) return undefined
  const specification = first(offer.priceSpecification)
  const price = offer.price ?? offer.lowPrice ?? (isNode(specification) ? specification.price : undefined)
  const currency = offer.priceCurrency ?? (isNode(specification) ? specification.priceCurrency : undefined)
  if (price === undefined) return undefined
  return { price, currency }
}

/** A `Product` node's facts, its price from the first of its offers that has one. */
function productFacts(node: Node): ProductFacts {
  const offers = Array.isArray(node.offers) ? node.offers : [node.offers]
  const offer = offers.map(offerFacts).find((facts) => facts !== undefined)
  // Shops often write character references into JSON-LD (`Caf&eacute; &amp; Bar`), which no HTML parser decodes inside a script.
  const name = textOf(node.name)
  return { title: name === undefined ? undefined : decodeHTML(name), image: imageOf(node.image), ...offer }
}

/**
 * The first `Product` in JSON-LD with a priced offer (else the first at
 * all), searched depth-first through lists, `@graph` and nested nodes (a
 * `WebPage`'s `mainEntity`), to a depth of eight.
 */
export function productInJsonLd(value: unknown): ProductFacts | undefined {
  let unpriced: ProductFacts | undefined
  const visit = (item: unknown, depth: number): ProductFacts | undefined => {
    if (depth > 8) return undefined
    if (Array.isArray(item)) {
      for (const entry of item) {
        const found = visit(entry, depth + 1)
        if (found) return found
      }
      return undefined
    }
    if (!isNode(item)) return undefined
    if (typesOf(item).includes('Product')) {
      const facts = productFacts(item)
      if (facts.price !== undefined) return facts
      unpriced ??= facts
    }
    for (const child of Object.values(item)) {
      const found = typeof child === 'object' ? visit(child, depth + 1) : undefined
      if (found) return found
    }
    return undefined
  }
  for (const block of Array.isArray(value) ? value : [value]) {
    const found = visit(block, 0)
    if (found) return found
  }
  return unpriced
}

/** Parses each JSON-LD block, skipping what is no JSON. */
function parsedBlocks(blocks: readonly string[]): unknown[] {
  return blocks.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown]
    } catch {
      return []
    }
  })
}

/**
 * The product facts of each source in the order they are trusted: JSON-LD,
 * then Open Graph's `product:price:*` tags, then microdata. A source without
 * a name of its own takes `og:title` (then the page's `<title>`), and one
 * without an image `og:image`.
 */
export function productSources({ jsonLd, meta, microdata, title }: PageParts): ProductFacts[] {
  const pageTitle = meta['og:title'] ?? (title.trim() || undefined)
  const image = meta['og:image']
  const sources: ProductFacts[] = [
    productInJsonLd(parsedBlocks(jsonLd)) ?? {},
    {
      title: meta['og:title'],
      price: meta['product:price:amount'] ?? meta['og:price:amount'],
      currency: meta['product:price:currency'] ?? meta['og:price:currency'],
    },
    { title: microdata.name, price: microdata.price ?? microdata.lowPrice, currency: microdata.priceCurrency, image: microdata.image },
  ]
  return sources.map((source) => ({ ...source, title: source.title ?? pageTitle, image: source.image ?? image }))
}
