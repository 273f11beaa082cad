import { describe, expect, it } from 'vitest'
import { LANGUAGES, languageByCode, OTHER_LANGUAGES, SELECTABLE_LANGUAGES } from '../../../src/i18n/languages.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'

describe('language list', () => {
  it('offers en, de and pt-BR for selection, in the interface order', () => {
    expect(SELECTABLE_LANGUAGES.map((l) => l.code)).toEqual([...LOCALES])
    expect(SELECTABLE_LANGUAGES.map((l) => l.name)).toEqual(['English', 'German', 'Portuguese'])
    expect(SELECTABLE_LANGUAGES.map((l) => l.iso3)).toEqual(['eng', 'deu', 'por'])
  })

  it('lists about 30 further languages', () => {
    expect(OTHER_LANGUAGES.length).toBeGreaterThanOrEqual(28)
    expect(OTHER_LANGUAGES.length).toBeLessThanOrEqual(35)
  })

  it('gives every entry iso, iso3, code, name and nativeName, with unique codes', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(language).sort()).toEqual(['code', 'iso', 'iso3', 'name', 'nativeName'])
      expect(language.iso).toMatch(/^[a-z]{2}$/)
      expect(language.iso3).toMatch(/^[a-z]{3}$/)
      expect(language.code.startsWith(language.iso)).toBe(true)
      expect(language.name.length).toBeGreaterThan(0)
      expect(language.nativeName.length).toBeGreaterThan(0)
    }
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length)
  })

  it('finds an entry by code', () => {
    expect(languageByCode('pt-BR')?.nativeName).toBe('Português')
    expect(languageByCode('xx')).toBeUndefined()
  })
})
