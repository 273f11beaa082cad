import { Calculator } from '../../views/islands/calculator/calculator.tsx'
import type { CalculatorIslandProps } from '../../views/islands/calculator/types.ts'
import { calculatorPlatform } from '../browser/calculator-platform.ts'
import { keepFocusClearOfResult } from '../browser/docked-result.ts'
import { forgetPersonOnGuestPage } from '../browser/offline-person.ts'
import { hydrate } from '../hydrate.tsx'
import { ServerHtml } from '../server-html.tsx'
import { offlineAnswerScript } from '../service-worker/offline-answer.ts'

/*
 * The calculator island in the browser: hydrated with storage, languages,
 * the address bar and the API; the salary helper's fields stay as the
 * server rendered them. On the service worker's offline answer (a guest's
 * page), the script it names (`./offline.ts`) runs first: the person signed
 * in on this device stays signed in, and the calculator starts from their
 * profile (if the script cannot be loaded, it starts as a guest's). Only
 * there is it loaded, so a page the server answered pays nothing for it;
 * such a page, rendered for a guest, forgets whoever was kept. On a phone,
 * the field being typed in is kept clear of the docked result as it grows.
 */
const script = offlineAnswerScript()
const offline = script ? await (import(script) as Promise<typeof import('./offline.ts')>).catch(() => undefined) : undefined
if (!script) forgetPersonOnGuestPage()

await hydrate<CalculatorIslandProps>('calculator', (props) => (
  <Calculator {...props} platform={calculatorPlatform(props, offline?.person ?? null)} salaryHelper={ServerHtml} />
))
for (const island of document.querySelectorAll<HTMLElement>('[data-island="calculator"]')) keepFocusClearOfResult(island)
