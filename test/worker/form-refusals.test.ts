import { describe, expect, it } from 'vitest'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'

describe('forms refused by their schema', () => {
  it('shows the contact form again with 422, what was typed and each field’s message in the page language', async () => {
    const res = await new CookieJar().fetch('/de/contact', { form: { name: 'Ana Lima', email: 'not-an-address', message: 'kurz' } })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('value="Ana Lima"')
    expect(html).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    expect(html).toContain('Bitte schreiben Sie mindestens 10 Zeichen.')
  })

  it('gives a contact message over 5,000 characters back whole, with its limit, and puts no maxlength on it', async () => {
    const message = `${'Ein langer Bericht über meine Stundensätze. '.repeat(120)}Ende.`
    const res = await new CookieJar().fetch('/de/contact', { form: { name: 'Ana Lima', email: 'ana@example.test', message } })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain(`>${message}</textarea>`)
    expect(html).toContain('Bitte schreiben Sie höchstens 5.000 Zeichen.')
    expect(html).not.toMatch(/<textarea[^>]*maxlength/)
  })

  it('refuses a recovery request for a malformed address with 422 and the address as typed', async () => {
    const res = await new CookieJar().fetch('/de/forgot-password', { form: { email: 'nobody-at-all' } })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('value="nobody-at-all"')
    expect(html).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    // The summary above the form is what a screen reader reads first, as on every other form.
    expect(html).toMatch(/<div class="form-errors" role="alert"[^>]*autofocus/)
    expect(html).toContain('Bitte korrigieren Sie die markierten Felder.')
  })

  it('treats a new password without the recovery session as an expired link before reading it', async () => {
    const res = await new CookieJar().fetch('/de/reset-password', { form: { password: '1' } })
    expect(res.status).toBe(401)
    expect(await res.text()).not.toContain('Das Passwort muss mindestens 6 Zeichen lang sein.')
  })

  it('counts a line break of a contact message once, as typed, though the browser sends two characters', async () => {
    const message = `${'Zeile mit Text.\r\n'.repeat(300)}Ende.`
    expect(message.replaceAll('\r\n', '\n').length).toBeLessThanOrEqual(5000)
    expect(message.length).toBeGreaterThan(5000)
    const res = await new CookieJar().fetch('/de/contact', { form: { name: 'Ana Lima', email: 'ana@example.test', message } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/de/contact?sent=1')
  })

  it('says a new password must differ from the current one, in the page language', async () => {
    const { jar, account } = await signedUpJar('pt-BR')
    const res = await jar.fetch('/pt-BR/profile/password', { form: { currentPassword: account.password, password: account.password } })
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Escolha uma senha diferente da atual.')
  })

  it('refuses a sign-up password over 72 bytes, as Auth keeps no more, though it has only 40 characters', async () => {
    const form = { username: 'renee', email: 'renee@example.test', password: 'é'.repeat(40) }
    const res = await new CookieJar().fetch('/de/signup', { form })
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Das Passwort darf höchstens 72 Zeichen lang sein, mit Umlauten, Akzenten oder Emojis weniger.')
    expect((await new CookieJar().fetch('/de/signup', { form: { ...form, password: 'é'.repeat(36) } })).status).toBe(200)
  })

  it('refuses a short new password on the profile with 422 and the length message', async () => {
    const { jar } = await signedUpJar()
    const res = await jar.fetch('/de/profile/password', { form: { password: '123' } })
    expect(res.status).toBe(422)
    expect(await res.text()).toContain('Das Passwort muss mindestens 6 Zeichen lang sein.')
  })
})
