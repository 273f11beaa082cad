import type { Locale, ReceiptLanguage } from '../i18n/locales.ts'

/** The profile a signed-in user keeps with their account (PRODUCT.md "Data"). */
export interface Profile {
  username: string
  hourlyRate: number
  currency: string
  language: Locale | null
  receiptLanguage: ReceiptLanguage
  useWorkWeek: boolean
  profilePicture: string | null
}
