import { parseResponse } from 'hono/client'
import { useState, type MouseEvent, type ReactNode } from 'react'
import type { Locale } from '../../../i18n/locales.ts'
import { ApiError } from '../../../lib/api-error.ts'
import type { CalculationBody } from '../../../lib/calculation/form.ts'
import type { ApiClient } from '../api-client.ts'
import { focusElement } from '../dom.ts'
import type { CalculatorMessages, CalculatorPlatform } from './types.ts'

type FormMessages = CalculatorMessages['form']

/**
 * Where one API call stands: not made, under way, answered with success,
 * failed with a message, or kept on the device until the connection is back.
 */
type Call = { state: 'idle' } | { state: 'busy' } | { state: 'done' } | { state: 'failed'; message: string } | { state: 'kept' }

/**
 * One API call behind a submit button. Without JavaScript the button submits
 * the calculator form to its `formAction`; hydrated, a click sends JSON
 * instead and the call's state drives the button and the message. A call
 * that never reached the server goes to `onOffline`, when given, and counts
 * as kept.
 */
function useApiCall(platform: CalculatorPlatform | undefined, failed: string, failedAtStart = false) {
  const [call, setCall] = useState<Call>(failedAtStart ? { state: 'failed', message: failed } : { state: 'idle' })
  const run = async <Answer,>(
    event: MouseEvent,
    send: (api: ApiClient) => Promise<Answer>,
    onDone?: (answer: Answer) => void,
    onOffline?: () => void,
  ) => {
    if (!platform) return
    event.preventDefault()
    setCall({ state: 'busy' })
    try {
      onDone?.(await send(platform.api))
      setCall({ state: 'done' })
    } catch (error) {
      const offline = onOffline && error instanceof ApiError && error.status === 0
      if (offline) onOffline()
      setCall(offline ? { state: 'kept' } : { state: 'failed', message: error instanceof ApiError ? error.message : failed })
    }
  }
  return [call, run] as const
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
 * it is. Remount it (a `key`) when the input changes.
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
  platform,
}: SaveActionProps) {
  const [call, run] = useApiCall(platform, messages.saveFailed, failed)
  const [keptAsGuest, setKeptAsGuest] = useState(false)
  const [savedId, setSavedId] = useState('')
  if (!signedIn) {
    const href = `${loginPath}?pending=${encodeURIComponent(query)}`
    const save = (event: MouseEvent) => {
      if (!platform) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return platform.storePending(query)
      event.preventDefault()
      const calculation = { query, body: body() }
      void platform.siteAnswers().then((answers) => {
        if (answers) {
          platform.storePending(query)
          platform.open(href)
        } else {
          platform.keepUnsaved(calculation)
          setKeptAsGuest(true)
        }
      })
    }
    return (
      <>
        <a className="button" href={href} onClick={save}>
          {messages.save}
        </a>
        {keptAsGuest ? <SaveOutcome>{offlineMessages.keptGuest}</SaveOutcome> : <p className="field-hint">{messages.saveHint}</p>}
      </>
    )
  }
  if (call.state === 'kept') return <SaveOutcome>{offlineMessages.kept}</SaveOutcome>
  if (call.state === 'done') {
    return (
      <SaveOutcome>
        {messages.saved} <a href={`/${locale}/dashboard${savedId ? `?saved=${encodeURIComponent(savedId)}` : ''}`}>{messages.savedLink}</a>
      </SaveOutcome>
    )
  }
  return (
    <>
      <button
        type="submit"
        className="button"
        formMethod="post"
        formAction={`/${locale}/dashboard/calculations`}
        {...busyProps(call)}
        onClick={(event) => {
          const json = body()
          run(
            event,
            (api) => parseResponse(api.calculations.$post({ json })),
            ({ calculation }) => setSavedId(calculation.id),
            () => platform?.keepUnsaved({ query, body: json }),
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
  /** The calculator URL the no-JS form route sends the user back to. */
  returnTo: string
  messages: FormMessages
  platform: CalculatorPlatform | undefined
  /** Called with the rate once the profile has it. */
  onSaved: (rate: number) => void
}

/**
 * "Use as my hourly rate": copies the typed rate into the profile only when
 * asked (`PATCH /api/profile`, or a no-JS POST to `/{lang}/profile/rate`
 * with `rate` and `return`). Remount it (a `key`) when the rate changes.
 */
export function UseRateAction({ locale, rate, returnTo, messages, platform, onSaved }: UseRateActionProps) {
  const [call, run] = useApiCall(platform, messages.saveFailed)
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
            (api) => api.profile.$patch({ json: { hourlyRate: rate } }),
            () => onSaved(rate),
          )
        }
      >
        {messages.useRate}
      </button>
      <Failure call={call} />
    </div>
  )
}
