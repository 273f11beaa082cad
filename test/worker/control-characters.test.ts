import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { newPasswordSchema } from '../../src/lib/schemas/auth.ts'
import { createComparison } from '../../src/supabase/comparisons.ts'
import { callApi, laptop } from './support/api.ts'
import { saveCalculations } from './support/comparisons.ts'
import { CookieJar, newAccount, signedUpJar, signUpWithClient } from './support/cookie-jar.ts'
import { readSession, writeSession } from './support/session.ts'
import { tripGoal } from './support/goals.ts'
import { signedInClient } from './support/supabase-client.ts'

/** NUL and other C0 characters (and DEL), each put in the middle of an otherwise fine value. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'] as const
/** Tab and line breaks: refused in one-line fields, allowed in the contact message. */
const LINE_BREAKS = ['\t', '\n', '\r'] as const

const MESSAGE = { en: 'invisible control characters', de: 'unsichtbare Steuerzeichen', 'pt-BR': 'caracteres de controle invisíveis' }

/** Each control character in English, plus one each in German and Brazilian Portuguese for the page's language. */
const LANG_CASES: [keyof typeof MESSAGE, string][] = [
  ['de', '\u0000'],
  ...CONTROLS.map((c): ['en', string] => ['en', c]),
  ['pt-BR', '\u001b'],
]

/** A form control named `field` that is marked invalid (its id may carry the form's prefix). */
const invalidControl = (field: string) =>
  new RegExp(`<(input|textarea)[^>]*aria-invalid="true"[^>]*name="${field}"|<(input|textarea)[^>]*name="${field}"[^>]*aria-invalid="true"`)

const spoil = (value: string, control: string) => `${value.slice(0, 2)}${control}${value.slice(2)}`
const show = (control: string) => `U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`

/** A form field whose text is refused with a 422, its error at the field and in the page's language. */
interface FormCase {
  path: string
  form: () => Record<string, string>
  field: string
  /** Who posts: a guest (each time with a new address) or the signed-in member. */
  as: 'guest' | 'member'
  /** A hidden field the page fills in (the browser's time zone): refused too, with the form's alert, as there is no control to mark. */
  hidden?: boolean
}

let member: CookieJar
let account: ReturnType<typeof newAccount>
let calculationId: string
let goalId: string

const FORMS: FormCase[] = [
  { path: '/login', as: 'guest', field: 'email', form: () => ({ email: account.email, password: account.password }) },
  { path: '/login', as: 'guest', field: 'password', form: () => ({ email: account.email, password: account.password }) },
  ...(['username', 'email', 'password', 'timeZone'] as const).map((field): FormCase => ({
    path: '/signup',
    as: 'guest',
    field,
    hidden: field === 'timeZone',
    form: () => ({ ...newAccount('ctl'), timeZone: 'Europe/Berlin' }),
  })),
  { path: '/forgot-password', as: 'guest', field: 'email', form: () => ({ email: account.email }) },
  ...(['name', 'email', 'message'] as const).map((field): FormCase => ({
    path: '/contact',
    as: 'guest',
    field,
    form: () => ({ name: 'Ana Lima', email: 'ana@example.test', message: 'A question about rates.' }),
  })),
  ...(['username', 'email'] as const).map((field): FormCase => ({
    path: '/profile',
    as: 'member',
    field,
    form: () => ({
      username: account.username,
      email: account.email,
      hourlyRate: '30',
      currency: 'EUR',
      language: 'en',
      receiptLanguage: 'eng',
    }),
  })),
  ...(['currentPassword', 'password'] as const).map((field): FormCase => ({
    path: '/profile/password',
    as: 'member',
    field,
    form: () => ({ currentPassword: account.password, password: 'another-horse-8' }),
  })),
  { path: '/goals', as: 'member', field: 'title', form: () => ({ title: 'Trip to Lisbon', targetAmount: '1000' }) },
  { path: '/goals/:goal', as: 'member', field: 'title', form: () => ({ title: 'Trip to Lisbon' }) },
]

