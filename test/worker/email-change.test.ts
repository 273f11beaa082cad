import { describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { CookieJar, mailedPath, mailsTo, newAccount, signedUpJar } from './support/cookie-jar.ts'

/** The profile form with everything as the account has it but the address, proved with the current password. */
const profileForm = (
  account: { username: string; password: string },
  email: string,
  language = 'en',
  currentPassword = account.password,
) => ({
  username: account.username,
  email,
  currentPassword,
  hourlyRate: '30',
  currency: 'EUR',
  language,
  receiptLanguage: 'eng',
})

describe('changing the email address on the profile', () => {
  it('mails the new address a link to /auth/confirm in the profile language, says what went where, and keeps the old address until then', async () => {
    const { jar, account } = await signedUpJar('de')
    const next = newAccount('moved').email
    const res = await jar.fetch('/de/profile', { form: profileForm(account, next, 'de') })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/de/profile?saved=profile&email=${encodeURIComponent(next)}`)
    const page = await (await jar.fetch(res.headers.get('location')!)).text()
    expect(page).toContain(
      `Wir haben einen Bestätigungslink an ${next} geschickt. Bis Sie ihn öffnen, bleibt Ihre Adresse ${account.email}.`,
    )
    expect(page).toContain(`value="${account.email}"`)
    const [mail] = (await mailsTo(next)).filter((one) => one.type === 'email_change')
    expect(mail!.subject).toBe('Neue E-Mail-Adresse bestätigen – TimePrice')
    expect(mail!.language).toBe('de')
    const link = new URL(mail!.link!)
    expect(link.origin + link.pathname).toBe('http://localhost/de/auth/confirm')
    expect(link.searchParams.get('type')).toBe('email_change')
    expect(link.searchParams.get('token_hash')).toMatch(/^[\w-]+$/)
    expect(await mailsTo(account.email)).toEqual(expect.not.arrayContaining([expect.objectContaining({ type: 'email_change' })]))
  })

  it('takes effect once the link is opened, in any browser: the header and profile show the new address, which logs in; the old one no longer does', async () => {
    const { jar, account } = await signedUpJar()
    const next = newAccount('moved').email
    await jar.fetch('/en/profile', { form: profileForm(account, next) })
    const elsewhere = new CookieJar()
    const confirmed = await elsewhere.fetch(await mailedPath(next, 'email_change'))
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/en/profile?saved=email')
    const profile = await (await elsewhere.fetch('/en/profile?saved=email')).text()
    expect(profile).toContain(`Your email address is now ${next}.`)
    expect(profile).toContain(`value="${next}"`)

    const oldLogin = await new CookieJar().fetch('/en/login', { form: { email: account.email, password: account.password } })
    expect(oldLogin.status).toBe(401)
    const newLogin = new CookieJar()
    const res = await newLogin.fetch('/en/login', { form: { email: next, password: account.password } })
    expect(res.status).toBe(303)
    expect(await (await newLogin.fetch('/en/profile')).text()).toContain(`value="${next}"`)
  })

  it('opened in the browser signed in to that account, moves it on to the new address at once', async () => {
    const { jar, account } = await signedUpJar()
    const next = newAccount('moved').email
    await jar.fetch('/en/profile', { form: profileForm(account, next) })
    const confirmed = await jar.fetch(await mailedPath(next, 'email_change'))
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/en/profile?saved=email')
    expect(await (await jar.fetch('/en/profile?saved=email')).text()).toContain(`Your email address is now ${next}.`)
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(account.username)
  })

  it('opened while another account is signed in, confirms that account’s new address and keeps the browser signed in to its own', async () => {
    const sender = await signedUpJar()
    const next = newAccount('moved').email
    await sender.jar.fetch('/de/profile', { form: profileForm(sender.account, next, 'de') })
    const { jar, account } = await signedUpJar('de')
    const opened = await jar.fetch((await mailedPath(next, 'email_change')).replace('/en/', '/de/'))
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toContain('no-store')
    const page = await opened.text()
    expect(page).toContain(`Sie sind weiter als ${account.username} angemeldet`)
    expect(page).toContain('href="/de/profile"')
    expect((await callApi(jar, 'GET', '/api/export')).json.profile.username).toBe(account.username)
    expect((await new CookieJar().fetch('/en/login', { form: { email: next, password: sender.account.password } })).status).toBe(303)
  })

  it('takes the current password: without it, or with a wrong one, the form comes back naming it, the rest kept, and no mail goes out', async () => {
    const { jar, account } = await signedUpJar('de')
    const next = newAccount('moved').email
    const missing = await jar.fetch('/de/profile', { form: profileForm(account, next, 'de', '') })
    expect(missing.status).toBe(422)
    const refused = await missing.text()
    expect(refused).toContain('Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.')
    expect(refused).toMatch(/<input[^>]*id="email-current-password"[^>]*aria-invalid="true"/)
    expect(refused).toContain(`value="${next}"`)

    const wrong = await jar.fetch('/de/profile', { form: profileForm(account, next, 'de', 'not-the-password') })
    expect(wrong.status).toBe(422)
    const wrongPage = await wrong.text()
    expect(wrongPage).toContain('Das aktuelle Passwort stimmt nicht.')
    expect(wrongPage).not.toContain('not-the-password')

    expect(await mailsTo(next)).toEqual([])
    expect(await (await jar.fetch('/de/profile')).text()).toContain(`value="${account.email}"`)
  })

  it('saves the rest of the profile without a password while the address stays the same', async () => {
    const { jar, account } = await signedUpJar()
    const res = await jar.fetch('/en/profile', { form: { ...profileForm(account, account.email, 'en', ''), hourlyRate: '55' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/profile?saved=profile')
  })

  it('says an address another account uses is taken, on the field, without offering to log in', async () => {
    const { jar, account } = await signedUpJar('de')
    const other = await signedUpJar()
    const res = await jar.fetch('/de/profile', { form: profileForm(account, other.account.email, 'de') })
    expect(res.status).toBe(409)
    const page = await res.text()
    expect(page).toContain('Diese Adresse gehört zu einem anderen Konto. Wählen Sie eine andere.')
    expect(page).toContain('id="email-error"')
    expect(page).not.toContain('stattdessen anmelden')
  })

  it('names in its sentence only an address the query really holds as one', async () => {
    const { jar } = await signedUpJar()
    const page = await (
      await jar.fetch('/en/profile?saved=profile&email=' + encodeURIComponent('your account is locked. Call +1 555'))
    ).text()
    expect(page).not.toContain('your account is locked')
    expect(page).toContain('Your profile has been saved.')
  })

  it('answers a used link with the page that points to the profile, not to a sign-up’s new mail', async () => {
    const { jar, account } = await signedUpJar()
    const next = newAccount('moved').email
    await jar.fetch('/en/profile', { form: profileForm(account, next) })
    const path = await mailedPath(next, 'email_change')
    expect((await new CookieJar().fetch(path)).status).toBe(303)
    const again = await new CookieJar().fetch(path)
    expect(again.status).toBe(400)
    const page = await again.text()
    expect(page).toContain('This link no longer works')
    expect(page).toContain('enter the new one on your profile again')
    expect(page).toContain('href="/en/profile"')
    expect(page).not.toContain('/signup/resend')
  })
})
