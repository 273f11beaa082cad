import { describe, expect, it } from 'vitest'
import { recoveredJar } from './support/recovery.ts'

describe('after a successful password reset', () => {
  it.each([
    ['en', 'Go to your dashboard'],
    ['de', 'Zu Ihrer Übersicht'],
    ['pt-BR', 'Ir para o seu painel'],
  ])('the form gives way to a link onward (%s)', async (lang, onward) => {
    const { jar } = await recoveredJar(lang)
    const res = await jar.fetch(`/${lang}/reset-password`, { form: { password: 'second-pass-2' } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('class="form-success"')
    expect(html).not.toContain(`action="/${lang}/reset-password"`)
    expect(html).not.toContain('type="password"')
    expect(html).toMatch(new RegExp(`<a class="button" href="/${lang}/dashboard">${onward}</a>`))
  })
})
