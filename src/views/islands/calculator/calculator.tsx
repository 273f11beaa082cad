import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import { calculationInput, isValidRate, profileRateIn, type ProfileRate } from '../../../lib/calculation/calculate.ts'
import { fieldErrorMessages } from '../../../lib/calculation/field-messages.ts'
import { CALCULATOR_FIELDS, type CalculatorField } from '../../../lib/calculation/fields.ts'
import {
  calculatorBody,
  calculatorFormFrom,
  calculatorQuery,
  isSubmittedCalculator,
  parseCalculatorForm,
  type CalculatorForm,
} from '../../../lib/calculation/form.ts'
import { MAX_TITLE_LENGTH } from '../../../lib/calculation/limits.ts'
import { calculateConverted } from '../../../lib/calculation/price-conversion.ts'
import { SALARY_SUBMITTER } from '../../../lib/calculation/salary.ts'
import { isCurrency, type CurrencyCode } from '../../../lib/currencies.ts'
import { productFill } from '../../../lib/product/product-fill.ts'
import { isProductLink } from '../../../lib/product/product-link.ts'
import { DURATION_UNITS } from '../../../lib/duration.ts'
import { newerRates, referenceRatesFromJson, type ReferenceRates } from '../../../lib/exchange-rates/reference-rates.ts'
import { formatMoney } from '../../../lib/format.ts'
import { SaveAction, UseRateAction } from './actions.tsx'
import { CheckboxField } from '../../components/field.tsx'
import { controlChecked, pressGroupButtonOnEnter } from '../dom.ts'
import { earlyFields, useEarlyInput } from '../early-input.ts'
import { fieldId, SelectField, TextField } from './fields.tsx'
import { useLinkField } from './link-field.tsx'
import { CalculatorResult, resultSentence, resultText } from './result.tsx'
import { SalarySlot, type SalaryHelperProps } from './salary-slot.tsx'
import type { CalculatorIslandProps, CalculatorMessages, CalculatorPlatform } from './types.ts'
import { useSettled } from './use-settled.ts'

/** Whether the salary helper's button sent the form (`SubmitEvent.submitter`), read structurally like every event target here. */
function isSalarySubmitter(event: FormEvent): boolean {
  const submitter: unknown = 'submitter' in event.nativeEvent ? event.nativeEvent.submitter : null
  return typeof submitter === 'object' && submitter !== null && 'name' in submitter && submitter.name === SALARY_SUBMITTER.name
}

/** The fields that report a typed or chosen value; the chosen ones (lists) update the address bar at once, the typed ones after the keystroke is painted. */
const VALUE_FIELDS = ['rate', 'currency', 'price', 'priceCurrency', 'title', 'duration', 'unit', 'url'] as const
type ValueField = (typeof VALUE_FIELDS)[number]
const CHOSEN_FIELDS: readonly ValueField[] = ['currency', 'priceCurrency', 'unit']

/** What reading a product link fills in besides the link itself. */
const PRODUCT_FIELDS = ['title', 'price', 'priceCurrency'] as const

/**
 * The rate field's hint: the profile's rate left empty uses, in the
 * calculator's currency (`profileRateIn`): as it is, converted from the
 * profile's currency and saying so, or, where it cannot be converted, that a
 * rate is needed; a guest's hint shows what a rate is.
 */
function profileRateHint(
  profile: ProfileRate,
  currency: CurrencyCode,
  rates: ReferenceRates | undefined,
  locale: Locale,
  messages: CalculatorMessages,
) {
  if (!isValidRate(profile.hourlyRate)) return messages.form.rateHint
  const t = translatorOf(messages)
  if (currency === profile.currency) return t('form.rateProfileHint', { rate: formatMoney(profile.hourlyRate, currency, locale) })
  const rate = formatMoney(profile.hourlyRate, profile.currency, locale)
  const converted = profileRateIn(currency, profile, rates)
  if (!isValidRate(converted)) return t('form.rateProfileUnconverted', { rate })
  return t('form.rateProfileConverted', { rate, converted: formatMoney(converted, currency, locale) })
}

/** Applies changes to the form: the address bar follows at once, or once the keystroke has been painted. */
type FormUpdate = (changes: Partial<CalculatorForm>, current?: CalculatorForm, address?: 'now' | 'afterPaint') => void

type Props = CalculatorIslandProps & {
  platform?: CalculatorPlatform | undefined
  /** The salary helper's body: the component on the server, `ServerHtml` in the browser (see `SalarySlot`). */
  salaryHelper: ComponentType<SalaryHelperProps>
}

