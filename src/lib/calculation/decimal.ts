/**
 * The one parser for typed numbers: reads a number as people type it in en,
 * de or pt-BR: `1234.5`, `1.234,50`, `1,234.50`, `12,5`, `1 234`. Whichever of `.` and `,` comes last is the
 * decimal separator, except that a lone separator followed by exactly three
 * digits groups thousands (money never has three decimals). Locale-free, so
 * the server and the browser read a value the same way. Undefined for
 * anything that is not a number; never throws.
 *
 * @example readNumber('1.234,50') // 1234.5
 */
export function readNumber(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined
  const compact = text.trim().replace(/[\s\u00a0\u202f\u2009'’]/g, '')
  const match = /^([+-]?)([\d.,]+)$/.exec(compact)
  if (!match || !/\d/.test(compact)) return undefined
  const sign = match[1] === '-' ? '-' : ''
  const normalized = normalizeSeparators(match[2] ?? '')
  if (normalized === undefined || !/^(\d+\.?\d*|\.\d+)$/.test(normalized)) return undefined
  const value = Number(sign + normalized)
  return Number.isFinite(value) ? value + 0 : undefined
}

/**
 * How many decimals a number has, read from its shortest representation, so
 * a typed `12.50` and a JSON `12.5` count alike: `12.5` → 1, `1e-7` → 7.
 */
export function decimalsOf(value: number): number {
  const [digits = '', exponent = '0'] = String(Math.abs(value)).split('e')
  return Math.max(0, (digits.split('.')[1]?.length ?? 0) - Number(exponent))
}

/** Whether `1.234.567`-style groups are well formed: 1–3 digits, then groups of exactly three. */
function isGrouped(parts: string[]): boolean {
  return /^\d{1,3}$/.test(parts[0] ?? '') && parts.slice(1).every((part) => /^\d{3}$/.test(part))
}

/** Rewrites digits with `.`/`,` to plain `1234.5` form, or undefined when the separators make no sense. */
function normalizeSeparators(digits: string): string | undefined {
  const lastDot = digits.lastIndexOf('.')
  const lastComma = digits.lastIndexOf(',')
  if (lastDot === -1 && lastComma === -1) return digits
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ','
    const group = decimal === '.' ? ',' : '.'
    const [whole = '', fraction = '', ...rest] = digits.split(decimal)
    if (rest.length > 0 || !isGrouped(whole.split(group))) return undefined
    return `${whole.split(group).join('')}.${fraction}`
  }
  const separator = lastDot !== -1 ? '.' : ','
  const parts = digits.split(separator)
  if (parts.length > 2) return isGrouped(parts) ? parts.join('') : undefined
  const [whole = '', fraction = ''] = parts
  const groupsThousands = fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)
  return groupsThousands ? whole + fraction : `${whole}.${fraction}`
}
