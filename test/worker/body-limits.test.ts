import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { CALCULATOR_FIELDS, FIELD_MAXIMUM } from '../../src/lib/calculation/fields.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { PNG } from './support/picture.ts'

const SOME_ID = '00000000-0000-4000-8000-000000000000'

/** Every form route of the site (the picture upload is tested on its own); logout last, as it ends the session. */
const FORM_ROUTES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/contact',
  '/profile',
  '/profile/password',
  '/profile/rate',
  '/dashboard/calculations',
  `/dashboard/calculations/${SOME_ID}/delete`,
  `/dashboard/calculations/${SOME_ID}/favorite`,
  '/dashboard/comparisons',
  '/dashboard/comparisons/Abcd234567/delete',
  '/goals',
  '/goals/restore',
  `/goals/${SOME_ID}`,
  `/goals/${SOME_ID}/savings`,
  `/goals/${SOME_ID}/delete`,
  `/goals/from-calculation/${SOME_ID}`,
  '/logout',
] as const

describe('body limits on form routes', () => {
  let jar: CookieJar
  beforeAll(async () => {
    ;({ jar } = await signedUpJar())
  })

  it.each(FORM_ROUTES)('POST %s with a 40 KB form is a 413 with a localized page', async (route) => {
    const res = await jar.fetch(`/de${route}`, { form: { title: 'x'.repeat(40 * 1024) } })
    expect(res.status).toBe(413)
    const html = await res.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('Diese Anfrage ist zu groß.')
  })

  it('answers a 12 MB field with 413, never a 500', async () => {
    const { jar: member } = await signedUpJar()
    const res = await member.fetch('/pt-BR/dashboard/calculations', {
      form: { mode: 'price_to_time', title: 'x'.repeat(12 * 1024 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(await res.text()).toContain('Esta solicitação é grande demais.')
  })

  it('keeps 2 MB for the picture upload', async () => {
    const { jar: member } = await signedUpJar()
    // A megabyte between a PNG's header chunk and the rest of it: what the upload reads of a picture is its start and its end.
    const png = new Uint8Array(1024 * 1024)
    png.set(PNG.slice(0, 33))
    png.set(PNG.slice(33), png.length - (PNG.length - 33))
    const body = new FormData()
    body.set('picture', new File([png], 'me.png', { type: 'image/png' }))
    const res = await exports.default.fetch(
      new Request('http://localhost/en/profile/picture', {
        method: 'POST',
        headers: { cookie: member.header(), origin: 'http://localhost', 'cf-connecting-ip': member.ip },
        body,
        redirect: 'manual',
      }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/profile?saved=picture')
  })
})

describe('an invalid save from the calculator form', () => {
  it('echoes only the calculator’s fields into its redirect, each cut to its maximum length', async () => {
    const { jar } = await signedUpJar()
    const junk: [string, string][] = Array.from({ length: 2000 }, (_, i) => [`j${i}`, '1'])
    const form: [string, string][] = [
      ['mode', 'price_to_time'],
      ['price', 'abc'],
      ['rate', '9'.repeat(500)],
      ['currency', 'EUR'.repeat(50)],
      ['title', 't'.repeat(1000)],
      ...junk,
    ]
    const res = await jar.fetch('/en/dashboard/calculations', { form })
    expect(res.status).toBe(303)
    const location = res.headers.get('location')!
    expect(location.length).toBeLessThan(600)
    const query = new URL(location, 'http://localhost').searchParams
    for (const key of query.keys()) expect(CALCULATOR_FIELDS).toContain(key)
    expect(query.get('title')).toBe('t'.repeat(FIELD_MAXIMUM.title!))
    expect(query.get('price')).toBe('abc')
    expect(query.get('mode')).toBe('price_to_time')
    expect(query.get('rate')!.length).toBeLessThan(40)
    expect(query.get('currency')!.length).toBeLessThan(10)
  })
})
