/**
 * Stands in for auth-js's Ethereum (Sign-In with Ethereum) helpers in the
 * worker's bundle: the worker signs nobody in with a wallet.
 * wrangler.toml's `[alias]` points auth-js's relative import
 * `./lib/web3/ethereum` here; every call fails loudly.
 */
import { notBundled } from './not-bundled.ts'

/** One of auth-js's Sign-In with Ethereum helpers, none of which the worker calls. */
const ethereum = (name: string) => notBundled('Sign-In with Ethereum', name, 'ethereum')

export const getAddress = ethereum('getAddress')
export const fromHex = ethereum('fromHex')
export const toHex = ethereum('toHex')
export const createSiweMessage = ethereum('createSiweMessage')
