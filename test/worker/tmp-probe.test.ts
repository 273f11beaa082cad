import { it } from 'vitest'
import { get } from './support/fetch.ts'
it('probe', async () => {
  for (const p of ['/robots.txt', '/favicon.svg', '/assets/manifest.json']) {
    const res = await get(p)
    console.log(p, res.status, JSON.stringify([...res.headers]))
  }
})
