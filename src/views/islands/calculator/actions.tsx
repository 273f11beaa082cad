import { parseResponse } from 'hono/client'
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import { ApiError } from '../../../lib/api-error.ts'
import type { ProfileRate } from '../../../lib/calculation/calculate.ts'
import type { CalculationBody } from '../../../lib/calculation/form.ts'
import type { CurrencyCode } from '../../../lib/currencies.ts'
import { pendingQuery } from '../../../lib/calculation/pending-query.ts'
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_FIELD } from '../../../lib/idempotency-key.ts'
import type { ApiClient } from '../api-client.ts'
import { focusElement } from '../dom.ts'
import { useRequestKey } from '../request-key.ts'
import type { CalculatorMessages, CalculatorPlatform } from './types.ts'

type FormMessages = CalculatorMessages['form']

/**
 * Where one API call stands: not made, under way, answered with success,
 * failed with a message, or kept on the device until the connection is back.
 */
type Call = { state: 'idle' } | { state: 'busy' } | { state: 'done' } | { state: 'failed'; message: string } | { state: 'kept' }

/** No call made yet for what the form holds now. */
const IDLE: Call = { state: 'idle' }

/**
 * One API call behind a submit button, for one subject: what the form holds
 * (the calculation, the rate). Without JavaScript the button submits the
 * calculator form to its `formAction`; hydrated, a click sends JSON instead
 * and the call's state drives the button and the message. The outcome
 * belongs to its subject: once the form holds something else the button is
 * fresh again, and an answer that arrives after that is dropped. A call
 * that never reached the server goes to `onOffline`, when given, and counts
 * as kept; `settle` records an outcome reached without a call (a guest's
 * Save kept on the device).
 */
function useApiCall(platform: CalculatorPlatform | undefined, failed: string, subject: string, failedAtStart = false) {
  const [outcome, setOutcome] = useState<{ subject: string; call: Call }>({
    subject,
    call: failedAtStart ? { state: 'failed', message: failed } : IDLE,
  })
  // The form holds something new: what was pressed for the old subject is over (React's reset of state from props: it renders again at once, before anything shows).
  if (outcome.subject !== subject) setOutcome({ subject, call: IDLE })
  /** Records `call` for `pressed` while the form still holds it. */
  const settleFor = (pressed: string, call: Call) =>
    setOutcome((current) => (current.subject === pressed ? { subject: pressed, call } : current))
  const run = async <Answer,>(
    event: MouseEvent,
    send: (api: ApiClient) => Promise<Answer>,
    onDone?: (answer: Answer) => void,
    onOffline?: () => void,
  ) => {
    if (!platform) return
    event.preventDefault()
    const pressed = subject
    settleFor(pressed, { state: 'busy' })
    try {
      onDone?.(await send(platform.api))
      settleFor(pressed, { state: 'done' })
    } catch (error) {
      const offline = onOffline && error instanceof ApiError && error.status === 0
      if (offline) onOffline()
      settleFor(pressed, offline ? { state: 'kept' } : { state: 'failed', message: error instanceof ApiError ? error.message : failed })
    }
  }
  const settle = (call: Call) => settleFor(subject, call)
  return { call: outcome.call, run, settle }
}

/**
 * What a Save produced, in place of its button: it takes the focus when it
 * appears (the button it replaces had it; the ref is a stable function, so
 * only mounting calls it), so the keyboard stays where the person is and a
 * screen reader reads it.
 */
function SaveOutcome({ children }: { children: ReactNode }) {
  return (
    <p className="form-success" role="status" tabIndex={-1} ref={focusElement}>
      {children}
    </p>
  )
}

/** Attributes of a button while its call is under way. */
const busyProps = (call: Call) => ({ disabled: call.state === 'busy', 'aria-busy': call.state === 'busy' || undefined })

/** A failed call's localized message, which takes focus so it is read before anything else. */
function Failure({ call }: { call: Call }) {
  if (call.state !== 'failed') return null
  return (
    <p className="form-errors" role="alert" tabIndex={-1} autoFocus>
      {call.message}
    </p>
  )
}

export interface SaveActionProps {
  signedIn: boolean
  locale: Locale
  /** The calculator as a query string (`calculatorQuery`): a guest's pending calculation. */
  query: string
  /** The same calculation as JSON (`calculatorBody`), numbers as numbers: what a signed-in Save posts. Read when Save is pressed, so a keystroke does not build it. */
  body: () => CalculationBody
  /** The login page, where a guest's Save leads with the calculation in `?pending=`. */
  loginPath: string
  messages: FormMessages
  offlineMessages: CalculatorMessages['offline']
  /** Storing failed on the server already (the no-JS route's `?failed=1`). */
  failed?: boolean
  /** What the no-JS form posts as its key (`CalculatorIslandProps.saveKey`). */
  formKey?: string | undefined
  platform: CalculatorPlatform | undefined
}

/**
 * Save. A guest follows a link to log in or sign up carrying the calculation
 * (and, with JavaScript, leaves it in storage too); a signed-in user posts
 * it (`POST /api/calculations`, or the no-JS form route) and gets a link to
 * it on the dashboard. When the site cannot be reached (a guest's link asks
 * it first, `siteAnswers`; a user's post fails to connect) either keeps it
 * on the device (`keepUnsaved`) with a notice; the next signed-in page that
 * reaches the site sends it (the live client): at once for a user, after the
 * next login for a guest. A link opened in a new tab or window is followed as
 * it is. Its outcome belongs to the calculation it was pressed for: typing
 * something else brings the button back.
 */
