/**
 * Keeps what a person typed into a page's forms (outside the islands: React
 * owns an island's fields, and the calculator's address carries its input)
 * where the page would otherwise drop it, in this tab's session storage,
 * never a password, a file or a hidden field but the form's write key
 * (`IDEMPOTENCY_KEY_FIELD`), so the same form sent again from a draft
 * writes once:
 *
 * - **The language switch** is a link to the same page in another language.
 *   When one of its links is followed, the fields the person changed in
 *   every form (of a form the server refused, every filled field: they came
 *   back as its starting values) are kept, and the page in the new
 *   language, the very next one this tab opens, takes them.
 * - **A form sent after the session ended** (signed out in another tab)
 *   leads to the login page, with `next` back to the form's page. Each sent
 *   form is kept until the next page says how the post went: the login page
 *   for the form's own page marks it to come back there after logging in;
 *   any other page forgets it (the post went through, or came back refused
 *   with what was typed in it). What is typed in a page the live client
 *   loads again because its session ended (`SESSION_ENDED_EVENT`) is kept
 *   the same way, marked to come back on that page.
 * - **A form that got no answer** (the connection failed on the way) gets
 *   the service worker's offline page, which marks its draft the same way
 *   (`islands/offline.ts`), so the form's page gives it back, unless that
 *   page comes back from the back-forward cache still holding it.
 * - **The back button.** The browser gives a page reached again through
 *   the history the fields as they were left, but not a form the server
 *   refused: that page was the answer to a post, which the history loads
 *   again as the form's page (the service worker's 303), empty. So a page
 *   left with a refused form keeps its input, and the form's page reached
 *   through the history takes it. A form the browser gives back through the
 *   history exactly as it was sent (the last one sent from this tab) gets
 *   the write key it was sent with: the page came again with a new one, and
 *   sent again it would add a second goal or count the savings twice.
 *
 * A draft fills the same forms (by action and field name) on its page,
 * numbers written the page's way (`1,200.5` → `1200,5`), leaving any field
 * the person has already changed there alone, and opens a folded form (a
 * goal's edit) that got something back. An old one is dropped unread.
 */
import { isLocale } from '../../i18n/locales.ts'
import { IDEMPOTENCY_KEY_FIELD } from '../../lib/idempotency-key.ts'
import { readNumber, writeNumber } from '../../lib/calculation/decimal.ts'
import { isAtOrUnder, withoutLocale } from '../../lib/subpath.ts'
import { readDraft, writeDraft, type Draft, type DraftField } from '../browser/form-draft-store.ts'
import { changedFields, isChanged, isCheckable, type Control } from '../changed-controls.ts'
import { SESSION_ENDED_EVENT } from '../session-ended.ts'

/** The page's forms outside the islands, each keyed by its action without the language and, for several with one action, its place among them. */
function plainForms(): Map<string, HTMLFormElement> {
  const forms = new Map<string, HTMLFormElement>()
  for (const form of document.querySelectorAll('form')) {
    if (form.closest('[data-island]')) continue
    const action = withoutLocale(new URL(form.action, location.href).pathname)
    let key = action
    for (let n = 2; forms.has(key); n++) key = `${action} ${n}`
    forms.set(key, form)
  }
  return forms
}

/** Whether a field may leave the page in a draft: a password or a file never does. */
const isKept = (control: Control) => !/^(password|file|hidden)$/.test(control.type)

/**
 * A form the server refused and sent back (its errors beside it) holds what
 * was typed as its fields' starting values, so none of them counts as
 * changed: all of its filled fields are the person's.
 */
function isRefused(form: HTMLFormElement): boolean {
  return form.querySelector('[aria-invalid="true"]') !== null || form.closest('.card')?.querySelector('.form-errors') != null
}

/** The fields of a form the person filled: those changed since the page came, or every filled one of a refused form. */
function typedFields(form: HTMLFormElement): Control[] {
  if (!isRefused(form)) return changedFields(form)
  return [...form.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => control.name && (isCheckable(control) ? control.checked : control.value !== ''),
  )
}

/** A form's typed fields as a draft holds them (a password or a file never). */
function keptFields(form: HTMLFormElement): DraftField[] {
  return typedFields(form)
    .filter(isKept)
    .map((control) => ({
      name: control.name,
      value: control.value,
      checked: isCheckable(control) ? control.checked : undefined,
      number: control.inputMode === 'decimal' || undefined,
    }))
}

/** The draft of these forms' typed fields, or null when nothing was typed. */
function draftOf(forms: Iterable<[string, HTMLFormElement]>): Draft | null {
  const kept: Draft['forms'] = {}
  for (const [key, form] of forms) {
    const fields = keptFields(form)
    // The form's write key goes with what was typed: sent again from the draft, the same write is made once.
    const writeKey = form.elements.namedItem(IDEMPOTENCY_KEY_FIELD)
    if (fields.length > 0 && writeKey instanceof HTMLInputElement) fields.push({ name: writeKey.name, value: writeKey.value })
    if (fields.length > 0) kept[key] = fields
  }
  if (Object.keys(kept).length === 0) return null
  return { at: Date.now(), locale: document.documentElement.lang, path: withoutLocale(location.pathname), forms: kept }
}

/**
 * What this page does with a sent form's draft: on its page after logging
 * in again, it is the one to fill in; the login page that leads back to
 * its page marks it so; any other page forgets it.
 */