/** A JSON body whose text is refused with a 422 naming the field. */
interface JsonCase {
  method: string
  path: string
  body: () => Record<string, unknown>
  field: string
}

const JSON_BODIES: JsonCase[] = [
  { method: 'POST', path: '/api/calculations', field: 'title', body: () => ({ ...laptop }) },
  { method: 'PATCH', path: '/api/calculations/:calculation', field: 'title', body: () => ({ title: 'New laptop' }) },
  {
    method: 'POST',
    path: '/api/comparisons',
    field: 'title',
    body: () => ({ calculationIds: [calculationId, calculationId2], title: 'Big buys' }),
  },
  { method: 'POST', path: '/api/goals', field: 'title', body: () => ({ ...tripGoal }) },
  { method: 'PATCH', path: '/api/goals/:goal', field: 'title', body: () => ({ title: 'Trip to Lisbon' }) },
]
let calculationId2: string

const withIds = (path: string) => path.replace(':goal', goalId).replace(':calculation', calculationId)

beforeAll(async () => {
  ;({ jar: member, account } = await signedUpJar())
  const ids = await saveCalculations(member, [laptop, { ...laptop, price: 400, title: 'City bike' }])
  calculationId = ids[0]!
  calculationId2 = ids[1]!
  goalId = (await callApi(member, 'POST', '/api/goals', tripGoal)).json.goal.id
})

describe('control characters in forms', () => {
  for (const { path, as, field, form, hidden } of FORMS) {
    it(`POST ${path} refuses them in ${field} with a 422 naming the field, in the page's language`, async () => {
      for (const [lang, control] of LANG_CASES) {
        const jar = as === 'member' ? member : new CookieJar()
        const values = form()
        const res = await jar.fetch(`/${lang}${withIds(path)}`, { form: { ...values, [field]: spoil(values[field]!, control) } })
        expect(res.status, `${field} with ${show(control)}`).toBe(422)
        const html = await res.text()
        if (hidden) {
          expect(html).toContain(`<html lang="${lang}">`)
          expect(html).toContain('role="alert"')
          continue
        }
        expect(html, `${field} with ${show(control)}`).toMatch(invalidControl(field))
        expect(html).toContain(MESSAGE[lang])
      }
    })
  }

  it('refuses tabs and line breaks in one-line fields but keeps them in the contact message', async () => {
    for (const control of LINE_BREAKS) {
      const title = await member.fetch('/en/goals', { form: { title: spoil('Trip to Lisbon', control), targetAmount: '1000' } })
      expect(title.status, show(control)).toBe(422)
      const message = await new CookieJar().fetch('/en/contact', {
        form: { name: 'Ana Lima', email: 'ana@example.test', message: `First line${control}second line, long enough.` },
      })
      expect(message.status, show(control)).toBe(303)
      expect(message.headers.get('location'), show(control)).toBe('/en/contact?sent=1')
    }
  })

  it('refuses them in a new password after recovery (the same password rule)', () => {
    const result = v.safeParse(newPasswordSchema, { password: 'ano\u0000ther-horse-8' })
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.path?.[0]?.key).toBe('password')
  })

  it('refuses them in the calculator form’s title, naming the title on the calculator it returns to', async () => {
    for (const control of [...CONTROLS, '\t', '\n']) {
      const res = await member.fetch('/en/dashboard/calculations', {
        form: { mode: 'price_to_time', price: '1200', rate: '40', title: spoil('New laptop', control) },
      })
      expect(res.status).toBe(303)
      const page = await member.fetch(res.headers.get('location')!)
      expect(await page.text(), show(control)).toContain('Title contains invisible control characters')
    }
  })

  it('refuses them in a comparison’s title, naming the title on the dashboard', async () => {
    const res = await member.fetch('/en/dashboard/comparisons', {
      form: [
        ['calculationIds', calculationId],
        ['calculationIds', calculationId2],
        ['title', 'Big\u0000buys'],
      ],
    })
    expect(res.status).toBe(303)
    const page = await member.fetch(res.headers.get('location')!)
    expect(await page.text()).toContain('Title: remove the invisible control characters.')
  })
})

