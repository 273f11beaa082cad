/**
 * Stands in for auth-js's Ethereum (Sign-In with Ethereum) helpers in the
 * worker's bundle: the worker signs nobody in with a wallet.
 * wrangler.toml's `[alias]` points auth-js's relative import
 * `./lib/web3/ethereum` here; every call fails loudly.
 */
const notBundled = (name: string) => () => {
  throw new Error(`Sign-In with Ethereum's ${name} is not bundled into the worker (src/bundle/ethereum.ts)`)
}

export const getAddress = notBundled('getAddress')
export const fromHex = notBundled('fromHex')
export const toHex = notBundled('toHex')
export const createSiweMessage = notBundled('createSiweMessage')
