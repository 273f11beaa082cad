import type { Catalogue } from '../../catalogue.ts'
import type { comparison as en } from '../en/comparison.ts'

/** A página de comparação: comparações compartilhadas e o exemplo. */
export const comparison: Catalogue<typeof en> = {
  eyebrowShared: 'Comparação compartilhada',
  eyebrowSample: 'Comparação de exemplo',
  byline: 'Compartilhada por {{owner}} em {{date}}',
  sampleNote: 'Esta comparação usa dados de exemplo, para você ver como fica uma comparação compartilhada antes de criar a sua.',
  sampleCtaGuest: 'Crie uma conta e faça a sua comparação',
  sampleCtaUser: 'Comparar no seu painel',
  summary: 'Mais barato em tempo: {{title}}, com {{time}} de trabalho.',
  chartHeading: 'Horas de trabalho por item',
  chartLabel: 'Gráfico de barras com as horas de trabalho que cada item custa',
  chartItem: 'Item',
  chartHours: 'Horas de trabalho',
  itemsHeading: 'Os cálculos lado a lado',
  cheapest: 'Mais barato em tempo',
  modes: {
    price_to_time: 'Preço → tempo',
    time_to_price: 'Tempo → preço',
  },
  price: 'Preço',
  hourlyRate: 'Valor por hora',
  perHour: '{{amount}} por hora',
  time: 'Tempo',
  daysLabel: 'Em dias',
  weeksLabel: 'Em semanas',
  basisWorkWeek: 'Semana de trabalho: 8 horas por dia, 5 dias por semana',
  basisCalendar: 'Tempo corrido: 24 horas por dia, 7 dias por semana',
  sample: {
    title: 'Notebook, bicicleta ou um fim de semana fora?',
    items: {
      laptop: 'Notebook',
      bike: 'Bicicleta urbana',
      trip: 'Fim de semana em Lisboa',
      headphones: 'Fones com cancelamento de ruído',
    },
  },
}
