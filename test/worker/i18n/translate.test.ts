import { describe, expect, it } from 'vitest'
import { translatorOf } from '../../../src/i18n/translate.ts'

describe('translatorOf', () => {
  it('fills {{placeholders}} through rosetta and empties unknown ones', () => {
    const t = translatorOf({ lead: '{{price}} costs you', mixed: '{{ a }}-{{b}}-{{missing}}', plain: 'no placeholders' })
    expect(t('lead', { price: '€5' })).toBe('€5 costs you')
    expect(t('mixed', { a: 1, b: 0 })).toBe('1-0-')
    expect(t('plain')).toBe('no placeholders')
  })

  it('looks nested messages up by their dotted key', () => {
    const t = translatorOf({ status: { saved: '“{{title}}” is saved.' } })
    expect(t('status.saved', { title: 'Laptop' })).toBe('“Laptop” is saved.')
  })
})
