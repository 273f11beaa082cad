/**
 * Keeps what a person typed into a page's forms when they switch its
 * language. The switch is a link to the same page in another language, so
 * following it would drop a half-written message, goal or profile: when one
 * of the switcher's links is followed, the fields the person changed in
 * every form outside an island (React owns an island's fields; the
 * calculator's address carries its input) go into this tab's session storage,
 * never a password or a file (of a form the server refused, every filled
 * field: they came back as its starting values). The page in the new
 * language, the very next one this tab opens, fills them into the same forms (by action and field
 * name), numbers written its way (`1,200.5` → `1200,5`), leaving any field
 * the person has already changed there alone, and opens a folded form
 * (a goal's edit) that got something back. Whatever page comes next reads
 * the draft and forgets it; an old one (a tab left on a failed load) is
 * dropped unread.
 */
import { isLocale } from '../../i18n/locales.ts'
import { readNumber, writeNumber } from '../../lib/calculation/decimal.ts'
import { changedFields, isChanged, isCheckable, type Control } from '../changed-controls.ts'

const DRAFT_KEY = 'languageSwitchDraft'
/** How long a draft waits for its page: the switch is one redirect away, so a minute is generous. */
const DRAFT_LIFETIME_MS = 60_000

/** A field as the person left it; `number` when it holds an amount to rewrite in the new language's way. */
interface DraftField {
  name: string
  value: string
  checked?: boolean
  number?: boolean
}

interface Draft {
  at: number
  /** The language the numbers were typed in. */
  locale: string
  /** The page, without its language prefix. */
  path: string
  forms: Record<string, DraftField[]>
}

/** A path without its language prefix: `/de/goals/7` → `/goals/7`. */
const withoutLocale = (path: string) => path.replace(/^\/[^/]+/, '')

/**
 * Whether the draft of a page at `draftPath` belongs on this one: the same
 * page, or the page a form's answer was under (a refused goal edit at
 * `/goals/7` switches to the goals page).
 */
const isPageOf = (draftPath: string, path: string) => draftPath === path || (path !== '' && draftPath.startsWith(`${path}/`))

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

/** Writes the draft of the page's typed fields, if any, for the page the switch opens. */
function keepDraft(): void {
  const forms: Draft['forms'] = {}
  for (const [key, form] of plainForms()) {
    const fields = typedFields(form)
      .filter(isKept)
      .map((control) => ({
        name: control.name,
        value: control.value,
        checked: isCheckable(control) ? control.checked : undefined,
        number: control.inputMode === 'decimal' || undefined,
      }))
    if (fields.length > 0) forms[key] = fields
  }
  if (Object.keys(forms).length === 0) return
  const draft: Draft = { at: Date.now(), locale: document.documentElement.lang, path: withoutLocale(location.pathname), forms }
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage blocked or full: the switch goes on, as it would without this script.
  }
}

/** Reads and forgets the draft waiting for this tab's next page; null when there is none for this page. */
function takeDraft(): Draft | null {
  let draft: Draft | null
  try {
    draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    return null
  }
  if (!draft || Date.now() - draft.at > DRAFT_LIFETIME_MS || !isPageOf(draft.path, withoutLocale(location.pathname))) return null
  return draft
}

/** A typed amount in this page's language; text that was no number in the old one stays as typed. */
function inLanguage(field: DraftField, from: string): string {
  const to = document.documentElement.lang
  if (!field.number || !isLocale(from) || !isLocale(to)) return field.value
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

/** Gives this page what the person typed on the page they switched its language from. */
function restoreDraft(): void {
  const draft = takeDraft()
  if (!draft) return
  for (const [key, form] of plainForms()) {
    const fields = draft.forms[key]
    if (!fields || !fillForm(form, fields, draft.locale)) continue
    const folded = form.closest('details')
    if (folded) folded.open = true
  }
}

restoreDraft()
document.addEventListener('click', (event) => {
  // A click that opens the link in another tab or window leaves this page where it is.
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  if (event.target instanceof Element && event.target.closest('.language-switcher a[hreflang]')) keepDraft()
})
