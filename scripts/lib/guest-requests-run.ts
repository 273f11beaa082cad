import { guestRequests } from './node-render.ts'

/**
 * Runs `count` guest requests for one page by the deployable bundle and
 * exits, for `npm run bench:instructions` to count under Valgrind:
 * `node scripts/lib/guest-requests-run.ts <bundle> <path> <miss|hit> <count>`.
 */
const [bundle, path, served, count] = process.argv.slice(2)
if (!bundle || !path || (served !== 'miss' && served !== 'hit') || !Number.isInteger(Number(count))) {
  throw new Error('usage: guest-requests-run.ts <bundle> <path> <miss|hit> <count>')
}
const requestOnce = await guestRequests(bundle, path, served)
for (let i = 0; i < Number(count); i++) await requestOnce()
// A full collection at the end (with --expose-gc): each count then includes the garbage
// its requests left, not only what a collection happened to reach.
;(globalThis as { gc?: () => void }).gc?.()
