import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import * as v from 'valibot'
import type { AppEnv } from '../env.ts'
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts'
import { messagesFor } from '../i18n/translator.ts'
import { calculatorFormFrom, isSubmittedCalculator, parseCalculatorForm } from '../lib/calculation/form.ts'
import { hasSalaryFields, isSubmittedSalary, readSalaryForm, salaryFormFrom, type SalaryForm } from '../lib/calculation/salary.ts'
import { currencyOptions, isCurrency } from '../lib/currencies.ts'
import { writeNumber } from '../lib/calculation/decimal.ts'
import { formatAmountInput } from '../lib/format.ts'
import { productFill, type LinkNote } from '../lib/product/product-fill.ts'
import { productLinkOf } from '../lib/product/product-link.ts'
import { linkInText, priceInText } from '../lib/product/shared-text.ts'
import { withinProductLimit } from '../middleware/rate-limit.ts'
import { readProduct } from '../product/read-product.ts'
import { PRODUCT_REFUSALS } from './api/product.ts'
import { validForm } from './form-validator.ts'
import { requestCurrencySignals } from '../lib/request-currency.ts'
import { pickStartCurrency } from '../lib/start-currency.ts'
import { GUEST_OWNER } from '../lib/calculation/unsaved.ts'
import type { Profile } from '../lib/profile.ts'
import { calculatorMessages } from '../views/islands/calculator/messages.ts'
import type { CalculatorIslandProps } from '../views/islands/calculator/types.ts'
import { HomePage } from '../views/pages/home-page.tsx'
import { pagePath } from '../paths.ts'
import { guestCacheUntilNextRates } from '../middleware/page-cache.ts'
import { referenceRatesIfAny } from './reference-rates.ts'
import type { ReferenceRates } from '../lib/exchange-rates/reference-rates.ts'

/** What the server knows about a calculator request. */
export interface CalculatorRequest {
  locale: Locale
  /** The query string's values (first value of each name). */
  query: Record<string, string>
  /** `request.cf.country`, when the edge knows it. */
  country: string | null
  /** The browser's languages from Accept-Language, most preferred first. */
  browserLocales?: readonly string[] | undefined
  /** The signed-in user's profile and id; null for a guest. */
  profile: (Pick<Profile, 'hourlyRate' | 'currency' | 'useWorkWeek'> & { id: string }) | null
  /** The newest reference rates, for a price in another currency; undefined when there are none to be had. */
  referenceRates?: ReferenceRates | undefined
  /** What reading a product link said, when the page read one. */
  link?: LinkNote | null
}

/** The salary helper as it opens: 40 hours a week, 52 paid weeks, a yearly salary. */
const SALARY_START: SalaryForm = { salary: '', period: 'year', hours: '40', weeks: '52', kept: '' }

/**
 * Builds the calculator island's props from the URL and the visitor: the
 * fields as typed (a submitted form re-renders with its values and errors),
 * the start currency and work week (URL, else the profile, else the
 * visitor's country / the default), and the localized messages and labels.
 * What the URL or the profile fixes, the browser's stored choices leave alone.
 */
export function calculatorProps({
  locale,
  query,
  country,
  browserLocales,
  profile,
  referenceRates,
  link = null,
}: CalculatorRequest): CalculatorIslandProps {
  const { values } = parseCalculatorForm(query, locale)
  const submitted = isSubmittedCalculator(query)
  const profileCurrency = profile && isCurrency(profile.currency) ? profile.currency : undefined
  const workWeekGiven = submitted || values.workweek !== undefined
  const useWorkWeek = workWeekGiven ? values.workweek === true : (profile?.useWorkWeek ?? false)
  const startCurrency = pickStartCurrency({ submitted: values.currency ?? profileCurrency, browserLocales, country })
  const form = { ...calculatorFormFrom(query), workweek: useWorkWeek ? '1' : '' }
  const salarySubmitted = isSubmittedSalary(query)
  // Calculate sends the helper's fields too: they come back as typed, and only the helper's own button fills the rate.
  const salary = hasSalaryFields(query) ? salaryFormFrom(query) : SALARY_START
  const reading = salarySubmitted ? readSalaryForm(salary, startCurrency, locale) : undefined
  if (reading?.ok) form.rate = formatAmountInput(reading.rate, startCurrency, locale)
  return {
    locale,
    messages: calculatorMessages(locale),
    currencyOptions: currencyOptions(INTL_LOCALE[locale]),
    form,
    salary: { form: salary, submitted: salarySubmitted },
    startCurrency,
    fixed: {
      currency: values.currency !== undefined || profileCurrency !== undefined,
      workWeek: workWeekGiven || profile !== null,
    },
    referenceRates,
    profile: { hourlyRate: profile?.hourlyRate ?? 0, currency: profileCurrency ?? startCurrency },
    signedIn: profile !== null,
    owner: profile?.id ?? GUEST_OWNER,
    saveFailed: query.failed === '1',
    saveKey: profile ? crypto.randomUUID() : undefined,
    action: pagePath(locale, 'home'),
    loginPath: pagePath(locale, 'login'),
    link,
  }
}

