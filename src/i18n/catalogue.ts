/**
 * The shape every message catalogue must have: the English one with its
 * literal strings widened, so de and pt-BR fail the type-check when a key is
 * missing or has the wrong structure.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Catalogue<Item>[]
    : { readonly [K in keyof T]: Catalogue<T[K]> }

/** Dotted paths to every string leaf of a catalogue: the keys `t()` accepts. */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : MessageKey<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** Plural forms of a message: `one` and `other` are required, the rest optional per language. */
export interface PluralForms {
  zero?: string
  one: string
  two?: string
  few?: string
  many?: string
  other: string
}
