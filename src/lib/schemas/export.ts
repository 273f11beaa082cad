import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales.ts'

/** `GET /api/export/calculations.csv`: the file's language (`?lang=`), else the request's. */
export const calculationsCsvQuerySchema = v.object({ lang: v.optional(v.picklist(LOCALES)) })
