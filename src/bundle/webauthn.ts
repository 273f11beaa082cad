/**
 * Stands in for auth-js's WebAuthn helpers in the worker's bundle: passkeys
 * run in a browser, never in the worker, yet every auth client builds its
 * `mfa.webauthn` API. wrangler.toml's `[alias]` points auth-js's relative
 * import `./lib/webauthn` here; the constructor is harmless and every call
 * fails loudly.
 */
import { notBundled } from './not-bundled.ts'

/** One of auth-js's WebAuthn helpers, none of which the worker calls. */
const webAuthn = (name: string) => notBundled('WebAuthn', name, 'webauthn')

export const createCredential = webAuthn('createCredential')
export const getCredential = webAuthn('getCredential')
export const deserializeCredentialCreationOptions = webAuthn('deserializeCredentialCreationOptions')
export const deserializeCredentialRequestOptions = webAuthn('deserializeCredentialRequestOptions')
export const serializeCredentialCreationResponse = webAuthn('serializeCredentialCreationResponse')
export const serializeCredentialRequestResponse = webAuthn('serializeCredentialRequestResponse')

/** The worker is no browser: auth-js checks this before a passkey flow. */
export const browserSupportsWebAuthn = () => false

export const webAuthnAbortService = { createNewAbortSignal: webAuthn('createNewAbortSignal'), cancelCeremony() {} }

/** Built by every auth client (`auth.mfa.webauthn`); none of its flows is bundled. */
export class WebAuthnApi {}
