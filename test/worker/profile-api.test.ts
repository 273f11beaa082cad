import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'

/** Each language's own sentence for each refusal, so a test sees which one came back. */
const MESSAGES = {
  en: {
    rate: 'Enter an hourly rate above 0 and at most 1,000,000.',
    currency: 'Choose one of the listed currencies.',
    workWeek: 'Choose on (true) or off (false).',
    unknown: '“hourly_rate” cannot be changed here: send hourlyRate, useWorkWeek or currency.',
    empty: 'Send at least one of: hourlyRate, useWorkWeek, currency.',
  },
  de: {
    rate: 'Bitte geben Sie einen Stundensatz über 0 und höchstens 1.000.000 ein.',
    currency: 'Bitte wählen Sie eine der aufgeführten Währungen.',
    workWeek: 'Bitte wählen Sie an (true) oder aus (false).',
    unknown: '„hourly_rate“ lässt sich hier nicht ändern: Senden Sie hourlyRate, useWorkWeek oder currency.',
    empty: 'Bitte senden Sie mindestens eines von: hourlyRate, useWorkWeek, currency.',
  },
  'pt-BR': {
    rate: 'Digite um valor por hora acima de 0 e de no máximo 1.000.000.',
    currency: 'Escolha uma das moedas da lista.',
    workWeek: 'Escolha ligado (true) ou desligado (false).',
    unknown: '“hourly_rate” não pode ser alterado aqui: envie hourlyRate, useWorkWeek ou currency.',
    empty: 'Envie pelo menos um de: hourlyRate, useWorkWeek, currency.',
  },
} as const

const LANGS = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]

describe('PATCH /api/profile', () => {
  let jar: CookieJar

  beforeAll(async () => {
    jar = (await signedUpJar()).jar
  })

  const patch = (body: unknown, lang = 'en') => callApi(jar, 'PATCH', '/api/profile', body, { 'accept-language': lang })

  it('changes the currency alone, and with the rate and the work week', async () => {
    const alone = await patch({ currency: 'BRL' })
    expect(alone.status).toBe(200)
    expect(alone.json.profile).toMatchObject({ currency: 'BRL' })
    const all = await patch({ hourlyRate: 30, useWorkWeek: true, currency: 'EUR' })
    expect(all.status).toBe(200)
    expect(all.json.profile).toEqual({ hourlyRate: 30, useWorkWeek: true, currency: 'EUR' })
    const page = await (await jar.fetch('/en/profile')).text()
    expect(page).toMatch(/<option[^>]*value="EUR"[^>]*selected|<option[^>]*selected[^>]*value="EUR"/)
  })

  it('keeps a rate in a currency without a minor unit whole, as the profile form does', async () => {
    const res = await patch({ hourlyRate: 42.5, currency: 'JPY' })
    expect(res.status).toBe(200)
    expect(res.json.profile).toMatchObject({ hourlyRate: 43, currency: 'JPY' })
    const nothing = await patch({ hourlyRate: 0.4, currency: 'JPY' })
    expect(nothing.status).toBe(422)
    expect(nothing.json.error.fields).toEqual({ hourlyRate: MESSAGES.en.rate })
  })

  for (const lang of LANGS) {
    it(`names each refused field with its own message, in ${lang}`, async () => {
      const messages = MESSAGES[lang]
      const cases: [unknown, Record<string, string>][] = [
        [{ currency: 'XYZ' }, { currency: messages.currency }],
        [{ currency: 978 }, { currency: messages.currency }],
        [{ useWorkWeek: 'yes' }, { useWorkWeek: messages.workWeek }],
        [{ hourlyRate: -5 }, { hourlyRate: messages.rate }],
        [{ hourlyRate: '40' }, { hourlyRate: messages.rate }],
        [
          { hourlyRate: 0, currency: 'ABC', useWorkWeek: 1 },
          { hourlyRate: messages.rate, currency: messages.currency, useWorkWeek: messages.workWeek },
        ],
        [{}, { body: messages.empty }],
      ]
      for (const [body, fields] of cases) {
        const res = await patch(body, lang)
        expect(res.status, JSON.stringify(body)).toBe(422)
        expect(res.json.error.code).toBe('invalid')
        expect(res.json.error.fields, JSON.stringify(body)).toEqual(fields)
      }
    })

    it(`answers a key it does not take with a 400 that names the key, in ${lang}`, async () => {
      const res = await patch({ hourlyRate: 40, hourly_rate: 40 }, lang)
      expect(res.status).toBe(400)
      expect(res.json.error.fields).toEqual({ hourly_rate: MESSAGES[lang].unknown })
      expect(res.json.error.message).toBe(MESSAGES[lang].unknown)
    })
  }

  it('names every key it does not take, and changes nothing', async () => {
    const before = await patch({ hourlyRate: 31 })
    const res = await patch({ hourlyRate: 50, username: 'someone', profilePicture: 'x.png' })
    expect(res.status).toBe(400)
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['profilePicture', 'username'])
    expect(res.json.error.fields.username).toContain('“username”')
    const after = await patch({ useWorkWeek: before.json.profile.useWorkWeek })
    expect(after.json.profile.hourlyRate).toBe(31)
  })
})

describe('GET /api/profile', () => {
  it('answers the settings, and after another device changed them, the new ones once the live change asks for them', async () => {
    const { jar, account } = await signedUpJar()
    const here = await callApi(jar, 'GET', '/api/profile')
    expect(here.status).toBe(200)
    expect(here.json.profile).toEqual({ hourlyRate: expect.any(Number), useWorkWeek: expect.any(Boolean), currency: expect.any(String) })

    const elsewhere = new CookieJar()
    expect((await elsewhere.fetch('/en/login', { form: { email: account.email, password: account.password } })).status).toBe(303)
    const changed = await callApi(elsewhere, 'PATCH', '/api/profile', { hourlyRate: 20, useWorkWeek: true, currency: 'CHF' })
    expect(changed.status).toBe(200)

    const told = await callApi(jar, 'GET', '/api/profile', undefined, { 'x-live': 'profile' })
    expect(told.json.profile).toEqual({ hourlyRate: 20, useWorkWeek: true, currency: 'CHF' })
  })

  it('is for a signed-in user only', async () => {
    const res = await callApi(null, 'GET', '/api/profile')
    expect(res.status).toBe(401)
  })
})
