/**
 * The one cache of Intl objects, shared by the worker and the browser:
 * building a formatter costs far more than using it, and a page formats
 * dozens of values, so each kind is built once per locale and options and
 * kept for the isolate's life (the locales and options come from code and
 * catalogues, never from a request, so the cache stays small).
 */
const built = new Map<string, unknown>()

function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let value = built.get(key) as T | undefined
  if (value === undefined) {
    value = build()
    built.set(key, value)
  }
  return value
}

/** `new Intl.NumberFormat(locale, options)`, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('NumberFormat', locale, options, () => new Intl.NumberFormat(locale, options))
}

/** `new Intl.DateTimeFormat(locale, options)`, built once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('DateTimeFormat', locale, options, () => new Intl.DateTimeFormat(locale, options))
}

/** `new Intl.ListFormat(locale, options)`, built once. */
export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached('ListFormat', locale, options, () => new Intl.ListFormat(locale, options))
}

/** `new Intl.PluralRules(locale, options)`, built once. */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules {
  return cached('PluralRules', locale, options, () => new Intl.PluralRules(locale, options))
}

/** `new Intl.Collator(locale, options)`, built once. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return cached('Collator', locale, options, () => new Intl.Collator(locale, options))
}

/** `new Intl.DisplayNames(locale, options)`, built once, or null where the runtime lacks the locale's data. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames | null {
  return cached('DisplayNames', locale, options, () => {
    try {
      return new Intl.DisplayNames(locale, options)
    } catch {
      return null
    }
  })
}
