import { describe, expect, it } from 'vitest'
import { pictureType } from '../../../src/lib/schemas/profile.ts'
import { PNG } from '../support/picture.ts'

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))
const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat())

/** The smallest shape of each kind the rule reads: a JPEG's start, a frame and its end marker; a WebP's RIFF header and its declared length. */
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], ascii('JFIF'), [0x00, 0xff, 0xc0, 0x00, 0x0b, 0xff, 0xd9])
const webp = (declared: number, length: number) =>
  bytes(ascii('RIFF'), [declared & 0xff, (declared >> 8) & 0xff, 0, 0], ascii('WEBPVP8 '), new Array<number>(length - 16).fill(0))

describe('the type of an uploaded picture', () => {
  it('is read from whole files, whatever they are named', () => {
    expect(pictureType(PNG)).toBe('image/png')
    expect(pictureType(JPEG)).toBe('image/jpeg')
    expect(pictureType(webp(32, 40))).toBe('image/webp')
  })

  it('keeps a JPEG whose end marker a camera followed with data of its own', () => {
    expect(pictureType(bytes([...JPEG], ascii('trailing camera data')))).toBe('image/jpeg')
  })

  it('refuses a file cut short, which would show as a broken picture', () => {
    expect(pictureType(PNG.slice(0, 8))).toBeUndefined()
    expect(pictureType(PNG.slice(0, PNG.length - 12))).toBeUndefined()
    expect(pictureType(JPEG.slice(0, JPEG.length - 2))).toBeUndefined()
    expect(pictureType(webp(64, 40))).toBeUndefined()
  })

  it('refuses what is none of the three', () => {
    expect(pictureType(bytes(ascii('GIF89a')))).toBeUndefined()
    expect(pictureType(bytes(ascii('hello, not a picture')))).toBeUndefined()
    expect(pictureType(new Uint8Array())).toBeUndefined()
  })
})
