import { describe, expect, it } from 'vitest'
import { de } from '../../../src/i18n/messages/de.ts'
import { en } from '../../../src/i18n/messages/en.ts'
import { ptBR } from '../../../src/i18n/messages/pt-BR.ts'

/** Every string of a catalogue, with its key path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key))
  return []
}

/**
 * One term per thing in each language: the variant a language settled
 * against, and the term it uses instead.
 */
const BANNED = [
  { catalogue: de, lang: 'de', banned: /\bDashboard/i, term: 'Übersicht' },
  { catalogue: ptBR, lang: 'pt-BR', banned: /campos destacados/i, term: 'campos marcados' },
  { catalogue: en, lang: 'en', banned: /highlighted fields/i, term: 'marked fields' },
] as const

describe('one term per thing', () => {
  it.each(BANNED)('$lang never says $banned, only "$term"', ({ catalogue, banned, term }) => {
    const all = strings(catalogue)
    expect(all.filter(([, text]) => banned.test(text))).toEqual([])
    expect(all.some(([, text]) => text.toLowerCase().includes(term.toLowerCase()))).toBe(true)
  })
})
