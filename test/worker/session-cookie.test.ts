import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { mailedPath, newAccount } from './support/cookie-jar.ts'

/** Signs a new account up through the worker at `origin`, opens its confirmation link there and returns the session cookie's Set-Cookie lines. */
async function sessionCookiesAt(origin: string): Promise<string[]> {
  const ip = `10.9.${Math.floor(Math.random() * 250)}.1`
  const account = newAccount('cookie')
  const signup = await exports.default.fetch(
    new Request(`${origin}/en/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'cf-connecting-ip': ip },
      body: new URLSearchParams(account).toString(),
      redirect: 'manual',
    }),
  )
  expect(signup.status).toBe(200)
  const res = await exports.default.fetch(
    new Request(`${origin}${await mailedPath(account.email)}`, { headers: { 'cf-connecting-ip': ip }, redirect: 'manual' }),
  )
  expect(res.status).toBe(303)
  const lines = res.headers.getSetCookie().filter((line) => /^sb-[^=]+-auth-token/.test(line))
  expect(lines.length).toBeGreaterThan(0)
  return lines
}

describe('the session cookie', () => {
  it.each(['http://timeprice.example', 'https://timeprice.example', 'http://192.168.1.20:8787', 'http://localhost.evil.example'])(
    'is Secure, httpOnly and SameSite=Lax on %s, whatever the scheme',
    async (origin) => {
      for (const line of await sessionCookiesAt(origin)) {
        expect(line).toMatch(/;\s*Secure/i)
        expect(line).toMatch(/;\s*HttpOnly/i)
        expect(line).toMatch(/;\s*SameSite=Lax/i)
      }
    },
  )

  it.each(['http://localhost', 'http://127.0.0.1:8787', 'http://[::1]:8787'])(
    'is not Secure on the loopback address %s',
    async (origin) => {
      for (const line of await sessionCookiesAt(origin)) expect(line).not.toMatch(/;\s*Secure/i)
    },
  )
})
