import { useEffect, useRef, useState } from 'react'
import type { Messages } from '../../../i18n/messages/en.ts'
import { translatorOf } from '../../../i18n/translate.ts'
import { parseResponse } from 'hono/client'
import { ApiError } from '../../../lib/api-error.ts'
import type { SavedCalculation } from '../../../lib/calculation/saved-calculation.ts'
import type { ApiClient } from '../api-client.ts'
import { useUnreached } from '../unreached.ts'
import type { ActionState, KeptIds, Notice } from './types.ts'

/** How long a deleted row can be brought back before the DELETE is sent. */
export const UNDO_MS = 6000

export interface DashboardActions extends ActionState {
  /** Every row still on the server, newest first, without those waiting to be deleted. */
  rows: SavedCalculation[]
  /** How many of the server's rows the list holds, those waiting to be deleted included (where the next page starts). */
  loaded: number
  /** As many of them as are favourites: where the next page of the favourites alone starts. */
  loadedFavorites: number
  /** Adds a further page of older rows (one already held is not added twice). */
  append(rows: SavedCalculation[]): void
  notice: Notice | null
  toggleFavorite(row: SavedCalculation): void
  /**
   * Renames a row, at once on screen; `onRefused` gets why the title was refused or could not be stored (the row
   * keeps its old title, the rename form what was typed), or the row is gone. Answers false when refused before sending.
   */
  rename(row: SavedCalculation, title: string, onRefused: (error: string) => void): boolean
  remove(row: SavedCalculation): void
  undo(id: string): void
  clearAll(): void
  /**
   * Shows the rows as the server has them now (a change made elsewhere, or one whose answer was lost); rows waiting
   * for Undo stay hidden, and "could not reach the server" goes when the list shows that change made. `working` is the row the
   * person was in (an open rename, a focused button): gone from `rows`, the list says it was deleted, and this
   * answers true.
   */
  replace(rows: SavedCalculation[], working?: string): boolean
}

export interface UseDashboardOptions {
  initial: SavedCalculation[]
  /** An error to show from the start (a no-JavaScript form post that failed). */
  initialError?: string | null
  /** Absent during server rendering: no action can run there. */
  api: ApiClient | undefined
  messages: Pick<Messages['dashboard'], 'untitled' | 'status' | 'errors'>
  maxTitleLength: number
  /** Registers a callback for when the page goes away (pending deletes are sent then). */
  onLeave: ((callback: () => void) => () => void) | undefined
  /** The deletes chosen and not yet answered, kept on the device (see `DashboardPlatform.keptDeletes`). */
  keptDeletes?: KeptIds | undefined
  /** Whether `initial` holds every row the user has (no filter, no further page): a kept delete whose row it lacks arrived. */
  listsAll?: boolean
  /** A change could not reach the server, or its answer was lost: read the list again, which shows what happened (`replace`). */
  onUnreached?: () => void
}

/** The title a row is shown with: its own, or the localized "Untitled". */
export function displayTitle(row: Pick<SavedCalculation, 'title'>, untitled: string): string {
  return row.title ?? untitled
}

/**
 * The dashboard's state and its optimistic actions: every change shows at
 * once, is sent to the JSON API, and rolls back with the server's localized
 * message when it fails. A 404 (the calculation is gone) removes the row.
 * Deletes wait UNDO_MS for an Undo before the DELETE is sent, and are sent
 * at once when the page is left (the client lets a DELETE outlive the page).
 * Until one is answered it is kept on the device, and the next dashboard
 * sends it again as it opens: the page may have gone before the answer came.
 */
