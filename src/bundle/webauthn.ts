/**
 * Stands in for auth-js's WebAuthn helpers in the worker's bundle: passkeys
 * run in a browser, never in the worker, yet every auth client builds its
 * `mfa.webauthn` API. wrangler.toml's `[alias]` points auth-js's relative
 * import `./lib/webauthn` here; the constructor is harmless and every call
 * fails loudly.
 */
const notBundled = (name: string) => () => {
  throw new Error(`WebAuthn's ${name} is not bundled into the worker (src/bundle/webauthn.ts)`)
}

export const createCredential = notBundled('createCredential')
export const getCredential = notBundled('getCredential')
export const deserializeCredentialCreationOptions = notBundled('deserializeCredentialCreationOptions')
export const deserializeCredentialRequestOptions = notBundled('deserializeCredentialRequestOptions')
export const serializeCredentialCreationResponse = notBundled('serializeCredentialCreationResponse')
export const serializeCredentialRequestResponse = notBundled('serializeCredentialRequestResponse')

/** The worker is no browser: auth-js checks this before a passkey flow. */
export const browserSupportsWebAuthn = () => false

export const webAuthnAbortService = { createNewAbortSignal: notBundled('createNewAbortSignal'), cancelCeremony() {} }

/** Built by every auth client (`auth.mfa.webauthn`); none of its flows is bundled. */
export class WebAuthnApi {}
