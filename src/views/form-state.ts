import type { Messages } from '../i18n/translator.ts'
import { usePage } from './page-context.tsx'

/** What a server-rendered form shows after a submit: the values typed, translated field errors, a top message. */
export interface FormState<Field extends string> {
  values?: Partial<Record<Field, string>>
  errors?: Partial<Record<Field, string>>
  error?: string | undefined
  success?: string | undefined
}

/** The keys of a form's messages that hold a string: the fields it can label. */
type TextKey<Texts> = { [K in keyof Texts]: Texts[K] extends string ? K : never }[keyof Texts] & string

/** What `formFields` gives a field: spread it into `<Field>` and add the control's own attributes. */
export interface BoundField {
  name: string
  label: string
  hint: string | undefined
  defaultValue: string | undefined
  error: string | undefined
}

/**
 * Binds a form's fields to its messages and its last submit, so each field
 * is named once: `field('email')` gives the name, the label `texts.email`,
 * the hint `texts.emailHint` (when the catalogue has one), the value typed
 * and the error.
 * @example
 * const field = formFields(auth.signup, state)
 * <Field {...field('email')} type="email" autoComplete="email" required />
 */
export function formFields<Texts extends object>(texts: Texts, { values = {}, errors = {} }: FormState<string>) {
  const text = (key: string) => {
    const value: unknown = (texts as Record<string, unknown>)[key]
    return typeof value === 'string' ? value : undefined
  }
  return (name: TextKey<Texts>): BoundField => ({
    name,
    label: String(texts[name]),
    hint: text(`${name}Hint`),
    defaultValue: values[name],
    error: errors[name],
  })
}

/**
 * `formFields` for an account form (log in, sign up, passwords, contact,
 * profile), bound to its messages in the page's language.
 * @example const field = useAccountFormFields('login', state)
 */
export function useAccountFormFields<Form extends keyof Messages['auth']>(form: Form, state: FormState<string>) {
  const { messages } = usePage()
  return formFields(messages.auth[form], state)
}
