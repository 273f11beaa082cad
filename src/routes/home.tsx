import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts'
import { messagesFor } from '../i18n/translator.ts'
import { calculatorFormFrom, isSubmittedCalculator, parseCalculatorForm } from '../lib/calculation/form.ts'
import { hasSalaryFields, isSubmittedSalary, readSalaryForm, salaryFormFrom, type SalaryForm } from '../lib/calculation/salary.ts'
import { currencyOptions, isCurrency } from '../lib/currencies.ts'
import { formatAmountInput } from '../lib/format.ts'
import { requestCurrencySignals } from '../lib/request-currency.ts'
import { pickStartCurrency } from '../lib/start-currency.ts'
import { GUEST_OWNER } from '../lib/calculation/unsaved.ts'
import type { Profile } from '../lib/profile.ts'
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
}: CalculatorRequest): CalculatorIslandProps {
  const { values } = parseCalculatorForm(query, locale)
  const submitted = isSubmittedCalculator(query)
  const profileCurrency = profile && isCurrency(profile.currency) ? profile.currency : undefined
  const workWeekGiven = submitted || values.workweek !== undefined
  const useWorkWeek = workWeekGiven ? values.workweek === true : (profile?.useWorkWeek ?? false)
  const { calculator, offline } = messagesFor(locale)
  const { hero: _hero, howItWorks: _howItWorks, unsavable: _unsavable, ...messages } = calculator
  const startCurrency = pickStartCurrency({ submitted: values.currency ?? profileCurrency, browserLocales, country })
  const form = { ...calculatorFormFrom(query), workweek: useWorkWeek ? '1' : '' }
  const salarySubmitted = isSubmittedSalary(query)
  // Calculate sends the helper's fields too: they come back as typed, and only the helper's own button fills the rate.
  const salary = hasSalaryFields(query) ? salaryFormFrom(query) : SALARY_START
  const reading = salarySubmitted ? readSalaryForm(salary, startCurrency, locale) : undefined
  if (reading?.ok) form.rate = formatAmountInput(reading.rate, startCurrency, locale)
  return {
    locale,
    messages: { ...messages, offline: offline.save },
    currencyOptions: currencyOptions(INTL_LOCALE[locale]),
    form,
    salary: { form: salary, submitted: salarySubmitted },
    startCurrency,
    fixed: {
      currency: values.currency !== undefined || profileCurrency !== undefined,
      workWeek: workWeekGiven || profile !== null,
    },
    referenceRates,
    profileRate: profile?.hourlyRate ?? 0,
    signedIn: profile !== null,
    owner: profile?.id ?? GUEST_OWNER,
    saveFailed: query.failed === '1',
    action: pagePath(locale, 'home'),
    loginPath: pagePath(locale, 'login'),
  }
}

/**
 * GET `/{lang}`: the home page with the calculator, its result rendered from
 * the query for links and no-JS forms; the calculator sent by the salary
 * helper's button (`?fill=rate&salary=…`) comes back with the rate it works
 * out filled in and everything else as typed. It converts a price in another
 * currency at the newest reference rates, so a guest's copy is kept no longer
 * than until new ones can be stored.
 */
export async function homePage(c: Context<AppEnv>) {
  const calculator = calculatorProps({
    locale: c.get('locale'),
    query: c.req.query(),
    ...requestCurrencySignals(c.req.raw),
    profile: c.get('user'),
    referenceRates: await referenceRatesIfAny(c),
  })
  if (!c.get('user')) c.header('Cache-Control', guestCacheUntilNextRates(new Date()))
  return c.render(<HomePage calculator={calculator} />, { meta: 'home', islands: ['calculator'] })
}