/** The request's calculator without a link read: its query, the visitor's currency signals, profile and the newest reference rates. */
async function calculatorRequest(c: Context<AppEnv>, query: Record<string, string>): Promise<CalculatorRequest> {
  return {
    locale: c.get('locale'),
    query,
    ...requestCurrencySignals(c.req.raw),
    profile: c.get('user'),
    referenceRates: await referenceRatesIfAny(c),
  }
}

/**
 * The calculator after reading a product link on the server (the link
 * form's post without JavaScript, a link shared to the app): the price mode
 * with the link and the currency it was compared with (fixed, so the
 * browser's stored one cannot replace it), a price the shared text names,
 * and what the product fills (`productFill`); or the fields as they were
 * and why nothing was read. Counted in the product reader's rate limit.
 */
async function withLinkRead(c: Context<AppEnv>, query: Record<string, string>, link: string, sharedText = ''): Promise<CalculatorRequest> {
  const request = await calculatorRequest(c, query)
  const { locale } = request
  const t = c.get('t')
  const start = calculatorProps(request)
  const rateCurrency = isCurrency(start.form.currency.toUpperCase()) ? start.form.currency.toUpperCase() : start.startCurrency
  const filled: Record<string, string> = { ...query, mode: 'price_to_time', url: link, currency: rateCurrency }
  const textPrice = priceInText(sharedText, locale)
  if (textPrice !== undefined) filled.price = writeNumber(textPrice, locale)
  const refused = (text: string) => ({ ...request, query: filled, link: { text, failed: true } })
  if (!productLinkOf(link)) return refused(t('calculator.link.errors.badLink'))
  if (!(await withinProductLimit(c))) return refused(t('auth.errors.rateLimited'))
  const reading = await readProduct(link, c.env, (promise) => c.executionCtx.waitUntil(promise))
  if (!reading.ok) return refused(t(PRODUCT_REFUSALS[reading.reason].message))
  const { changes, note } = productFill(
    reading.product,
    link,
    rateCurrency,
    request.referenceRates,
    locale,
    messagesFor(locale).calculator.link,
  )
  return { ...request, query: { ...filled, ...changes }, link: note }
}

/** Renders the calculator page. */
function renderHome(c: Context<AppEnv>, request: CalculatorRequest) {
  return c.render(<HomePage calculator={calculatorProps(request)} />, { meta: 'home', islands: ['calculator'] })
}

/**
 * The link a share sheet handed over (`share_target` in the web app
 * manifest: `?title=&text=&url=` and no calculator fields): its `url`, else
 * the first link in its text.
 */
function sharedLinkOf(query: Record<string, string>): string | undefined {
  if (isSubmittedCalculator(query)) return undefined
  return query.url?.trim() || linkInText(query.text ?? '')
}

/**
 * GET `/{lang}`: the home page with the calculator, its result rendered from
 * the query for links and no-JS forms; the calculator sent by the salary
 * helper's button (`?fill=rate&salary=…`) comes back with the rate it works
 * out filled in and everything else as typed. It converts a price in another
 * currency at the newest reference rates, so a guest's copy is kept no longer
 * than until new ones can be stored. A link shared to the app (`?url=` or a
 * link in `?text=`) is read and fills the calculator.
 */
export async function homePage(c: Context<AppEnv>) {
  const query = c.req.query()
  const shared = sharedLinkOf(query)
  if (!shared) {
    if (!c.get('user')) c.header('Cache-Control', guestCacheUntilNextRates(new Date()))
    return renderHome(c, await calculatorRequest(c, query))
  }
  c.header('Cache-Control', 'private, no-store')
  return renderHome(c, await withLinkRead(c, query, shared, query.text ?? ''))
}

/** The link form as posted without JavaScript: the calculator's fields, of which `url` must be a product link. */
const linkFormSchema = v.looseObject({
  url: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((text) => productLinkOf(text) !== undefined, 'calculator.link.errors.badLink'),
  ),
})

/**
 * POST `/{lang}`: the calculator's "Read the link" without JavaScript; the
 * server reads the link and renders the calculator filled from it, or with
 * the fields as typed and why nothing was read.
 */
export const homeLinkPost = new Hono<AppEnv>().post(
  '/',
  validForm(linkFormSchema, async (c, form) => {
    c.status(422)
    c.header('Cache-Control', 'private, no-store')
    const link = { text: form.errors.url ?? c.get('t')('calculator.link.errors.badLink'), failed: true }
    return renderHome(c, { ...(await calculatorRequest(c, { ...form.values, mode: 'price_to_time' })), link })
  }),
  async (c) => {
    const posted = c.req.valid('form')
    const fields = Object.fromEntries(Object.entries(posted).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    c.header('Cache-Control', 'private, no-store')
    return renderHome(c, await withLinkRead(c, fields, posted.url))
  },
)
