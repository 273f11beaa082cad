import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

export interface ApiKeys {
  publishableKey: string
  secretKey: string
}

/** Fresh random keys in the Supabase CLI format (`sb_publishable_…`, `sb_secret_…`). */
export function randomKeys(): ApiKeys {
  const token = () => randomBytes(24).toString('base64url')
  return { publishableKey: `sb_publishable_${token()}`, secretKey: `sb_secret_${token()}` }
}

/**
 * Reads the keys from a dotenv file, generating and appending them once when missing,
 * so the worker (which reads the same `.dev.vars`) and the stand-in always agree.
 * Other lines of the file are kept as they are.
 */
export function readOrCreateKeys(file: string, url: string): ApiKeys {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const vars = parseEnv(text)
  const fresh = randomKeys()
  const keys: ApiKeys = {
    publishableKey: vars.SUPABASE_PUBLISHABLE_KEY || fresh.publishableKey,
    secretKey: vars.SUPABASE_SECRET_KEY || fresh.secretKey,
  }
  const wanted: Array<[string, string]> = [
    ['SUPABASE_URL', url],
    ['SUPABASE_PUBLISHABLE_KEY', keys.publishableKey],
    ['SUPABASE_SECRET_KEY', keys.secretKey],
  ]
  const missing = wanted.filter(([name]) => !vars[name])
  if (missing.length > 0) {
    const prefix = text === '' || text.endsWith('\n') ? text : `${text}\n`
    writeFileSync(file, prefix + missing.map(([k, v]) => `${k}=${v}\n`).join(''))
  }
  return keys
}

/**
 * The HS256 secret lite signs access tokens with, derived from the secret key so that
 * sessions survive a restart without storing one more secret anywhere.
 */
export function jwtSecretFor(keys: ApiKeys): string {
  return createHmac('sha256', keys.secretKey).update('timeprice-local-jwt').digest('base64url')
}
