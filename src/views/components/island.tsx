import type { ReactNode } from 'react'
import type { Locale } from '../../i18n/locales.ts'
import { islandMessagesUrl, type IslandName } from '../islands.ts'

export interface IslandProps<P extends { locale: Locale }> {
  name: IslandName
  /** Serialized next to the HTML; the island's browser entry hydrates the same component with them. */
  props: P
  /** The island component, rendered on the server with the same props. */
  children: ReactNode
}

/**
 * Props as the text of a JSON data block: `<` written as `\u003c`, so no
 * text a user typed (a title of `</script>…`) can end the block or open
 * markup; `JSON.parse` reads it back unchanged.
 * @example islandJson({ title: '</script>' }) // '{"title":"\\u003c/script>"}'
 */
function islandJson(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c')
}

/**
 * Marks a server-rendered component for hydration: `src/client/islands/<name>.tsx`
 * calls `hydrate('<name>', …)`, which finds `[data-island="<name>"]` and reads
 * its props from the JSON data block right after it (a
 * `<script type="application/json">`, which never runs: plain JSON text,
 * not an attribute whose every quote is escaped).
 * An island that renders from the catalogue gets its messages from their own
 * script, which the element names in `data-messages`: the block leaves them out.
 * The wrapper must hold nothing but the component, or hydration fails.
 */
export function Island<P extends { locale: Locale }>({ name, props, children }: IslandProps<P>) {
  const messagesUrl = islandMessagesUrl(name, props.locale)
  const { messages: _inTheirScript, ...withoutMessages } = props as P & { messages?: unknown }
  return (
    <>
      <div data-island={name} data-messages={messagesUrl}>
        {children}
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: islandJson(messagesUrl ? withoutMessages : props) }}
      />
    </>
  )
}