function sentDraftFor(here: string): Draft | null {
  const sent = readDraft('sent')
  if (!sent) return null
  if (sent.resume) {
    if (!isAtOrUnder(sent.path, here)) return null
    writeDraft('sent', null)
    return sent
  }
  const next = here === '/login' ? new URLSearchParams(location.search).get('next') : null
  const leadsBack = next?.startsWith('/') === true && isAtOrUnder(sent.path, withoutLocale(new URL(next, location.href).pathname))
  writeDraft('sent', leadsBack ? { ...sent, resume: true } : null)
  return null
}

/** A typed amount in this page's language; in the same language, or no number in the old one, it stays as typed. */
function inLanguage(field: DraftField, from: string): string {
  const to = document.documentElement.lang
  if (!field.number || from === to || !isLocale(from) || !isLocale(to)) return field.value
  const value = readNumber(field.value, from)
  return value === undefined ? field.value : writeNumber(value, to)
}

/** Fills one form's fields from its draft, skipping what the person already changed on this page; whether anything was filled. */
function fillForm(form: HTMLFormElement, fields: DraftField[], from: string): boolean {
  const controls = [...form.elements].filter((element): element is Control => element.matches('input, select, textarea'))
  let filled = false
  for (const field of fields) {
    const group = controls.filter((control) => control.name === field.name)
    if (group.length === 0 || group.some(isChanged)) continue
    const control = group.find((candidate) => !isCheckable(candidate) || candidate.value === field.value)
    if (!control) continue
    if (isCheckable(control)) {
      if (control.type === 'radio' && !field.checked) continue
      control.checked = field.checked ?? false
    } else {
      control.value = inLanguage(field, from)
    }
    filled = true
  }
  return filled
}

/** Whether a form's typed fields are, name for name and value for value, those of a draft (its write key aside). */
function holdsOnly(form: HTMLFormElement, fields: DraftField[]): boolean {
  const typed = keptFields(form)
  const sent = fields.filter((field) => field.name !== IDEMPOTENCY_KEY_FIELD)
  return typed.length === sent.length && typed.every((field, index) => JSON.stringify(field) === JSON.stringify(sent[index]))
}

/** Gives each form that holds what it was sent with (the browser's history brought it back) the write key it was sent under. */
function giveWriteKeysBack(draft: Draft): void {
  for (const [key, form] of plainForms()) {
    const fields = draft.forms[key]
    const sentKey = fields?.find((field) => field.name === IDEMPOTENCY_KEY_FIELD)?.value
    const writeKey = form.elements.namedItem(IDEMPOTENCY_KEY_FIELD)
    if (sentKey && writeKey instanceof HTMLInputElement && holdsOnly(form, fields)) writeKey.value = sentKey
  }
}

/** Fills this page's forms from a draft. */
function fillDraft(draft: Draft): void {
  for (const [key, form] of plainForms()) {
    const fields = draft.forms[key]
    if (!fields || !fillForm(form, fields, draft.locale)) continue
    const folded = form.closest('details')
    if (folded) folded.open = true
  }
}

const here = withoutLocale(location.pathname)
const switched = readDraft('switch')
if (switched) {
  writeDraft('switch', null)
  if (isAtOrUnder(switched.path, here)) fillDraft(switched)
}
const resumed = sentDraftFor(here)
if (resumed) fillDraft(resumed)
const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
const throughHistory = arrival?.type === 'back_forward'
const left = readDraft('left')
if (left && isAtOrUnder(left.path, here)) {
  // Reached any other way (a link, the answer to the form sent again), the page's forms start afresh.
  writeDraft('left', null)
  if (throughHistory) fillDraft(left)
}
const posted = readDraft('posted')
if (posted && throughHistory && isAtOrUnder(posted.path, here)) giveWriteKeysBack(posted)

addEventListener('pagehide', () => {
  // Only a refused form's input takes the place (the browser keeps the rest itself); a page without one leaves the draft for the page before it.
  const typed = draftOf([...plainForms()].filter(([, form]) => isRefused(form)))
  if (typed) writeDraft('left', typed)
})
addEventListener('pageshow', (event) => {
  // Back from the back-forward cache, the page still holds what was typed: a draft for it would fill it again later.
  const sent = event.persisted ? readDraft('sent') : null
  if (sent?.resume && isAtOrUnder(sent.path, here)) writeDraft('sent', null)
})
addEventListener(SESSION_ENDED_EVENT, () => {
  // Marked to come back on this page: after logging in again, or at once where the page is a guest's too.
  const typed = draftOf(plainForms())
  if (typed) writeDraft('sent', { ...typed, resume: true })
})
document.addEventListener('click', (event) => {
  // A click that opens the link in another tab or window leaves this page where it is.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  if (event.target instanceof Element && event.target.closest('.language-switcher a[hreflang]')) {
    writeDraft('switch', draftOf(plainForms()))
  }
})
document.addEventListener('submit', (event) => {
  const form = event.target
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.closest('[data-island]')) return
  // A draft waiting to come back after logging in stays until it has: the login form's own post must not replace it.
  if (here === '/login' && readDraft('sent')?.resume) return
  const sent = [...plainForms()].find(([, candidate]) => candidate === form)
  if (!sent) return
  const draft = draftOf([sent])
  writeDraft('sent', draft)
  writeDraft('posted', draft)
})
