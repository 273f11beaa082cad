import type { ReactNode } from 'react'
import type { IslandName } from '../islands.ts'

export interface IslandProps<P> {
  name: IslandName
  /** Serialized next to the HTML; the island's browser entry hydrates the same component with them. */
  props: P
  /** The island component, rendered on the server with the same props. */
  children: ReactNode
}

/**
 * Marks a server-rendered component for hydration: `src/client/islands/<name>.tsx`
 * calls `hydrate('<name>', …)`, which finds `[data-island="<name>"]` and reads
 * its JSON props from `data-props`.
 * The wrapper must hold nothing but the component, or hydration fails.
 */
export function Island<P>({ name, props, children }: IslandProps<P>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  )
}
