import { describe, expect, it } from 'vitest'
import type { Locale } from '../../src/i18n/locales.ts'
import { messagesFor } from '../../src/i18n/translator.ts'
import { INDEXABLE_PAGES, pagePath } from '../../src/paths.ts'
import { get, LANGS } from './support/fetch.ts'

const CONTENT_PAGES = ['/faq', '/pricing', '/impressum', '/privacy', '/terms', '/sitemap', '/test-shared-comparison'] as const
const LEGAL_PAGES = ['impressum', 'privacy', 'terms'] as const

/** Names that stay the same in every language, removed before a string counts as English text. */
const PROPER_NAMES = [
  'TimePrice',
  'Cloudflare Workers',
  'Cloudflare',
  'Supabase',
  'hello@timeprice.example',
  'i18n_redirected',
  'Impressum',
]

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10))
    return ENTITIES[name] ?? entity
  })
}

/** What a reader meets on a page: text between tags plus labels a screen reader or a tooltip shows. */
function readableText(html: string): string {
  const labels = [...html.matchAll(/\s(?:aria-label|title|alt|placeholder|content)="([^"]*)"/g)].map((match) => match[1])
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')
  return decodeEntities([body, ...labels].join(' ')).replace(/\s+/g, ' ')
}

/** Every string of a catalogue, arrays included. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves)
  return []
}

/** The English phrases that must not appear on a de or pt-BR page: pieces between placeholders, longer than 12 characters, not just proper names. */
function englishSentinels(): string[] {
  const languageNames = Object.values(messagesFor('en').languageNames)
  const phrases = leaves(messagesFor('en'))
    .flatMap((text) => text.split(/\{\{[^}]*\}\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 12)
    .filter((piece) => {
      const rest = [...PROPER_NAMES, ...languageNames].reduce((text, name) => text.replaceAll(name, ''), piece)
      return (rest.match(/\p{L}/gu) ?? []).length >= 8
    })
  return [...new Set(phrases)]
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Fetches a page through the worker, checks it answers 200 and returns its raw HTML. */
async function fetchPage(lang: Locale, path: string): Promise<string> {
  const res = await get(`/${lang}${path}`)
  expect(res.status, `/${lang}${path}`).toBe(200)
  return res.text()
}

/** The page's HTML with entities decoded, to compare with catalogue strings. */
async function page(lang: Locale, path: string): Promise<string> {
  return decodeEntities(await fetchPage(lang, path))
}

describe.each(LANGS)('content pages in %s', (lang) => {
  const messages = messagesFor(lang)

  it.each(CONTENT_PAGES)('%s answers 200 without inline styles', async (path) => {
    const html = await page(lang, path)
    expect(html).not.toMatch(/<[^>]+\sstyle=/)
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  })

  it('the FAQ has at least eight questions as <details>', async () => {
    const html = await page(lang, '/faq')
    const details = html.match(/<details[\s>]/g) ?? []
    expect(details.length).toBeGreaterThanOrEqual(8)
    expect(html.match(/<summary[\s>]/g)).toHaveLength(details.length)
    for (const item of messages.content.faq.groups.flatMap((group) => group.items)) {
      expect(html).toContain(`<summary>${item.q}</summary>`)
    }
  })

  it('the pricing page shows the free plan, its features and the sign-up link', async () => {
    const html = await page(lang, '/pricing')
    expect(html).toContain(`<h2 id="plan-name">${messages.content.pricing.plan.name}</h2>`)
    for (const feature of messages.content.pricing.plan.features) expect(html).toContain(`<li>${feature}</li>`)
    expect(html).toContain(`href="/${lang}/signup"`)
  })

  it.each(LEGAL_PAGES)('the %s page has its title and section headings', async (key) => {
    const html = await page(lang, `/${key}`)
    const legal = messages.content.legal[key]
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(legal.title)}</h1>`))
    for (const section of legal.sections) expect(html).toMatch(new RegExp(`<h2[^>]*>${escapeRegExp(section.heading)}</h2>`))
  })

  it('the sitemap lists every indexable page in this language by name', async () => {
    const html = await page(lang, '/sitemap')
    const list = html.slice(html.indexOf('<ul class="sitemap-list">'))
    for (const key of INDEXABLE_PAGES) {
      expect(list).toContain(`<a href="${pagePath(lang, key)}">${messages.content.sitemap.links[key]}</a>`)
    }
  })

  it('the sample comparison has an accessible chart and exactly one cheapest item', async () => {
    const html = await page(lang, '/test-shared-comparison')
    expect(html).toMatch(/<div[^>]*\srole="img"[^>]*\saria-label="[^"]+"/)
    expect(html.match(/class="chart-label"/g)).toHaveLength(Object.keys(messages.content.comparison.sample.items).length)
    expect(html.match(/class="[^"]*\bcomparison-item-cheapest\b/g)).toHaveLength(1)
    expect(html.match(/class="[^"]*\bchart-bar-highlight\b/g)).toHaveLength(1)
    expect(html.split(`>${messages.content.comparison.cheapest}</span>`)).toHaveLength(2)
    expect(html).toContain(`<h1>${messages.content.comparison.sample.title}</h1>`)
    for (const title of Object.values(messages.content.comparison.sample.items)) expect(html).toContain(title)
  })
})

describe.each(['de', 'pt-BR'] as const)('no English left on %s pages', (lang) => {
  const sentinels = englishSentinels()

  it.each(CONTENT_PAGES)('%s', async (path) => {
    const text = readableText(await fetchPage(lang, path))
    expect(sentinels.filter((phrase) => text.includes(phrase))).toEqual([])
  })
})
