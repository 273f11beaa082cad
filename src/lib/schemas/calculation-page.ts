import * as v from 'valibot'
import { MAX_PAGE_SIZE } from '../calculation/page.ts'

/** A whole number typed in a query string (`50`), at least `min`. */
const count = (min: number, max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(min), v.maxValue(max)))

/**
 * `GET /api/calculations?limit=50&offset=100&favorites=1`: one page of the
 * saved calculations, newest first, only the favourites with `favorites=1`.
 * Without `limit` and `offset` the API answers every row (of the list
 * `favorites` names) as before; a repeated key is refused.
 */
export const calculationPageSchema = v.object({
  limit: count(1, MAX_PAGE_SIZE),
  offset: count(0, 9_999_999),
  favorites: v.optional(
    v.pipe(
      v.picklist(['0', '1']),
      v.transform((flag) => flag === '1'),
    ),
  ),
})

/** What a page query asks for. */
export type CalculationPage = v.InferOutput<typeof calculationPageSchema>

/**
 * A list query read ahead of its route's validator (which refuses a bad one
 * with 422 before anything read is used): what it asks for, or nothing in
 * particular when it is no page query.
 */
export function calculationPageOf(query: Record<string, string>): CalculationPage {
  const parsed = v.safeParse(calculationPageSchema, query)
  return parsed.success ? parsed.output : {}
}
