import type { CookieJar } from './cookie-jar.ts'

/** The session cookie's name for a Supabase on 127.0.0.1, and its chunks (`.0`, `.1`). */
export const SESSION = /^sb-127-auth-token(\.\d+)?$/

/** The session @supabase/ssr keeps in the cookie. */
export interface StoredSession {
  access_token: string
  refresh_token: string
  expires_at: number
  user: { id: string }
}

/** Reads the session out of the jar's cookie (one cookie or its chunks, base64url). */
export function readSession(jar: CookieJar): StoredSession {
  const names = [...jar.cookies.keys()].filter((name) => SESSION.test(name)).sort()
  const value = names.length === 1 ? jar.cookies.get(names[0]!)! : names.map((name) => jar.cookies.get(name)).join('')
  const base64 = decodeURIComponent(value)
    .replace(/^base64-/, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))))
}

/** Writes `session` into the jar as one cookie, the way @supabase/ssr encodes it. */
export function writeSession(jar: CookieJar, session: StoredSession) {
  for (const name of [...jar.cookies.keys()]) if (SESSION.test(name)) jar.cookies.delete(name)
  const bytes = new TextEncoder().encode(JSON.stringify(session))
  const base64url = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  jar.cookies.set('sb-127-auth-token', `base64-${base64url}`)
}
