/** Intl objects already built, by kind, locale and options. */
const built = new Map<string, object>()

/**
 * The one cache of Intl objects, shared by the worker and the browser:
 * building a formatter costs far more than using it, and a page formats
 * dozens of values, so each is built once per kind, locale and options and
 * kept for the isolate's life (locales and options come from code and
 * catalogues, never from a request, so the cache stays small).
 * @example intl(Intl.NumberFormat, 'de-DE', { style: 'currency', currency: 'EUR' }).format(12.5) // '12,50 €'
 */
export function intl<T extends object, Options extends object>(
  Kind: new (locale: string, options: Options) => T,
  locale: string,
  options = {} as NoInfer<Options>,
): T {
  const key = `${Kind.name}|${locale}|${JSON.stringify(options)}`
  let value = built.get(key) as T | undefined
  if (!value) built.set(key, (value = new Kind(locale, options)))
  return value
}