export function SaveAction({
  signedIn,
  locale,
  query,
  body,
  loginPath,
  messages,
  offlineMessages,
  failed = false,
  formKey,
  platform,
}: SaveActionProps) {
  const { call, run, settle } = useApiCall(platform, messages.saveFailed, query, failed)
  const [savedId, setSavedId] = useState('')
  // The id Save stores the calculation under: one per calculation as typed, the kept Save's when there is one.
  const keyOf = useRequestKey(platform?.keptKey)
  // A Save kept on this device was sent once the site answered again (by the live client, or the offline copy's script; a guest's once
  // they have an account, from another tab too): it is saved, and this tab remembers its key, so Save pressed again after a reload stores it once.
  const kept = call.state === 'kept'
  useEffect(() => {
    if (!kept) return undefined
    const key = keyOf(query)
    return platform?.onUnsavedSent((keys) => {
      if (!keys.includes(key)) return
      platform.rememberSaved(query, key)
      setSavedId(key)
      settle({ state: 'done' })
    })
  }, [kept, platform])
  if (call.state === 'done') {
    return (
      <SaveOutcome>
        {messages.saved} <a href={`/${locale}/dashboard${savedId ? `?saved=${encodeURIComponent(savedId)}` : ''}`}>{messages.savedLink}</a>
      </SaveOutcome>
    )
  }
  if (!signedIn) {
    const pending = pendingQuery(query, locale)
    const href = `${loginPath}?pending=${encodeURIComponent(pending)}`
    const save = (event: MouseEvent) => {
      if (!platform) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return platform.storePending(pending)
      event.preventDefault()
      // One key for the calculation, kept or carried to the login: whichever reaches the account first, it is stored once.
      const key = keyOf(query)
      const calculation = { query, body: body(), key }
      void platform.siteAnswers().then((answers) => {
        if (answers) {
          platform.storePending(pending)
          platform.open(`${loginPath}?pending=${encodeURIComponent(pendingQuery(query, locale, key))}`)
        } else {
          platform.keepUnsaved(calculation)
          settle({ state: 'kept' })
        }
      })
    }
    return (
      <>
        <a className="button" href={href} onClick={save}>
          {messages.save}
        </a>
        {call.state === 'kept' ? <SaveOutcome>{offlineMessages.keptGuest}</SaveOutcome> : <p className="field-hint">{messages.saveHint}</p>}
      </>
    )
  }
  if (call.state === 'kept') return <SaveOutcome>{offlineMessages.kept}</SaveOutcome>
  return (
    <>
      <button
        type="submit"
        className="button"
        formMethod="post"
        formAction={`/${locale}/dashboard/calculations`}
        name={IDEMPOTENCY_KEY_FIELD}
        value={formKey}
        {...busyProps(call)}
        onClick={(event) => {
          const json = body()
          const key = keyOf(query)
          run(
            event,
            (api) => parseResponse(api.calculations.$post({ json, header: { [IDEMPOTENCY_KEY]: key } })),
            ({ calculation }) => {
              setSavedId(calculation.id)
              platform?.rememberSaved(query, key)
            },
            () => platform?.keepUnsaved({ query, body: json, key }),
          )
        }}
      >
        {call.state === 'busy' ? messages.saving : messages.save}
      </button>
      <Failure call={call} />
    </>
  )
}

export interface UseRateActionProps {
  locale: Locale
  /** The typed rate when it is valid and differs from the profile's; undefined hides the button. */
  rate: number | undefined
  /** The rate as typed: what a press's outcome belongs to (it stays once the profile has that rate). */
  typedRate: string
  /** The calculator URL the no-JS form route sends the user back to. */
  returnTo: string
  messages: FormMessages
  platform: CalculatorPlatform | undefined
  /** The calculator's currency, which the rate is in: the profile takes both. */
  currency: CurrencyCode
  /** Called with the rate and its currency once the profile has them. */
  onSaved: (profile: ProfileRate) => void
}

/**
 * "Use as my hourly rate": copies the typed rate and the calculator's
 * currency into the profile only when asked (`PATCH /api/profile`, or a
 * no-JS POST to `/{lang}/profile/rate` with `rate`, `currency` and `return`). Its outcome belongs to the rate it was pressed
 * for: typing another rate brings the button back.
 */
export function UseRateAction({ locale, rate, currency, typedRate, returnTo, messages, platform, onSaved }: UseRateActionProps) {
  const { call, run } = useApiCall(platform, messages.saveFailed, typedRate)
  if (call.state === 'done') {
    return (
      <p className="field-hint" role="status">
        {messages.rateSaved}
      </p>
    )
  }
  if (rate === undefined) return null
  return (
    <div>
      <button
        type="submit"
        className="button button-secondary button-small"
        name="return"
        value={returnTo}
        formMethod="post"
        formAction={`/${locale}/profile/rate`}
        {...busyProps(call)}
        onClick={(event) =>
          run(
            event,
            (api) => api.profile.$patch({ json: { hourlyRate: rate, currency } }),
            () => onSaved({ hourlyRate: rate, currency }),
          )
        }
      >
        {messages.useRate}
      </button>
      <Failure call={call} />
    </div>
  )
}