export function useDashboard({
  initial,
  initialError = null,
  api,
  messages,
  maxTitleLength,
  onLeave,
  onUnreached,
  keptDeletes,
  listsAll = false,
}: UseDashboardOptions): DashboardActions {
  const [all, setAll] = useState(initial)
  const [pending, setPending] = useState<readonly string[]>([])
  const [running, setRunning] = useState(0)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [error, setError] = useState<string | null>(initialError)
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const t = translatorOf(messages)
  const titleOf = (row: SavedCalculation) => displayTitle(row, messages.untitled)

  /** The notice on screen now, for `confirm` (state read in a callback would be the render's). */
  const shown = useRef<Notice | null>(null)
  const announce = (next: Notice | null) => {
    clearTimeout(noticeTimer.current)
    shown.current = next
    setNotice(next)
    if (next && !next.undoId) noticeTimer.current = setTimeout(() => announce(null), UNDO_MS)
  }
  /** The server's word on an earlier change (a star, a rename): it never takes the place of a later delete's Undo. */
  const confirm = (next: Notice) => {
    if (!shown.current?.undoId) announce(next)
  }
  const patch = (id: string, changes: Partial<SavedCalculation>) =>
    setAll((rows) => rows.map((row) => (row.id === id ? { ...row, ...changes } : row)))
  const drop = (id: string) => {
    setAll((rows) => rows.filter((row) => row.id !== id))
    setPending((ids) => ids.filter((other) => other !== id))
  }
  const run = async <T>(work: (client: ApiClient) => Promise<T>): Promise<T> => {
    if (!api) throw new ApiError(messages.errors.failed, 0, 'failed')
    setError(null)
    setRunning((count) => count + 1)
    try {
      return await work(api)
    } finally {
      setRunning((count) => count - 1)
    }
  }
  /** Each row's stars and renames, sent one after another: the server takes them in the order they were pressed, as the screen shows them. */
  const turns = useRef(new Map<string, Promise<unknown>>())
  const inTurn = <T>(id: string, work: () => Promise<T>): Promise<T> => {
    const sent = (turns.current.get(id) ?? Promise.resolve()).then(work)
    turns.current.set(
      id,
      sent.catch(() => undefined),
    )
    return sent
  }
  /** The newest star and the newest rename sent for each row: an answer to an older one, arriving late, changes nothing on screen. */
  const newest = useRef(new Map<string, number>())
  const sendFor = (change: 'favorite' | 'title', id: string) => {
    const key = `${change}:${id}`
    const sent = (newest.current.get(key) ?? 0) + 1
    newest.current.set(key, sent)
    return () => newest.current.get(key) === sent
  }
  const unreached = useUnreached<SavedCalculation[]>()
  /** Shows why a change failed; one that could not reach the server has the list read again, which shows whether it was made (`madeIn`). */
  const fail = (reason: unknown, id: string | undefined, madeIn: (rows: SavedCalculation[]) => boolean) => {
    const failure = reason instanceof ApiError ? reason : null
    if (failure?.status === 404 && id) drop(id)
    setError(failure?.fields.title ?? failure?.message ?? messages.errors.failed)
    if (unreached.failed(failure, madeIn)) onUnreached?.()
  }
  const without = (id: string) => (rows: SavedCalculation[]) => !rows.some((row) => row.id === id)

  /** Keeps a chosen delete on the device until it is answered, or forgets it. */
  const keep = (id: string, kept: boolean) => {
    if (!keptDeletes) return
    const others = keptDeletes.read().filter((other) => other !== id)
    keptDeletes.write(kept ? [...others, id] : others)
  }
  /** Sends a delete; sent as the page goes (`leaving`), a failure is the page's going, which cancels its requests: the delete stays kept. */
  const commitDelete = (id: string, leaving = false) => {
    timers.current.delete(id)
    if (shown.current?.undoId === id) announce(null)
    run((client) => client.calculations[':id'].$delete({ param: { id } })).then(
      () => {
        keep(id, false)
        drop(id)
      },
      (reason: unknown) => {
        if (leaving) return
        keep(id, false)
        // Gone already (its delete was sent before, and the page that sent it left before the answer): done, as asked.
        if (reason instanceof ApiError && reason.status === 404) return drop(id)
        setPending((ids) => ids.filter((other) => other !== id))
        fail(reason, id, without(id))
      },
    )
  }

  const flushRef = useRef(() => {})
  flushRef.current = () => {
    for (const [id, timer] of timers.current) {
      clearTimeout(timer)
      commitDelete(id, true)
    }
  }
  useEffect(() => {
    const kept = keptDeletes?.read() ?? []
    const due = listsAll ? kept.filter((id) => initial.some((row) => row.id === id)) : kept
    if (due.length < kept.length) keptDeletes?.write(due)
    if (due.length > 0) setPending((ids) => [...ids, ...due])
    for (const id of due) commitDelete(id)
    return onLeave?.(() => flushRef.current())
  }, [])

  return {
    rows: all.filter((row) => !pending.includes(row.id)),
    loaded: all.length,
    loadedFavorites: all.filter((row) => row.is_favorite).length,
    append(rows) {
      setAll((held) => [...held, ...rows.filter((row) => !held.some((other) => other.id === row.id))])
    },
    busy: running > 0,
    notice,
    error,
    toggleFavorite(row) {
      const before = row.is_favorite
      const isNewest = sendFor('favorite', row.id)
      patch(row.id, { is_favorite: !before })
      inTurn(row.id, () =>
        run((client) => parseResponse(client.calculations[':id'].favorite.$post({ param: { id: row.id }, json: { isFavorite: before } }))),
      ).then(
        ({ calculation }) => {
          if (!isNewest()) return
          patch(row.id, { is_favorite: calculation.is_favorite })
          confirm({
            text: t(calculation.is_favorite ? 'status.favorited' : 'status.unfavorited', { title: titleOf(row) }),
          })
        },
        (reason: unknown) => {
          if (!isNewest()) return
          patch(row.id, { is_favorite: before })
          fail(reason, row.id, (rows) => rows.some((stored) => stored.id === row.id && stored.is_favorite !== before))
        },
      )
    },
    rename(row, input, onRefused) {
      const trimmed = input.trim()
      const title = trimmed === '' ? null : trimmed
      if (trimmed.length > maxTitleLength) {
        onRefused(t('errors.titleTooLong', { max: maxTitleLength }))
        return false
      }
      if (title === row.title) return true
      const before = row.title
      const isNewest = sendFor('title', row.id)
      patch(row.id, { title })
      inTurn(row.id, () =>
        run((client) => parseResponse(client.calculations[':id'].$patch({ param: { id: row.id }, json: { title } }))),
      ).then(
        ({ calculation }) => {
          if (!isNewest()) return
          patch(row.id, { title: calculation.title })
          confirm({ text: t('status.renamed', { title: titleOf(calculation) }) })
        },
        (reason: unknown) => {
          if (!isNewest()) return
          patch(row.id, { title: before })
          const failure = reason instanceof ApiError ? reason : null
          // A row gone is the list's to say; any other refusal belongs beside what was typed.
          if (failure?.status === 404) return fail(reason, row.id, without(row.id))
          onRefused(failure?.fields.title ?? failure?.message ?? messages.errors.failed)
          if (unreached.failed(failure, (rows) => rows.some((stored) => stored.id === row.id && stored.title === title))) onUnreached?.()
        },
      )
      return true
    },
    remove(row) {
      setError(null)
      setPending((ids) => [...ids, row.id])
      announce({ text: t('status.deleted', { title: titleOf(row) }), undoId: row.id })
      keep(row.id, true)
      timers.current.set(
        row.id,
        setTimeout(() => commitDelete(row.id), UNDO_MS),
      )
    },
    undo(id) {
      clearTimeout(timers.current.get(id))
      timers.current.delete(id)
      keep(id, false)
      setPending((ids) => ids.filter((other) => other !== id))
      const row = all.find((candidate) => candidate.id === id)
      announce(row ? { text: t('status.restored', { title: titleOf(row) }) } : null)
    },
    clearAll() {
      const snapshot = all
      for (const timer of timers.current.values()) clearTimeout(timer)
      timers.current.clear()
      setAll([])
      setPending([])
      announce(null)
      run((client) => client.calculations.$delete()).then(
        () => {
          keptDeletes?.write([])
          announce({ text: messages.status.cleared })
        },
        (reason: unknown) => {
          setAll(snapshot)
          fail(reason, undefined, (rows) => rows.length === 0)
        },
      )
    },
    replace(rows, working) {
      setAll(rows)
      const gone = working !== undefined && !rows.some((row) => row.id === working)
      if (unreached.answered(rows) || gone) setError(gone ? messages.errors.notFound : null)
      return gone
    },
  }
}
