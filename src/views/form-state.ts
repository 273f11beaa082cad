/** What a server-rendered form shows after a submit: the values typed, translated field errors, a top message. */
export interface FormState<Field extends string> {
  values?: Partial<Record<Field, string>>
  errors?: Partial<Record<Field, string>>
  error?: string | undefined
  success?: string | undefined
}
