import { createHash, randomUUID } from 'node:crypto'

interface PendingLink {
  challenge: string
  method: string
  createdAt: number
}

interface IssuedCode {
  session: unknown
  challenge: string
  method: string
  createdAt: number
}

const TTL_MS = 10 * 60 * 1000

/**
 * GoTrue's PKCE variant of email links, which lite lacks: a link requested with a
 * `code_challenge` redirects to `redirect_to?code=…` instead of `#access_token=…`,
 * and `POST /token?grant_type=pkce` trades that code plus the verifier for the session.
 * Kept in memory: links outlive neither a restart nor ten minutes.
 */
export class PkceLinks {
  private readonly pending = new Map<string, PendingLink>()
  private readonly codes = new Map<string, IssuedCode>()

  /** Remembers that the emailed token `tokenHash` belongs to a PKCE flow. */
  expect(tokenHash: string, challenge: string, method: string): void {
    this.pending.set(tokenHash, { challenge, method: method.toLowerCase(), createdAt: Date.now() })
  }

  /** After the link was verified: returns an auth code for the session, or null for implicit links. */
  issue(tokenHash: string, session: unknown): string | null {
    const link = this.pending.get(tokenHash)
    if (!link || Date.now() - link.createdAt > TTL_MS) return null
    this.pending.delete(tokenHash)
    const code = randomUUID()
    this.codes.set(code, { session, challenge: link.challenge, method: link.method, createdAt: Date.now() })
    return code
  }

  /** Whether `code` is one of ours (otherwise the exchange belongs to lite's OAuth flow). */
  owns(code: string): boolean {
    return this.codes.has(code)
  }

  /** Redeems a code once; null when the verifier does not match or the code expired. */
  redeem(code: string, verifier: string): unknown {
    const issued = this.codes.get(code)
    this.codes.delete(code)
    if (!issued || Date.now() - issued.createdAt > TTL_MS) return null
    const derived = issued.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
    return derived === issued.challenge ? issued.session : null
  }
}
