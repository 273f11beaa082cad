import { createContext, useContext } from 'react'

/**
 * One form control of an island that the person changed before the
 * island's script hydrated it (the page works before its scripts start, and
 * they start after first paint): its name and value as the no-JavaScript
 * form names and sends them.
 */
export interface EarlyControl {
  name: string
  value: string
  /** A checkbox's or radio's: whether it is ticked now (it sends `value` only then). Absent for text and selects. */
  checked?: boolean | undefined
}

/**
 * Reads what the person has changed in this island's controls so far: in
 * the browser `hydrate()` provides it (read from the island's DOM); during
 * server rendering nothing was changed.
 */
export const EarlyInput = createContext<() => readonly EarlyControl[]>(() => [])

/**
 * The reader of what the person did before the island hydrated. Call it in
 * a layout effect that runs once: that runs as hydration commits, before the
 * browser paints, so what the island then sets from it (typed text equal to
 * what the inputs already hold) never shows a field emptied. Read earlier,
 * it would miss what was typed while React hydrated; applied as the state
 * React hydrates with, it would not match the server's HTML.
 * @example const earlyInput = useEarlyInput(); useLayoutEffect(() => adopt(earlyInput()), [])
 */
export function useEarlyInput(): () => readonly EarlyControl[] {
  return useContext(EarlyInput)
}

/**
 * The changed fields among `names`, as a form would send each: the text
 * typed, the option chosen, the ticked radio's value, a checkbox's value if
 * ticked and empty if unticked. Fields the person left alone are absent.
 * @example earlyFields([{ name: 'rate', value: '40' }, { name: 'workweek', value: '1', checked: false }], ['rate', 'workweek']) // { rate: '40', workweek: '' }
 */
export function earlyFields<Name extends string>(controls: readonly EarlyControl[], names: readonly Name[]): Partial<Record<Name, string>> {
  const fields: Partial<Record<string, string>> = {}
  for (const { name, value, checked } of controls) {
    if (!(names as readonly string[]).includes(name)) continue
    // A radio left by the person is reported unticked beside the one they ticked: the ticked one wins, whatever the order.
    if (checked === false) fields[name] ??= ''
    else fields[name] = value
  }
  return fields
}