describe('control characters in JSON bodies', () => {
  for (const { method, path, body, field } of JSON_BODIES) {
    it(`${method} ${path} refuses them in ${field} with a 422 naming the field`, async () => {
      for (const control of [...CONTROLS, ...LINE_BREAKS]) {
        const values = body()
        const res = await callApi(member, method, withIds(path), { ...values, [field]: spoil(String(values[field]), control) })
        expect(res.status, `${field} with ${show(control)}`).toBe(422)
        expect(Object.keys(res.json.error.fields), show(control)).toContain(field)
        expect(res.json.error.fields[field]).toContain('control characters')
      }
    })
  }
})

/** Unicode's bidirectional controls: embeddings and overrides, isolates, and the three marks. */
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
] as const
/** Any of them, for checking a page holds none. */
const ANY_BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/

/** One bidirectional control per language, so each language's message is seen. */
const BIDI_LANG_CASES: [keyof typeof MESSAGE, string][] = [
  ['en', '\u202e'],
  ['de', '\u2066'],
  ['pt-BR', '\u200f'],
]

/** The forms whose names others see: usernames and titles. */
const NAME_FORMS = FORMS.filter(({ path, field }) => field === 'username' || (path.startsWith('/goals') && field === 'title'))

describe('bidirectional controls in names', () => {
  it('covers every form with a username or a goal title', () => {
    expect(NAME_FORMS.map(({ path, field }) => `${path} ${field}`)).toEqual([
      '/signup username',
      '/profile username',
      '/goals title',
      '/goals/:goal title',
    ])
  })

  for (const { path, as, field, form } of NAME_FORMS) {
    it(`POST ${path} refuses them in ${field} with a 422 naming the field, in the page's language`, async () => {
      for (const [lang, control] of [...BIDI_LANG_CASES, ...BIDI.map((c): ['en', string] => ['en', c])]) {
        const jar = as === 'member' ? member : new CookieJar()
        const values = form()
        const res = await jar.fetch(`/${lang}${withIds(path)}`, { form: { ...values, [field]: spoil(values[field]!, control) } })
        expect(res.status, `${field} with ${show(control)}`).toBe(422)
        const html = await res.text()
        expect(html, `${field} with ${show(control)}`).toMatch(invalidControl(field))
        expect(html).toContain(MESSAGE[lang])
      }
    })
  }

  it('refuses them in the calculator form’s title, naming the title on the calculator it returns to', async () => {
    for (const [lang, control] of BIDI_LANG_CASES) {
      const res = await member.fetch(`/${lang}/dashboard/calculations`, {
        form: { mode: 'price_to_time', price: '1200', rate: '40', title: spoil('New laptop', control) },
      })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).not.toContain('/dashboard')
      const page = await member.fetch(res.headers.get('location')!)
      expect(await page.text(), show(control)).toContain(MESSAGE[lang])
    }
  })

  it('refuses them in a comparison’s title, naming the title on the dashboard', async () => {
    const res = await member.fetch('/en/dashboard/comparisons', {
      form: [
        ['calculationIds', calculationId],
        ['calculationIds', calculationId2],
        ['title', 'Big\u202ebuys'],
      ],
    })
    expect(res.status).toBe(303)
    const page = await member.fetch(res.headers.get('location')!)
    expect(await page.text()).toContain('Title: remove the invisible control characters.')
  })

  for (const { method, path, body, field } of JSON_BODIES) {
    it(`${method} ${path} refuses them in ${field} with a 422 naming the field`, async () => {
      for (const control of BIDI) {
        const values = body()
        const res = await callApi(member, method, withIds(path), { ...values, [field]: spoil(String(values[field]), control) })
        expect(res.status, `${field} with ${show(control)}`).toBe(422)
        expect(Object.keys(res.json.error.fields), show(control)).toContain(field)
        expect(res.json.error.fields[field]).toContain('control characters')
      }
      const de = await callApi(member, method, withIds(path), { ...body(), [field]: 'Bi\u202eke' }, { 'accept-language': 'de' })
      expect(de.json.error.fields[field]).toContain('Steuerzeichen')
    })
  }

  it('keeps right-to-left text itself: Hebrew and Arabic titles are saved', async () => {
    for (const title of ['אופניים', 'دراجة']) {
      const res = await callApi(member, 'POST', '/api/calculations', { ...laptop, title })
      expect(res.status).toBe(201)
      expect(res.json.calculation.title).toBe(title)
    }
  })

  it('leaves them out of a shared comparison stored with them: title, link previews and the page’s text', async () => {
    const { client } = await signedInClient()
    const item = { mode: 'price_to_time', amount: 1200, currency: 'EUR', hourlyRate: 40, hours: 30, useWorkWeek: true } as const
    const { data, error } = await createComparison(client, {
      ownerName: 'ev\u202eil',
      title: '\u202egnp.exe\u202c',
      items: [
        { ...item, title: 'Lap\u2067top\u2069' },
        { ...item, title: null, amount: 400, hours: 10 },
      ],
    })
    expect(error).toBeNull()
    for (const lang of ['en', 'de', 'pt-BR']) {
      const res = await new CookieJar().fetch(`/${lang}/compare/${data!.code}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).not.toMatch(ANY_BIDI)
      expect(html).toMatch(/<title>[^<]*Laptop[^<]*<\/title>/)
      expect(html).toMatch(/<meta property="og:title" content="[^"]*Laptop/)
      expect(html).toMatch(/<meta name="twitter:title" content="[^"]*Laptop/)
      expect(html).toContain('<h1>gnp.exe</h1>')
      expect(html).toContain('evil')
    }
  })

  it('leaves them out of calculations, goals, comparisons and a username stored with them: every page and the JSON API', async () => {
    const { jar, account } = await signedUpJar()
    const { client } = await signedInClient(account)
    expect((await client.auth.updateUser({ data: { username: 'ev\u202eil' } })).error).toBeNull()
    const calculation = await client
      .from('calculations')
      .insert({
        title: '\u202egnp.exe\u202c',
        mode: 'price_to_time',
        amount: 1200,
        currency: 'EUR',
        hourly_rate: 40,
        hours: 30,
        use_work_week: true,
      })
      .select('id')
      .single()
    expect(calculation.error).toBeNull()
    const goal = await client.from('goals').insert({ title: 'Tr\u202eip', target_amount: 1000, saved_amount: 200, currency: 'EUR' })
    expect(goal.error).toBeNull()
    const item = { mode: 'price_to_time', amount: 1200, currency: 'EUR', hourlyRate: 40, hours: 30, useWorkWeek: true } as const
    const comparison = await createComparison(client, {
      ownerName: 'ev\u202eil',
      title: 'Wi\u202eshes',
      items: [
        { ...item, title: 'Lap\u2067top\u2069' },
        { ...item, title: null, amount: 400, hours: 10 },
      ],
    })
    expect(comparison.error).toBeNull()

    // The jar's session keeps the username it was last given; a refreshed one carries the stored one.
    writeSession(jar, { ...readSession(jar), expires_at: Math.floor(Date.now() / 1000) + 10 })
    const pages = {
      dashboard: ['/en/dashboard', ['gnp.exe', 'Wishes']],
      goals: ['/en/goals', ['Trip']],
      receipt: [`/en/dashboard/receipt/${calculation.data!.id}`, ['gnp.exe', 'evil']],
      profile: ['/en/profile', ['evil']],
    } as const
    for (const [name, [path, shown]] of Object.entries(pages)) {
      const res = await jar.fetch(path)
      expect(res.status, name).toBe(200)
      const html = await res.text()
      expect(html, name).not.toMatch(ANY_BIDI)
      for (const text of shown) expect(html, `${name} shows ${text}`).toContain(text)
    }
    for (const path of ['/api/calculations', '/api/goals', '/api/comparisons']) {
      const res = await callApi(jar, 'GET', path)
      expect(res.status, path).toBe(200)
      const body = JSON.stringify(res.json)
      expect(body, path).not.toMatch(ANY_BIDI)
      expect(body, path).toMatch(/gnp\.exe|Trip|Wishes/)
    }
  })
})
