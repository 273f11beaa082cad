import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales.ts'

/** `GET /api/export` and `/api/export/calculations.csv`: the file's language (`?lang=`: the comparisons' links, the CSV's words and numbers), else the request's. */
export const exportQuerySchema = v.object({ lang: v.optional(v.picklist(LOCALES)) })
