/**
 * Text as a person reads it: Intl's no-break spaces (between number and
 * unit) as plain spaces, runs of white space as one, trimmed.
 * @example plain('25,00\u00a0€/h ') // '25,00 €/h'
 */
export function plain(text: string | null): string {
  return (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
