import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_FIELDS,
  calculatorReaders,
  fieldSource,
  fieldText,
  type CalculatorField,
  type CalculatorForm,
  type CalculatorParse,
  type CalculatorValues,
  type FieldErrors,
} from './fields.ts'

/**
 * Reads calculator input field by field, so one bad field leaves the others
 * usable and gets its own message. Accepts anything and never throws.
 */
export function parseCalculatorInput(input: unknown): CalculatorParse {
  const source = fieldSource(input)
  const values: CalculatorValues = { ...CALCULATOR_DEFAULTS }
  const errors: FieldErrors = {}
  const read = <K extends CalculatorField>(name: K) => {
    const reading = calculatorReaders[name](source[name])
    if (reading.ok) values[name] = reading.value
    else errors[name] = reading.code
  }
  for (const name of CALCULATOR_FIELDS) read(name)
  return { values, errors }
}

/** The raw text of each field from a query or form object (missing fields are empty). */
export function calculatorFormFrom(input: unknown): CalculatorForm {
  const source = fieldSource(input)
  return Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, fieldText(source[name])])) as CalculatorForm
}

/** True when a query carries a submitted calculator (the mode radio is always sent with the form). */
export function isSubmittedCalculator(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'mode' in input
}

/**
 * The query string of a calculator, with only the fields its mode uses and
 * nothing empty: what the address bar, a shared link and the Save link's
 * `next` carry. The work week appears only when on, like a checkbox in a GET form.
 */
export function calculatorQuery(form: CalculatorForm): string {
  const mode = form.mode === 'time_to_price' ? 'time_to_price' : 'price_to_time'
  const fields: CalculatorField[] =
    mode === 'price_to_time' ? ['rate', 'currency', 'price', 'title'] : ['rate', 'currency', 'duration', 'unit']
  const params = new URLSearchParams({ mode })
  for (const name of fields) {
    const value = form[name].trim()
    if (value) params.set(name, value)
  }
  if (form.workweek === '1') params.set('workweek', '1')
  return params.toString()
}
