import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { GoodbyePage } from '../views/pages/goodbye-page.tsx'

/**
 * `/{lang}/goodbye`: the page after an account was deleted, a guest page
 * (the page table sends a signed-in visitor on), never indexed.
 */
export const goodbyePage: Handler<AppEnv> = (c) => c.render(<GoodbyePage />, { meta: 'goodbye', noindex: true })
