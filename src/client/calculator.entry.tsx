import { hydrateRoot } from 'react-dom/client'
import { Calculator, type CalculatorIslandProps } from '../views/islands/calculator.tsx'
import { calculatorPlatform } from './browser/calculator-platform.ts'

/** Hydrates every calculator the server marked, with the props it serialized next to its HTML. */
for (const element of document.querySelectorAll<HTMLElement>('[data-island="calculator"]')) {
  const props = JSON.parse(element.dataset.props ?? 'null') as CalculatorIslandProps | null
  if (props) hydrateRoot(element, <Calculator {...props} platform={calculatorPlatform(props)} />)
}
