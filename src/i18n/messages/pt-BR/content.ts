import type { Catalogue } from '../../catalogue.ts'
import type { content as en } from '../en/content.ts'
import { comparison } from './comparison.ts'
import { faq } from './faq.ts'
import { impressum } from './impressum.ts'
import { pricing } from './pricing.ts'
import { privacy } from './privacy.ts'
import { terms } from './terms.ts'

/** Textos das páginas de conteúdo: perguntas frequentes, preços, páginas legais, mapa do site e comparação. */
export const content: Catalogue<typeof en> = {
  faq,
  pricing,
  legal: {
    eyebrow: 'Informações legais',
    updated: 'Atualizado em {{date}}',
    tocLabel: 'Nesta página',
    contactHeading: 'Dúvidas sobre esta página?',
    contactText: 'Escreva para nós pela página de contato ou pelo e-mail hello@timeprice.example.',
    contactLink: 'Ir para a página de contato',
    impressum,
    privacy,
    terms,
  },
  sitemap: {
    eyebrow: 'Visão geral',
    title: 'Mapa do site',
    lead: 'Todas as páginas do TimePrice em um só lugar.',
    pagesHeading: 'Páginas',
    moreHeading: 'Sua conta e exemplos',
    links: {
      home: 'Calculadora',
      contact: 'Contato',
      dashboard: 'Painel',
      faq: 'Perguntas frequentes',
      goals: 'Metas',
      impressum: 'Informações legais',
      login: 'Entrar',
      pricing: 'Preços',
      privacy: 'Política de privacidade',
      profile: 'Perfil',
      signup: 'Criar conta',
      sitemap: 'Mapa do site',
      terms: 'Termos de uso',
      testSharedComparison: 'Comparação de exemplo',
    },
  },
  comparison,
}
