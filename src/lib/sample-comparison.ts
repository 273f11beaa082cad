import type { Comparison, ComparisonItem } from './comparison.ts'

/** The sample's items, keyed like `content.comparison.sample.items` in the catalogues. */
const SAMPLE_ITEMS = {
  laptop: { title: 'Laptop', mode: 'price_to_time', amount: 1199, currency: 'EUR', hourlyRate: 25, hours: 47.96, useWorkWeek: true },
  bike: { title: 'City bike', mode: 'price_to_time', amount: 649, currency: 'EUR', hourlyRate: 25, hours: 25.96, useWorkWeek: true },
  trip: {
    title: 'Weekend trip to Lisbon',
    mode: 'price_to_time',
    amount: 480,
    currency: 'EUR',
    hourlyRate: 25,
    hours: 19.2,
    useWorkWeek: true,
  },
  headphones: {
    title: 'Noise-cancelling headphones',
    mode: 'price_to_time',
    amount: 329,
    currency: 'EUR',
    hourlyRate: 25,
    hours: 13.16,
    useWorkWeek: true,
  },
} as const satisfies Record<string, ComparisonItem>

export type SampleItemKey = keyof typeof SAMPLE_ITEMS

/** The sample's texts in one language (`content.comparison.sample`). */
export interface SampleTitles {
  title: string
  items: Record<SampleItemKey, string>
}

/**
 * Fixed data for /{lang}/test-shared-comparison, so anyone can see a shared
 * comparison without an account, with its titles in the page's language.
 * Its `code` is null: it has no link of its own. Hours are amount ÷ hourly rate.
 */
export function sampleComparison(titles: SampleTitles): Comparison {
  return {
    code: null,
    title: titles.title,
    ownerName: 'marie',
    createdAt: '2026-03-14T10:30:00.000Z',
    items: (Object.keys(SAMPLE_ITEMS) as SampleItemKey[]).map((key) => ({ ...SAMPLE_ITEMS[key], title: titles.items[key] })),
  }
}
