import { useLayoutEffect, useState } from 'react'
import { parseResponse } from 'hono/client'
import { ApiError } from '../../../lib/api-error.ts'
import { IDEMPOTENCY_KEY } from '../../../lib/idempotency-key.ts'
import { MAX_COMPARISON_ITEMS, MIN_COMPARISON_ITEMS, type ComparisonLink } from '../../../lib/comparison.ts'
import type { ApiClient } from '../api-client.ts'
import { earlyFields, useEarlyInput } from '../early-input.ts'
import { useRequestKey } from '../request-key.ts'
import { useUnreached } from '../unreached.ts'
import type { ActionState, DashboardMessages, SharingProps } from './types.ts'

/** A confirmation for screen readers and eyes: where it shows (by the new link, or by the list) and what it says. */
export interface SharingNotice {
  place: 'link' | 'list'
  text: string
}

export interface ComparisonActions extends ActionState {
  comparisons: ComparisonLink[]
  selecting: boolean
  /** Ticked calculation ids. */
  chosen: readonly string[]
  title: string
  /** What the create form posts as its key without JavaScript. */
  formKey: string
  /** Whether the ticked count is one a comparison may hold. */
  valid: boolean
  /** The comparison whose link shows at the top: just created. */
  created: ComparisonLink | null
  notice: SharingNotice | null
  setSelecting(selecting: boolean): void
  choose(id: string, on: boolean): void
  setTitle(title: string): void
  /** Creates a comparison of the ticked rows, in the order `order` lists them (the dashboard's). */
  create(order: readonly string[]): Promise<boolean>
  remove(comparison: ComparisonLink): void
  copy(url: string, place: SharingNotice['place'], confirmation: string): void
  /**
   * Shows the comparisons as the server has them now (a change made elsewhere, or one whose answer was lost); a
   * just-created link that is gone goes too, and so does "could not reach the server": the list is the outcome.
   */
  replace(comparisons: ComparisonLink[]): void
}

export interface UseComparisonsOptions {
  initial: SharingProps
  messages: DashboardMessages
  /** Absent during server rendering: no action can run there. */
  api: ApiClient | undefined
  copyText: ((text: string) => Promise<void>) | undefined
}

/**
 * The selection mode and the user's comparisons: ticking calculations,
 * creating a comparison through the JSON API (its link shows at once),
 * copying links, and deleting. Failures show the server's localized message.
 */
export function useComparisons({ initial, messages, api, copyText }: UseComparisonsOptions): ComparisonActions {
  const [comparisons, setComparisons] = useState(initial.comparisons)
  const [selecting, setSelecting] = useState(initial.selecting)
  const [chosen, setChosen] = useState<readonly string[]>(initial.chosen)
  const [title, setTitle] = useState(initial.title)
  const [created, setCreated] = useState(initial.comparisons.find((comparison) => comparison.code === initial.createdCode) ?? null)
  const [busy, setBusy] = useState(false)
  const keyOf = useRequestKey()
  const [error, setError] = useState(initial.error)
  const [notice, setNotice] = useState<SharingNotice | null>(
    initial.deleted ? { place: 'list', text: messages.sharing.list.deleted } : null,
  )
  const choose = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id)))

  const earlyInput = useEarlyInput()
  // Runs once as hydration commits, before the browser paints: the boxes ticked and the title typed before then stay.
  useLayoutEffect(() => {
    const controls = earlyInput()
    for (const box of controls) if (box.name === 'calculationIds') choose(box.value, box.checked === true)
    const { title } = earlyFields(controls, ['title'])
    if (title !== undefined) setTitle(title)
  }, [])

  const unreached = useUnreached<ComparisonLink[]>()
  const replace = (next: ComparisonLink[]) => {
    setComparisons(next)
    setCreated((current) => (current && next.some((comparison) => comparison.code === current.code) ? current : null))
    if (unreached.answered(next)) setError(null)
  }
  const fail = (reason: unknown, madeIn: (list: ComparisonLink[]) => boolean) => {
    const failure = reason instanceof ApiError ? reason : null
    setError(failure?.fields.calculationIds ?? failure?.fields.title ?? failure?.message ?? messages.errors.failed)
    // The change may have been made after all: the list read again says (now, or from the live refresh once the server answers).
    if (unreached.failed(failure, madeIn) && api)
      parseResponse(api.comparisons.$get()).then(
        ({ comparisons }) => replace(comparisons),
        () => undefined,
      )
  }

  return {
    comparisons,
    selecting,
    chosen,
    title,
    formKey: initial.formKey,
    valid: chosen.length >= MIN_COMPARISON_ITEMS && chosen.length <= MAX_COMPARISON_ITEMS,
    created,
    busy,
    error,
    notice,
    setSelecting(next) {
      setSelecting(next)
      setError(null)
    },
    choose,
    setTitle,
    async create(order) {
      if (!api) return false
      setBusy(true)
      setError(null)
      setNotice(null)
      try {
        const calculationIds = order.filter((id) => chosen.includes(id))
        const body = { calculationIds, title: title.trim() || null }
        const header = { [IDEMPOTENCY_KEY]: keyOf(JSON.stringify(body)) }
        const { comparison } = await parseResponse(api.comparisons.$post({ json: body, header }))
        // The live refresh may have listed it already: the change it made reached this tab before the answer did.
        setComparisons((all) => [comparison, ...all.filter((listed) => listed.code !== comparison.code)])
        setCreated(comparison)
        setChosen([])
        setTitle('')
        setSelecting(false)
        return true
      } catch (reason) {
        const listed = new Set(comparisons.map((comparison) => comparison.code))
        fail(reason, (list) => list.some((comparison) => !listed.has(comparison.code)))
        return false
      } finally {
        setBusy(false)
      }
    },
    remove(comparison) {
      if (!api) return
      setBusy(true)
      setError(null)
      api.comparisons[':code'].$delete({ param: { code: comparison.code } }).then(
        () => {
          setComparisons((all) => all.filter((other) => other.code !== comparison.code))
          setCreated((current) => (current?.code === comparison.code ? null : current))
          setNotice({ place: 'list', text: messages.sharing.list.deleted })
          setBusy(false)
        },
        (reason: unknown) => {
          if (reason instanceof ApiError && reason.status === 404) {
            setComparisons((all) => all.filter((other) => other.code !== comparison.code))
          }
          fail(reason, (list) => !list.some((other) => other.code === comparison.code))
          setBusy(false)
        },
      )
    },
    copy(url, place, confirmation) {
      if (!copyText) return
      copyText(url).then(
        () => setNotice({ place, text: confirmation }),
        () => setNotice({ place, text: messages.sharing.created.copyFailed }),
      )
    },
    replace,
  }
}
