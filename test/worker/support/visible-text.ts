/**
 * Intl's no-break spaces (between number and unit, before a currency sign)
 * as plain spaces, so an expected figure can be written as it reads.
 * @example plainSpaces('1.234,56\u00a0€') // '1.234,56 €'
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

/**
 * The text a reader sees in a page's HTML: no style or script contents
 * (island props are a JSON script), React's `<!-- -->` text separators
 * gone, entities undone, no-break spaces as plain spaces, runs of space as one.
 * @example visibleText('<p>1.200,00&nbsp;€<script>{"a":1}</script></p>') // ' 1.200,00 € '
 */
export function visibleText(html: string): string {
  return plainSpaces(html)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}
