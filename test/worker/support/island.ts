/** The props an island was server-rendered with, read back from its `data-props` attribute. */
export function islandProps<Props = any>(html: string, name = 'dashboard'): Props {
  const match = html.match(new RegExp(`data-island="${name}" data-props="([^"]*)"`))
  if (!match) throw new Error(`no ${name} island in the page`)
  const json = match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
  return JSON.parse(json) as Props
}
