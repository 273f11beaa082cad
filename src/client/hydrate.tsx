import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { EarlyInput } from '../views/islands/early-input.ts'
import type { IslandName } from '../views/islands.ts'
import { changedControls } from './changed-controls.ts'

/**
 * Hydrates every element the server marked as island `name` (see `<Island>`)
 * with the props it serialized in the JSON data block right after it, and
 * the messages of the script its `data-messages` names (the page has already
 * fetched and run it, before the island's entry); `render` gets those props
 * and adds what only the browser has (its platform). A dashboard still in
 * React's hidden Suspense segment is moved into place as a whole, so
 * hydrating it right away is safe. Hydration runs as a transition, so React
 * yields to the browser between small slices rather than blocking the main
 * thread for the whole island (a click on it meanwhile hydrates it at once).
 * Once hydrated, the element carries `data-hydrated`: the page's scripts
 * start after its first paint, so the `load` event no longer says the
 * islands are live, and this does. What the person typed, ticked or chose
 * in the island before then is theirs: the island reads it from its own
 * controls through `useEarlyInput` as its hydration commits and takes it as
 * typed (React hydrates from the server's state, which the HTML matches, and
 * would otherwise write that state back into the controls on its next render).
 * @example await hydrate<DashboardIslandProps>('dashboard', (props) => <Dashboard {...props} platform={dashboardPlatform(props)} />)
 */
export async function hydrate<Props>(name: IslandName, render: (props: Props) => ReactNode): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const data = element.nextElementSibling
    const sent = data?.matches(`script[data-island-props="${name}"]`) ? (JSON.parse(data.textContent ?? 'null') as Props | null) : null
    if (!sent) continue
    const messagesUrl = element.dataset.messages
    const props = messagesUrl ? { ...sent, messages: ((await import(messagesUrl)) as { default: unknown }).default } : sent
    const island = (
      <EarlyInput value={() => changedControls(element)}>
        <Hydrated element={element}>{render(props)}</Hydrated>
      </EarlyInput>
    )
    startTransition(() => void hydrateRoot(element, island))
  }
}

/** Marks the island's element `data-hydrated` once React has committed its hydration (effects run only after it). */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = ''
  }, [element])
  return children
}
