import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../src/worker.ts'

const NOT_CONFIGURED = {
  en: 'Not configured: the operator’s name and postal address are missing.',
  de: 'Nicht eingerichtet: Name und Postanschrift des Betreibers fehlen.',
  'pt-BR': 'Não configurado: faltam o nome e o endereço postal do responsável.',
} as const

/** The Impressum as the worker renders it with these operator variables. */
async function impressum(lang: string, vars: { OPERATOR_NAME: string; OPERATOR_ADDRESS: string }) {
  const context = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext
  return app.fetch(new Request(`http://localhost/${lang}/impressum`), { ...env, ...vars }, context)
}

describe('the Impressum names the operator from configuration', () => {
  it('takes the name and postal address from wrangler.toml’s vars, one address line each', async () => {
    const res = await impressum('de', { OPERATOR_NAME: 'Erika Mustermann', OPERATOR_ADDRESS: 'Musterstraße 1\n12345 Berlin\nDeutschland' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<address[^>]*>Erika Mustermann<br\/>Musterstraße 1<br\/>12345 Berlin<br\/>Deutschland<\/address>/)
    expect(html).not.toContain(NOT_CONFIGURED.de)
  })

  it.each(['en', 'de', 'pt-BR'] as const)('says clearly, in %s, when they are not set', async (lang) => {
    expect(env.OPERATOR_NAME).toBe('')
    const res = await exports.default.fetch(new Request(`http://localhost/${lang}/impressum`))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(NOT_CONFIGURED[lang])
    expect(html).toContain('OPERATOR_NAME')
    expect(html).not.toContain('<address')
  })

  it('counts a name without an address as not set', async () => {
    const html = await (await impressum('en', { OPERATOR_NAME: 'Jane Doe', OPERATOR_ADDRESS: '  ' })).text()
    expect(html).toContain(NOT_CONFIGURED.en)
  })
})
