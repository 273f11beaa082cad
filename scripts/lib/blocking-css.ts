/**
 * What CSS a served page makes the browser wait for before its first paint,
 * read from the HTML alone so it holds however the CSS ships: every
 * `<link rel="stylesheet">` outside `<noscript>` that is not disabled, an
 * alternate, or for a media that does not apply on screen (`print`, `not all`,
 * the usual trick to load one without blocking). Inline `<style>` is counted
 * apart: it blocks nothing, it is part of the HTML.
 */
export interface PageCss {
  /** The render-blocking stylesheets' URLs, in document order. */
  blocking: string[]
  /** The text of every inline `<style>` element. */
  inline: string[]
}

/** The attributes of one start tag, names lower-cased (`rel`, `href`, `media`, …). */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of tag.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '')
  }
  return found
}

/**
 * The page's render-blocking stylesheets and inline styles.
 * @example pageCss('<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css" media="print">').blocking // ['/a.css']
 */
export function pageCss(html: string): PageCss {
  const visible = html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '')
  const blocking: string[] = []
  for (const [tag] of visible.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(5))
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
    const media = (attrs.get('media') ?? 'all').trim().toLowerCase()
    if (!rel.includes('stylesheet') || rel.includes('alternate') || attrs.has('disabled')) continue
    if (media === 'print' || media === 'not all' || media === 'none') continue
    const href = attrs.get('href')
    if (href) blocking.push(href.replace(/&amp;/g, '&'))
  }
  const inline = [...visible.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!)
  return { blocking, inline }
}