/**
 * The calculator: mode tabs, rate, currency, work week, then a price or a
 * duration (both are in the page; the checked mode shows its own), and the
 * result as you type. Rendered on the server from the URL and hydrated in
 * the browser from the same props; without JavaScript the form is a plain
 * GET to the same page. The result comes last in `.calculator-rest`, with
 * the item's fields: on a phone it docks to the bottom of the screen only
 * within that part, so it never covers the rate.
 */
export function Calculator({ platform, salaryHelper, ...props }: Props) {
  const { locale, messages } = props
  const t = translatorOf(messages)
  const [profile, setProfile] = useState<ProfileRate>(props.profile)
  const [signedIn, setSignedIn] = useState(props.signedIn)
  const [rates, setRates] = useState(props.referenceRates)
  const [form, setForm] = useState<CalculatorForm>(() => ({
    ...props.form,
    currency: props.form.currency || props.startCurrency,
  }))

  const earlyInput = useEarlyInput()
  const latestForm = useRef(form)
  latestForm.current = form
  /** The person chose the rate's currency on this page (the address gave it, or they picked or typed it): the profile's no longer moves it. */
  const currencyChosen = useRef(props.form.currency !== '')
  /** What the last product read from a link filled in, until another link is read. */
  const productFilled = useRef<Partial<CalculatorForm> | null>(null)
  /** This render's `update` and product-link reader, set once they exist: the handlers below live as long as the island and call them. */
  const latest = useRef<{ update: FormUpdate; readLink: (text: string) => void } | null>(null)
  // Each field's handler stays the same from render to render, so a keystroke re-renders only the field it changed (the fields are memoized).
  const onValues = useMemo(
    () =>
      Object.fromEntries(
        VALUE_FIELDS.map((name) => [
          name,
          (value: string) =>
            latest.current?.update({ [name]: value }, latestForm.current, CHOSEN_FIELDS.includes(name) ? 'now' : 'afterPaint'),
        ]),
      ) as Record<ValueField, (value: string) => void>,
    [],
  )
  const onPricePaste = useCallback((text: string) => isProductLink(text) && (latest.current?.readLink(text.trim()), true), [])

  // Runs once as hydration commits, before the browser paints: later changes are the user's own.
  useLayoutEffect(() => {
    if (!platform) return
    const changes: Partial<CalculatorForm> = {}
    // The server already started from the browser's languages and country (`pickStartCurrency`); only a stored choice is the browser's own.
    const stored = platform.storedCurrency()
    if (!props.fixed.currency && isCurrency(stored)) changes.currency = stored
    if (!props.fixed.workWeek) {
      const stored = platform.storedWorkWeek()
      if (stored !== null) changes.workweek = stored ? '1' : ''
    }
    // The service worker's offline copy is a guest's page: the person signed in on this device starts from their profile, as online.
    const profile = platform.offlineProfile()
    if (profile) {
      setSignedIn(true)
      setProfile({ hourlyRate: profile.hourlyRate, currency: profile.currency })
      if (isCurrency(profile.currency)) changes.currency = profile.currency
      changes.workweek = profile.useWorkWeek ? '1' : ''
    }
    const member = props.signedIn || profile !== null
    // The server saw no calculation but the address bar holds one: this is the copy the service worker kept offline.
    const addressed = Object.fromEntries(new URLSearchParams(platform.addressQuery()))
    const pending = platform.storedPending()
    if (member) platform.storePending(null)
    if (!props.form.mode && isSubmittedCalculator(addressed)) Object.assign(changes, calculatorFormFrom(addressed))
    else if (!member && pending && !props.form.mode && !props.fixed.currency) {
      const restored = calculatorFormFrom(Object.fromEntries(new URLSearchParams(pending)))
      Object.assign(changes, restored)
      platform.replaceUrl(`${props.action}?${calculatorQuery(restored)}`)
    }
    const currency = changes.currency ?? form.currency
    if (isCurrency(currency)) platform.storeCurrency(currency)
    // The last reference rates seen are kept, so the offline copy of the page converts with them (and says of which day they are).
    const latest = newerRates(props.referenceRates, referenceRatesFromJson(platform.storedRates()))
    if (latest && latest !== props.referenceRates) setRates(latest)
    else if (latest) platform.storeRates(JSON.stringify(latest))
    // What the person typed, ticked or chose before the island hydrated counts as typed now, over anything the browser kept.
    const typed = earlyFields(earlyInput(), CALCULATOR_FIELDS)
    if (Object.keys(typed).length > 0) update(typed, { ...form, ...changes })
    // Nothing to change renders nothing again: React would write every input's attributes anew.
    else if (Object.keys(changes).length > 0) setForm((current) => ({ ...current, ...changes }))
  }, [])

  // The profile changed in another tab or on another device: the rate the result is worked out with, and Save stores, follows it.
  // So does the work week (its box here writes the profile too), and the rate's currency while the result uses the profile's
  // rate and this page has not chosen a currency: a rate is never shown, or saved, with a currency it is not in.
  useEffect(() => {
    if (!platform || !signedIn) return
    return platform.onProfileChange((settings) => {
      setProfile({ hourlyRate: settings.hourlyRate, currency: settings.currency })
      const current = latestForm.current
      const changes: Partial<CalculatorForm> = { workweek: settings.useWorkWeek ? '1' : '' }
      if (!currencyChosen.current && !current.rate.trim() && isCurrency(settings.currency)) changes.currency = settings.currency
      const next = { ...current, ...changes }
      if (calculatorQuery(next) === calculatorQuery(current)) return
      setForm(next)
      platform.replaceUrl(`${props.action}?${calculatorQuery(next)}`)
    })
  }, [platform, signedIn])

  const { values } = parseCalculatorForm(form, props.locale)
  const { currency, useWorkWeek } = calculationInput(values, profile, props.startCurrency, rates)
  const query = calculatorQuery(form)
  // The fields answer a keystroke at once; the result and the fields' errors follow in a render of their own
  // (React's deferred value), so the keystroke is painted without waiting for the formatted result.
  const shownForm = useDeferredValue(form)
  const { result, text, errorText } = useMemo(() => {
    const { values, errors } = parseCalculatorForm(shownForm, props.locale)
    const { conversion, result } = calculateConverted(values, calculationInput(values, profile, props.startCurrency, rates), rates)
    const text = resultText({
      result,
      conversion,
      mode: values.mode,
      refused: errors,
      title: values.title,
      duration: values.duration,
      unit: values.unit,
      locale,
      messages: messages.result,
    })
    return { result, text, errorText: fieldErrorMessages(errors, messages, locale) }
  }, [shownForm, profile, props.locale, props.startCurrency, rates, locale, messages])
  const announced = useSettled(resultSentence(text))

  /** Applies a change: the address bar follows a choice at once, and what is typed once the keystroke has been painted. */
  const update: FormUpdate = (changes, current = form, address = 'now') => {
    const next = { ...current, ...changes }
    setForm(next)
    if (changes.currency !== undefined) currencyChosen.current = true
    if (changes.currency && isCurrency(changes.currency)) platform?.storeCurrency(changes.currency)
    if (changes.workweek !== undefined) {
      const on = changes.workweek === '1'
      // Signed in, the account keeps the choice; if that fails, the toggle still applies to this result.
      if (signedIn) platform?.api.profile.$patch({ json: { useWorkWeek: on } }).catch(() => undefined)
      else platform?.storeWorkWeek(on)
    }
    const url = `${props.action}?${calculatorQuery(next)}`
    if (address === 'now') platform?.replaceUrl(url)
    else platform?.replaceUrlAfterPaint(url)
  }
  const onSubmit = (event: FormEvent) => {
    // The salary helper's button sends the form as it is, to the page that works the rate out.
    if (!platform || isSalarySubmitter(event)) return
    event.preventDefault()
    platform.replaceUrl(`${props.action}?${query}`)
  }

  // What every field takes the same way: its label, the typed text, its error and its changes.
  const field = (name: ValueField) => ({
    name,
    label: messages.form[name],
    value: form[name],
    error: errorText[name],
    onValue: onValues[name],
  })
  const link = useLinkField({
    ...field('url'),
    messages,
    platform,
    note: props.link,
    onProduct: (product, text) => {
      const current = latestForm.current
      const rateCurrency = isCurrency(current.currency) ? current.currency : currency
      const { changes, note } = productFill(product, text, rateCurrency, rates, locale, messages.link)
      productFilled.current = changes
      update(changes, current)
      return note
    },
    onUnread: () => {
      const filled = productFilled.current
      productFilled.current = null
      const current = latestForm.current
      // What the earlier product filled in, and the person left as it was, is not the new link's: it goes.
      const stale = PRODUCT_FIELDS.filter((name) => filled?.[name] !== undefined && current[name] === filled[name])
      if (stale.length > 0) update(Object.fromEntries(stale.map((name) => [name, ''])), current)
    },
  })
  latest.current = { update, readLink: (text) => void link.read(text) }

  const isPriceMode = values.mode === 'price_to_time'
  const rateHint = profileRateHint(profile, currency, rates, locale, messages)
  const currencies = useMemo(
    () => props.currencyOptions.map((option) => ({ value: option.code, label: option.label })),
    [props.currencyOptions],
  )
  const priceCurrencies = useMemo(() => [{ value: '', label: messages.form.priceCurrencySame }, ...currencies], [currencies, messages])
  const units = useMemo(() => DURATION_UNITS.map((unit) => ({ value: unit, label: messages.form.units[unit] })), [messages])
  const errorList = Object.entries(errorText) as [CalculatorField, string][]

  return (
    <form
      className="calculator card"
      method="get"
      action={props.action}
      aria-label={messages.form.label}
      onSubmit={onSubmit}
      onKeyDown={pressGroupButtonOnEnter}
    >
      {/* The form's default button: Enter in a field calculates, rather than pressing the first of the rate's, the salary helper's or the link's buttons. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {messages.form.calculate}
      </button>
      <fieldset className="segmented">
        <legend>{messages.form.modeLegend}</legend>
        {(['price_to_time', 'time_to_price'] as const).map((mode) => (
          <label key={mode} className="segmented-option">
            <input
              type="radio"
              id={`calculator-mode-${mode}`}
              name="mode"
              value={mode}
              checked={values.mode === mode}
              onChange={() => update({ mode })}
            />
            <span>{messages.form.modes[mode]}</span>
          </label>
        ))}
      </fieldset>

      {errorList.length > 0 && (
        <div className="form-errors">
          <p>{messages.errors.summary}</p>
          <ul>
            {errorList.map(([name, text]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>{text}</a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="calculator-inputs">
        <fieldset>
          <legend>{messages.form.settingsLegend}</legend>
          <TextField {...field('rate')} hint={rateHint} numeric />
          {signedIn && (
            <UseRateAction
              locale={locale}
              rate={
                values.rate !== undefined && (values.rate !== profile.hourlyRate || currency !== profile.currency) ? values.rate : undefined
              }
              currency={currency}
              typedRate={form.rate}
              returnTo={`${props.action}?${query}`}
              messages={messages.form}
              platform={platform}
              onSaved={setProfile}
            />
          )}
          <SelectField {...field('currency')} value={isCurrency(form.currency) ? form.currency : currency} options={currencies} />
          <SalarySlot Body={salaryHelper} locale={locale} messages={messages} state={props.salary} currency={props.startCurrency} />
          <CheckboxField
            id={fieldId('workweek')}
            name="workweek"
            value="1"
            label={messages.form.workWeek}
            hint={messages.form.workWeekHint}
            checked={useWorkWeek}
            onChange={(event) => update({ workweek: controlChecked(event.currentTarget) ? '1' : '' })}
          />
        </fieldset>
      </div>

      <div className="calculator-rest">
        <fieldset>
          <legend>{isPriceMode ? messages.form.itemLegend : messages.form.durationLegend}</legend>
          <TextField {...field('price')} hint={messages.form.priceHint} numeric onPasteText={onPricePaste} />
          <SelectField {...field('priceCurrency')} value={values.priceCurrency ?? ''} options={priceCurrencies} />
          {link.field}
          <TextField {...field('duration')} numeric />
          <SelectField {...field('unit')} value={values.unit} options={units} />
          <TextField
            {...field('title')}
            label={isPriceMode ? messages.form.title : messages.form.jobTitle}
            placeholder={isPriceMode ? messages.form.titlePlaceholder : messages.form.jobTitlePlaceholder}
            maxLength={MAX_TITLE_LENGTH}
          />
        </fieldset>
        <div className="actions">
          <button type="submit" className="button button-secondary">
            {messages.form.calculate}
          </button>
        </div>

        <section className="calculator-result" aria-labelledby="calculator-result-title">
          <h2 id="calculator-result-title">{messages.result.label}</h2>
          <CalculatorResult text={text} />
          <div className="visually-hidden" role="status" id="calculator-announcement" suppressHydrationWarning>
            {announced}
          </div>
          {text.kind === 'result' ? (
            <SaveAction
              signedIn={signedIn}
              locale={locale}
              query={query}
              body={() => calculatorBody(latestForm.current, props.locale)}
              loginPath={props.loginPath}
              messages={messages.form}
              offlineMessages={messages.offline}
              failed={props.saveFailed && query === calculatorQuery(props.form)}
              formKey={props.saveKey}
              platform={platform}
            />
          ) : (
            result.status === 'ok' && (
              <button type="button" className="button" disabled>
                {messages.form.save}
              </button>
            )
          )}
        </section>
      </div>
    </form>
  )
}
