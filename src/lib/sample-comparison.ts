import type { Comparison } from './comparison.ts'

/**
 * Fixed data for /{lang}/test-shared-comparison, so anyone can see a shared
 * comparison without an account. Its `code` is null: the view then takes the
 * title and item titles from `content.comparison.sample` (keyed by item id)
 * in the page's language. Hours are amount ÷ hourly rate.
 */
export const SAMPLE_COMPARISON: Comparison = {
  code: null,
  title: 'Laptop, bike or a weekend away?',
  ownerName: 'marie',
  createdAt: '2026-03-14T10:30:00.000Z',
  items: [
    {
      id: 'laptop',
      title: 'Laptop',
      mode: 'price_to_time',
      amount: 1199,
      currency: 'EUR',
      hourlyRate: 25,
      hours: 47.96,
      useWorkWeek: true,
    },
    {
      id: 'bike',
      title: 'City bike',
      mode: 'price_to_time',
      amount: 649,
      currency: 'EUR',
      hourlyRate: 25,
      hours: 25.96,
      useWorkWeek: true,
    },
    {
      id: 'trip',
      title: 'Weekend trip to Lisbon',
      mode: 'price_to_time',
      amount: 480,
      currency: 'EUR',
      hourlyRate: 25,
      hours: 19.2,
      useWorkWeek: true,
    },
    {
      id: 'headphones',
      title: 'Noise-cancelling headphones',
      mode: 'price_to_time',
      amount: 329,
      currency: 'EUR',
      hourlyRate: 25,
      hours: 13.16,
      useWorkWeek: true,
    },
  ],
}
