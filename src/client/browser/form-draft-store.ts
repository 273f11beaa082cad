/**
 * Where the keeper of typed input (`islands/form-drafts.ts`) leaves what a
 * person typed into a page's forms, in this tab's session storage, so
 * another page can hand it back: the page after the language switch, the
 * form's page after logging in again, or after a form that got no answer
 * (`islands/offline.ts`), or the page the back button returns to.
 */

/**
 * Where each kind of draft waits, and for how long at most: the switch is
 * one redirect away; logging in again takes a while; a page left behind is
 * come back to with the back button, soon or after a while, and so is the
 * page of the last form sent (`posted`, kept for its write key).
 */
const DRAFTS = {
  switch: { key: 'languageSwitchDraft', lifetimeMs: 60_000 },
  sent: { key: 'sentFormDraft', lifetimeMs: 15 * 60_000 },
  left: { key: 'leftFormDraft', lifetimeMs: 30 * 60_000 },
  posted: { key: 'postedFormDraft', lifetimeMs: 30 * 60_000 },
} as const

export type DraftKind = keyof typeof DRAFTS

/** A field as the person left it; `number` when it holds an amount to rewrite in the new language's way. */
export interface DraftField {
  name: string
  value: string
  checked?: boolean
  number?: boolean
}

export interface Draft {
  at: number
  /** The language the numbers were typed in. */
  locale: string
  /** The page, without its language prefix. */
  path: string
  forms: Record<string, DraftField[]>
  /** A sent form's draft marked to come back on its page: by the login page leading back there, or by the offline answer to the form. */
  resume?: boolean
}

/** A kind of draft as stored, or null when there is none or it is too old (then it is removed). */
export function readDraft(kind: DraftKind): Draft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFTS[kind].key) ?? 'null') as Draft | null
    if (draft && Date.now() - draft.at <= DRAFTS[kind].lifetimeMs) return draft
    if (draft) sessionStorage.removeItem(DRAFTS[kind].key)
  } catch {
    // Storage blocked: there is no draft.
  }
  return null
}

/** Stores a kind of draft, or removes it (null). */
export function writeDraft(kind: DraftKind, draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(DRAFTS[kind].key, JSON.stringify(draft))
    else sessionStorage.removeItem(DRAFTS[kind].key)
  } catch {
    // Storage blocked or full: the page goes on, as it would without this script.
  }
}

/**
 * Marks the draft of the form just sent from `path` (the page's, without its
 * language) to come back on that page: the form got no answer, so the
 * person goes back to it to send it again. A draft of another page's form
 * is left as it is.
 */
export function keepSentDraftForItsPage(path: string): void {
  const sent = readDraft('sent')
  if (sent?.path === path) writeDraft('sent', { ...sent, resume: true })
}

/**
 * Whether a draft waits to be handed back to a form (a form that got no
 * answer, a sent one to resume after logging in, a refused one left with
 * the back button), whose write key the form's page will get back.
 */
export function hasWaitingDraft(): boolean {
  return readDraft('left') !== null || readDraft('sent') !== null
}
