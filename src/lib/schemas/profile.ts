import * as v from 'valibot'
import { isValidRate } from '../calculation/calculate.ts'
import { hourlyRateSchema, typedHourlyRateSchema } from '../calculation/schema.ts'
import { CURRENCY_CODES } from '../currencies.ts'
import { roundMoney } from '../money.ts'
import { LOCALES, RECEIPT_LANGUAGES, type Locale } from '../../i18n/locales.ts'
import { emailSchema, typedPassword } from './auth.ts'
import { CONTROL_CHARACTERS_MESSAGE, noControlCharacters } from './plain-text.ts'
import { usernameSchema } from './username.ts'

/** A one-line text field, trimmed, without control characters. */
const text = v.pipe(v.optional(v.string(), ''), v.trim(), noControlCharacters(CONTROL_CHARACTERS_MESSAGE))

/**
 * The profile form in the page's language, stored in the account's user
 * metadata. One schema serves the server and (if it wants) the browser. The
 * rate is typed the way the language writes numbers and kept as the
 * calculation uses it: rounded to the currency's minor unit (42.5 JPY is
 * stored as 43), and refused when nothing is left (0.4 JPY); left empty it
 * stays unset (0). A new email
 * address also takes the current password (`currentPassword`), which the
 * route checks; it is never stored.
 */
export function profileSchema(locale: Locale) {
  return v.pipe(
    v.object({
      username: usernameSchema,
      email: emailSchema,
      currentPassword: typedPassword,
      // Left empty, the rate stays unset (0, as a new account starts), so the rest of the profile can be saved before a rate is known; the route refuses emptying a set one.
      // Not a union of the two: a union's refusal carries no sentence of its own, so a rate that is no number would name no field.
      hourlyRate: v.pipe(
        v.optional(v.string(), ''),
        v.trim(),
        v.transform((text) => text || undefined),
        v.optional(typedHourlyRateSchema(locale)),
      ),
      currency: v.picklist(CURRENCY_CODES, 'validation.currency'),
      language: v.picklist(LOCALES, 'validation.choice'),
      receiptLanguage: v.picklist(RECEIPT_LANGUAGES, 'validation.choice'),
      useWorkWeek: v.pipe(
        v.optional(v.string(), ''),
        v.transform((value) => value === 'on' || value === 'true'),
      ),
    }),
    v.transform((profile) => ({
      ...profile,
      hourlyRate: profile.hourlyRate === undefined ? undefined : roundMoney(profile.hourlyRate, profile.currency),
    })),
    v.forward(
      v.check((profile) => profile.hourlyRate === undefined || isValidRate(profile.hourlyRate), 'validation.rateRange'),
      ['hourlyRate'],
    ),
    v.transform((profile) => ({ ...profile, hourlyRate: profile.hourlyRate ?? 0 })),
  )
}

/** The fields `PATCH /api/profile` takes. */
const PROFILE_PATCH_FIELDS = {
  hourlyRate: v.optional(hourlyRateSchema),
  useWorkWeek: v.optional(v.boolean('validation.onOrOff')),
  currency: v.optional(v.picklist(CURRENCY_CODES, 'validation.currency')),
}

/** What a caller of `PATCH /api/profile` sends: any of its fields, no other key. */
export type ProfilePatchInput = v.InferInput<v.ObjectSchema<typeof PROFILE_PATCH_FIELDS, undefined>>

/** The message of a key `PATCH /api/profile` does not take. */
export const PROFILE_PATCH_UNKNOWN = 'validation.profilePatchUnknown'

/**
 * Refuses each key of a JSON object that is no field of the patch, at that
 * key: every one of them, whatever its name (valibot's object schemas pass
 * over `constructor` and `__proto__`, and a strict one names only the first).
 */
const onlyPatchFields = v.rawCheck<ProfilePatchInput>(({ dataset, addIssue }) => {
  const sent: unknown = dataset.value
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return
  const input = sent as Record<string, unknown>
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(PROFILE_PATCH_FIELDS, key))
      addIssue({ message: PROFILE_PATCH_UNKNOWN, path: [{ type: 'object', origin: 'key', input, key, value }] })
  }
})

/**
 * `PATCH /api/profile`: the settings a script may change on their own (the
 * calculator's "use as my rate" and work-week toggle, and the currency) as
 * JSON values, at least one of the three, each refused with its own message,
 * and no other key. A rate sent with a currency is rounded to that
 * currency's minor unit, as the profile form does. Any JSON reaches the key
 * check; its input type is the fields alone, so a typed caller sends them.
 */
export const profilePatchSchema = v.pipe(
  v.custom<ProfilePatchInput>(() => true),
  onlyPatchFields,
  v.object(PROFILE_PATCH_FIELDS),
  v.check((patch) => Object.values(patch).some((value) => value !== undefined), 'validation.profilePatchEmpty'),
  v.transform((patch) =>
    patch.hourlyRate !== undefined && patch.currency !== undefined
      ? { ...patch, hourlyRate: roundMoney(patch.hourlyRate, patch.currency) }
      : patch,
  ),
  v.forward(
    v.check((patch) => patch.hourlyRate === undefined || isValidRate(patch.hourlyRate), 'validation.rateRange'),
    ['hourlyRate'],
  ),
)

/** Profile pictures: what the avatars bucket accepts. */
export const PICTURE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024

/**
 * The real type of an uploaded picture, read from its bytes rather than
 * trusting the browser's label; undefined when it is none of the three, or
 * plainly cut short (a download that stopped half-way), which would show as
 * a broken picture: a PNG without its header chunk or its end, a JPEG
 * without its end marker, a WebP shorter than its RIFF header says.
 */
export function pictureType(bytes: Uint8Array): keyof typeof PICTURE_TYPES | undefined {
  const at = (offset: number, ...sig: number[]) => sig.every((byte, i) => bytes[offset + i] === byte)
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
    return at(12, ...ascii('IHDR')) && at(bytes.length - 8, ...ascii('IEND')) ? 'image/png' : undefined
  }
  // The end marker may be followed by a camera's own trailing data, so it is looked for, not expected last.
  if (at(0, 0xff, 0xd8, 0xff))
    return bytes.findLastIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xd9) > 2 ? 'image/jpeg' : undefined
  if (at(0, ...ascii('RIFF')) && at(8, ...ascii('WEBP'))) {
    const declared = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true) + 8
    return bytes.length >= declared ? 'image/webp' : undefined
  }
  return undefined
}

/**
 * The calculator's "use as my hourly rate" form in the page's language: the
 * typed rate, the calculator's currency it is in (kept with it: a rate is
 * never stored in a currency it is not in, and rounded to it as the profile
 * form does), and the calculator address to go back to (checked by the route).
 */
export const rateFormSchema = (locale: Locale) =>
  v.pipe(
    v.object({ rate: typedHourlyRateSchema(locale), currency: PROFILE_PATCH_FIELDS.currency, return: v.optional(v.string()) }),
    v.transform((form) => (form.currency ? { ...form, rate: roundMoney(form.rate, form.currency) } : form)),
  )
