import { Calculator } from '../../views/islands/calculator/calculator.tsx'
import type { CalculatorIslandProps } from '../../views/islands/calculator/types.ts'
import { calculatorPlatform } from '../browser/calculator-platform.ts'
import { hydrate } from '../hydrate.tsx'
import { ServerHtml } from '../server-html.tsx'

/**
 * The calculator island in the browser: hydrated with storage, languages,
 * the address bar and the API; the salary helper's fields stay as the server rendered them.
 */
hydrate<CalculatorIslandProps>('calculator', (props) => (
  <Calculator {...props} platform={calculatorPlatform(props)} salaryHelper={ServerHtml} />
))
