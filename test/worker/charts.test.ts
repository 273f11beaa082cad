import { describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { get } from './support/fetch.ts'

/** The label of each highlighted bar, and the legend under the chart. */
function highlights(html: string) {
  const rows = [...html.matchAll(/<div class="chart-row chart-row-highlight"[^>]*><span class="chart-label">([^<]*)</g)]
  const legend = /<p class="chart-legend">.*?<\/svg>([^<]*)<\/p>/.exec(html)?.[1]
  return { labels: rows.map((row) => row[1]), legend }
}

const LEGENDS = {
  en: 'Highlighted: the cheapest in time, the item that costs the fewest hours of work.',
  de: 'Hervorgehoben: das zeitlich Günstigste, der Posten, der die wenigsten Arbeitsstunden kostet.',
  'pt-BR': 'Em destaque: o mais barato em tempo, o item que custa menos horas de trabalho.',
} as const

describe('the chart highlight means one thing everywhere', () => {
  it.each(['en', 'de', 'pt-BR'] as const)('on the dashboard (%s): the item that costs the fewest hours, with the legend', async (lang) => {
    const { jar } = await signedUpJar(lang)
    for (const [title, price] of [
      ['Bike', 400],
      ['Phone', 200],
      ['Laptop', 1200],
    ] as const) {
      expect((await callApi(jar, 'POST', '/api/calculations', { ...laptop, title, price })).status).toBe(201)
    }
    const html = await (await jar.fetch(`/${lang}/dashboard`)).text()
    expect(highlights(html)).toEqual({ labels: ['Phone'], legend: LEGENDS[lang] })
  })

  it('on the dashboard, one item alone is not highlighted and needs no legend', async () => {
    const { jar } = await signedUpJar()
    await callApi(jar, 'POST', '/api/calculations', laptop)
    expect(highlights(await (await jar.fetch('/en/dashboard')).text())).toEqual({ labels: [], legend: undefined })
  })

  it.each(['en', 'de', 'pt-BR'] as const)('on a shared comparison (%s): the same meaning and the same legend', async (lang) => {
    const html = await (await get(`/${lang}/test-shared-comparison`)).text()
    const { labels, legend } = highlights(html)
    expect(labels).toHaveLength(1)
    expect(legend).toBe(LEGENDS[lang])
  })
})
