/** The props an island was server-rendered with, read back from the JSON data block after it. */
export function islandProps<Props = any>(html: string, name = 'dashboard'): Props {
  const match = html.match(new RegExp(`<script type="application/json" data-island-props="${name}">([^<]*)</script>`))
  if (!match) throw new Error(`no ${name} island in the page`)
  return JSON.parse(match[1]!) as Props
}
