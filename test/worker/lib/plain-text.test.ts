import { describe, expect, it } from 'vitest'
import { hasBidiControls, hasControlCharacters, withoutBidiControls } from '../../../src/lib/plain-text.ts'

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']

describe('bidirectional controls', () => {
  it('finds each of them, and nothing in right-to-left text itself or in other invisible characters', () => {
    for (const control of BIDI) expect(hasBidiControls(`a${control}b`), control.charCodeAt(0).toString(16)).toBe(true)
    for (const text of ['Laptop', 'אופניים', 'دراجة', 'zero\u200bwidth', 'join\u200dme', 'Café'])
      expect(hasBidiControls(text), text).toBe(false)
  })

  it('leaves them out of text to show, and nothing else', () => {
    expect(withoutBidiControls('\u202egnp.exe\u202c')).toBe('gnp.exe')
    expect(withoutBidiControls(BIDI.join('x'))).toBe('x'.repeat(BIDI.length - 1))
    expect(withoutBidiControls('دراجة Laptop')).toBe('دراجة Laptop')
  })

  it('are not control characters in the C0 sense, which have their own rule', () => {
    for (const control of BIDI) expect(hasControlCharacters(control)).toBe(false)
  })
})
